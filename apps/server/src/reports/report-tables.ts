import type { TReportKind, TReportLocale, TSubscriptionFrequency } from '@opinio/domain/schemas/reports';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { TaskTables } from '#tasks/task-tables.ts';

/** Kysely's view of migration 016 (reports, their files and subscriptions). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ReportsTable {
  task_id: number;
  universe_id: number;
  uuid: string;
  kind: TReportKind;
  user_id: number | null;
  file_name: string;
  media_type: string;
  size: number | null;
  expires_at: Date | null;
}

export interface ReportChunksTable {
  task_id: number;
  seq: number;
  universe_id: number;
  content: Uint8Array;
}

export interface ReportSubscriptionsTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  user_id: number | null;
  role_id: number | null;
  drill_path_filtered: string;
  frequency: TSubscriptionFrequency;
  weekday: number | null;
  locale: TReportLocale;
  created_by: number | null;
  created_at: Timestamp;
  next_run: Date;
  last_run: Date | null;
}

export interface ReportDeliveriesTable {
  subscription_id: number;
  run_key: string;
  user_id: number;
  universe_id: number;
  state: 'sending' | 'sent' | 'failed';
  error: string | null;
  sent_at: Date | null;
}

export interface ReportOptOutsTable {
  subscription_id: number;
  user_id: number;
  universe_id: number;
}

export type ReportTables = {
  reports: ReportsTable;
  report_chunks: ReportChunksTable;
  report_subscriptions: ReportSubscriptionsTable;
  report_deliveries: ReportDeliveriesTable;
  report_opt_outs: ReportOptOutsTable;
};

export type ReportsDb = Kysely<DB & TaskTables & ReportTables>;

/** The database with the task and report tables. */
export const reportsDb = (db: Kysely<DB>): ReportsDb => db.withTables<TaskTables & ReportTables>();
