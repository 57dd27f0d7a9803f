import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 028 (outbound webhooks). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type TDeliveryState = 'queued' | 'sending' | 'delivered' | 'failed';

export interface WebhooksTable {
  id: Generated<number>;
  universe_id: number;
  name: string;
  url: string;
  secret: string;
  events: string[];
  active: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  universe_id: number;
  webhook_id: number;
  event: string;
  event_id: string;
  payload: Json<Record<string, unknown>>;
  state: Generated<TDeliveryState>;
  attempts: Generated<number>;
  run_after: Timestamp;
  locked_by: string | null;
  locked_until: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: Date | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  universe_id: number;
  delivery_id: number;
  attempted_at: Timestamp;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

export type WebhookTables = {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
};

export type WebhookDb = Kysely<DB & WebhookTables>;

/** The database with the webhook tables (kept out of db/schema.ts, which other features share). */
export const webhookDb = (db: Kysely<DB>): WebhookDb => db.withTables<WebhookTables>();
