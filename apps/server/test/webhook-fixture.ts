import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { webhookDb } from '#webhooks/webhook-tables.ts';

/**
 * A paused webhook endpoint of the universe (nothing is sent meanwhile) with a delivered
 * test delivery: a record for the isolation checks to reach for from outside.
 */
export async function pausedWebhookWithDelivery(
  db: Kysely<DB>,
  universeId: number,
  name: string,
): Promise<{ webhookId: number; deliveryId: number }> {
  const webhook = await webhookDb(db)
    .insertInto('webhooks')
    .values({
      universe_id: universeId,
      name,
      url: 'https://example.com/hook',
      secret: 'whsec_fixture',
      events: ['alert.created'],
      active: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await webhookDb(db)
    .insertInto('webhook_deliveries')
    .values({
      universe_id: universeId,
      webhook_id: webhook.id,
      event: 'webhook.test',
      event_id: crypto.randomUUID(),
      payload: JSON.stringify({ text: `Test delivery to the webhook "${name}"` }),
      state: 'delivered',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { webhookId: webhook.id, deliveryId: Number(delivery.id) };
}

/** An active endpoint of the universe at `url` taking `events`, as an administrator adds one. */
export async function webhookEndpoint(
  db: Kysely<DB>,
  universeId: number,
  name: string,
  url: string,
  events: readonly string[],
): Promise<number> {
  const webhook = await webhookDb(db)
    .insertInto('webhooks')
    .values({ universe_id: universeId, name, url, secret: `whsec_${name}`, events: [...events] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return webhook.id;
}
