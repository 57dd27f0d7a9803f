import type { Kysely } from 'kysely';
import type { Database } from '#db/database.ts';
import type { DB } from '#db/schema.ts';
import { queueWebhookDeliveries, type WebhookEventName, type WebhookMessage } from './webhook-repository.ts';

/**
 * Where features tell integrators what happened (an alert opened, a campaign finished):
 * the event becomes a delivery for every endpoint of the universe that takes it, sent by
 * the webhook sender. Written in the caller's transaction (`trx`) where the change has one,
 * so that an event is told exactly when its change is committed.
 */
export class WebhookQueue {
  /** Called after deliveries are queued outside a transaction: the sender looks at once. */
  onQueued: () => void = () => {};

  constructor(private readonly database: Database) {}

  /**
   * Queues `event` for the universe's endpoints that take it, one delivery per message and
   * endpoint; `messages` is asked for only when there is such an endpoint. Answers how many
   * deliveries were queued.
   */
  async queue(
    universeId: number,
    event: WebhookEventName,
    messages: () => Promise<readonly WebhookMessage[]>,
    trx?: Kysely<DB>,
  ): Promise<number> {
    const ids = await queueWebhookDeliveries(trx ?? this.database.db, universeId, event, messages);
    // inside a transaction the rows are seen once it commits: the caller wakes the sender then
    if (ids.length > 0 && !trx) this.onQueued();
    return ids.length;
  }

  /** The sender looks now (after a transaction that queued deliveries committed). */
  wake(): void {
    this.onQueued();
  }
}
