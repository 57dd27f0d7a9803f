import {
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookEvent,
  type TWebhookSave,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from '@opinio/domain/schemas/webhooks';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { chatText } from '#lib/chat-text.ts';
import { badRequest, conflict, notFound } from '#lib/http-error.ts';
import { queueWebhookDeliveries } from './webhook-repository.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import { type WebhookDb, webhookDb } from './webhook-tables.ts';

/** The universe's endpoints and deliveries, for its administrators (routes/webhooks). */
export interface WebhookAdmin {
  db: Kysely<DB>;
  universeId: number;
  userId: number;
  /**
   * Whether endpoints may be plain http: only where they may reach the server's own network
   * (WEBHOOK_PRIVATE_ADDRESSES, allowed in a demo), for a receiver there (webhook-post.ts).
   */
  httpAllowed: boolean;
}

/** An http address where only https is taken: 400 naming the field. */
function checkScheme(admin: WebhookAdmin, url: string): void {
  if (admin.httpAllowed || new URL(url).protocol === 'https:') return;
  throw badRequest(
    'Give an https address: this server takes plain http only for a receiver on its own network, which it does not allow',
    'url',
    { code: 'https_required' },
  );
}

const LOG_LENGTH = 50;
const WEEK = sql<Date>`now() - interval '7 days'`;

function endpoints(wdb: WebhookDb, universeId: number) {
  return wdb
    .selectFrom('webhooks as w')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select([
      'w.id',
      'w.name',
      'w.url',
      'w.secret',
      'w.events',
      'w.active',
      'w.created_at',
      'u.username',
      (eb) =>
        eb
          .selectFrom('webhook_deliveries as d')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('d.webhook_id', '=', 'w.id')
          .where('d.state', '=', 'delivered')
          .where('d.created_at', '>', WEEK)
          .as('delivered'),
      (eb) =>
        eb
          .selectFrom('webhook_deliveries as d')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('d.webhook_id', '=', 'w.id')
          .where((w) =>
            w.or([
              w('d.state', '=', 'failed'),
              w.and([w('d.state', '=', 'queued'), w('d.attempts', '>', 0)]),
            ]),
          )
          .where('d.created_at', '>', WEEK)
          .as('failing'),
    ])
    .where('w.universe_id', '=', universeId);
}

type EndpointRow = Awaited<ReturnType<ReturnType<typeof endpoints>['executeTakeFirstOrThrow']>>;

const toWebhook = (row: EndpointRow): TWebhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  secret: row.secret,
  events: row.events.filter((e): e is TWebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
  active: row.active,
  createdBy: row.username,
  createdAt: row.created_at.toISOString(),
  delivered: Number(row.delivered ?? 0),
  failing: Number(row.failing ?? 0),
});

export async function webhookList(admin: WebhookAdmin) {
  const rows = await endpoints(webhookDb(admin.db), admin.universeId).orderBy('w.id').execute();
  return { webhooks: rows.map(toWebhook), events: [...WEBHOOK_EVENTS], httpAllowed: admin.httpAllowed };
}

/** The universe's endpoint `id`, or 404 (another universe's is never shown to exist). */
async function webhookOf(admin: WebhookAdmin, id: number): Promise<TWebhook> {
  const row = await endpoints(webhookDb(admin.db), admin.universeId)
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such webhook');
  return toWebhook(row);
}

export async function createWebhook(admin: WebhookAdmin, save: TWebhookSave): Promise<TWebhook> {
  checkScheme(admin, save.url);
  const { id } = await webhookDb(admin.db)
    .insertInto('webhooks')
    .values({
      universe_id: admin.universeId,
      name: save.name,
      url: save.url,
      events: save.events,
      active: save.active,
      secret: newWebhookSecret(),
      created_by: admin.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return webhookOf(admin, id);
}

export async function saveWebhook(admin: WebhookAdmin, id: number, save: TWebhookSave): Promise<TWebhook> {
  checkScheme(admin, save.url);
  const result = await webhookDb(admin.db)
    .updateTable('webhooks')
    .set({
      name: save.name,
      url: save.url,
      events: save.events,
      active: save.active,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('universe_id', '=', admin.universeId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound('No such webhook');
  return webhookOf(admin, id);
}

export async function deleteWebhook(admin: WebhookAdmin, id: number): Promise<void> {
  const result = await webhookDb(admin.db)
    .deleteFrom('webhooks')
    .where('id', '=', id)
    .where('universe_id', '=', admin.universeId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound('No such webhook');
}

export async function rotateWebhookSecret(admin: WebhookAdmin, id: number): Promise<TWebhook> {
  const result = await webhookDb(admin.db)
    .updateTable('webhooks')
    .set({ secret: newWebhookSecret(), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('universe_id', '=', admin.universeId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound('No such webhook');
  return webhookOf(admin, id);
}

/** Queues a `webhook.test` delivery to the endpoint and answers it as queued. */
export async function testWebhook(
  admin: WebhookAdmin,
  id: number,
  publicUrl: string,
): Promise<TWebhookDelivery> {
  const webhook = await webhookOf(admin, id);
  const [deliveryId] = await queueWebhookDeliveries(
    admin.db,
    admin.universeId,
    WEBHOOK_TEST_EVENT,
    async () => [
      {
        text: `Test delivery from Opinio to the webhook "${chatText(webhook.name)}" (${publicUrl})`,
        data: { webhook: { id: webhook.id, name: webhook.name } },
      },
    ],
    webhook.id,
  );
  return (await deliveries(admin, id, deliveryId))[0];
}

async function deliveries(admin: WebhookAdmin, webhookId: number, deliveryId?: number) {
  const wdb = webhookDb(admin.db);
  let query = wdb
    .selectFrom('webhook_deliveries')
    .select(['id', 'event', 'event_id', 'state', 'run_after', 'created_at', 'delivered_at', 'payload'])
    .where('webhook_id', '=', webhookId)
    .where('universe_id', '=', admin.universeId)
    .orderBy('id', 'desc')
    .limit(LOG_LENGTH);
  if (deliveryId !== undefined) query = query.where('id', '=', deliveryId);
  const rows = await query.execute();
  const ids = rows.map((r) => Number(r.id));
  const attempts =
    ids.length === 0
      ? []
      : await wdb
          .selectFrom('webhook_attempts')
          .select(['delivery_id', 'attempted_at', 'status', 'error', 'duration_ms'])
          .where('delivery_id', 'in', ids)
          .orderBy('id')
          .execute();
  return rows.map(
    (row): TWebhookDelivery => ({
      id: Number(row.id),
      event: row.event,
      eventId: row.event_id,
      state: row.state,
      attempts: attempts
        .filter((a) => Number(a.delivery_id) === Number(row.id))
        .map((a) => ({
          at: a.attempted_at.toISOString(),
          status: a.status,
          error: a.error,
          durationMs: a.duration_ms,
        })),
      nextAttemptAt: row.state === 'queued' ? row.run_after.toISOString() : null,
      createdAt: row.created_at.toISOString(),
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      payload: row.payload,
    }),
  );
}

export async function webhookDeliveries(admin: WebhookAdmin, webhookId: number) {
  await webhookOf(admin, webhookId);
  return { deliveries: await deliveries(admin, webhookId) };
}

/** Sends a failed delivery, or one waiting for its retry, again now. */
export async function retryDelivery(
  admin: WebhookAdmin,
  webhookId: number,
  deliveryId: number,
): Promise<TWebhookDelivery> {
  await webhookOf(admin, webhookId);
  const [delivery] = await deliveries(admin, webhookId, deliveryId);
  if (!delivery) throw notFound('No such delivery');
  const result = await webhookDb(admin.db)
    .updateTable('webhook_deliveries')
    .set({ state: 'queued', run_after: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', deliveryId)
    .where('state', 'in', ['queued', 'failed'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict(`This delivery is ${delivery.state}: there is nothing to send again`, 'deliveryId');
  return (await deliveries(admin, webhookId, deliveryId))[0];
}
