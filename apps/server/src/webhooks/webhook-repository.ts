import { randomUUID } from 'node:crypto';
import { type TWebhookEvent, WEBHOOK_TEST_EVENT } from '@opinio/domain/schemas/webhooks';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { webhookDb } from './webhook-tables.ts';

/**
 * The webhook tables' SQL (migration 028). As in the mail outbox, every write after a
 * claim is conditional on `locked_by` still being this sender and the state still
 * `sending`: a delivery taken over by another process (its lease ran out) is never marked
 * by the one that lost it.
 */

export type WebhookEventName = TWebhookEvent | typeof WEBHOOK_TEST_EVENT;

const WEBHOOK_TEST: string = WEBHOOK_TEST_EVENT;

/** What one delivery tells: one sentence for people and the details. */
export interface WebhookMessage {
  /** One sentence with a link, for chat tools. */
  text: string;
  data: Record<string, unknown>;
}

/**
 * Queues `event` for every active endpoint of the universe that takes it (or for the one
 * endpoint `webhookId`, active or not: a test), in the caller's transaction where there is
 * one: the deliveries exist exactly when the change they tell of is committed. `messages`
 * is asked for only when some endpoint takes the event (an ingestion without webhooks reads
 * nothing more); each message is one event, sent to every such endpoint, all in one insert.
 * Answers the ids of the deliveries queued.
 */
export async function queueWebhookDeliveries(
  db: Kysely<DB>,
  universeId: number,
  event: WebhookEventName,
  messages: () => Promise<readonly WebhookMessage[]>,
  webhookId?: number,
): Promise<number[]> {
  const wdb = webhookDb(db);
  let endpoints = wdb.selectFrom('webhooks').select('id').where('universe_id', '=', universeId);
  endpoints =
    webhookId === undefined
      ? endpoints.where('active', '=', true).where(sql<boolean>`${event} = ANY(events)`)
      : endpoints.where('id', '=', webhookId);
  const targets = await endpoints.execute();
  if (targets.length === 0) return [];
  const told = await messages();
  if (told.length === 0) return [];
  const universe = await db
    .selectFrom('universes')
    .select('name')
    .where('id', '=', universeId)
    .executeTakeFirstOrThrow();
  const occurredAt = new Date().toISOString();
  const rows = await wdb
    .insertInto('webhook_deliveries')
    .values(
      told.flatMap((message) => {
        const eventId = randomUUID();
        const payload = JSON.stringify({
          id: eventId,
          event,
          occurredAt,
          universe: universe.name,
          text: message.text,
          data: message.data,
        });
        return targets.map((target) => ({
          universe_id: universeId,
          webhook_id: target.id,
          event,
          event_id: eventId,
          payload,
        }));
      }),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export interface ClaimedDelivery {
  id: number;
  universeId: number;
  event: string;
  eventId: string;
  attempts: number;
  body: string;
  url: string;
  secret: string;
}

const lease = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

export interface ClaimOptions {
  /** Deliveries claimed at most (the sender's free slots). */
  limit: number;
  /** Deliveries one universe may have being sent at once, by every process together. */
  perUniverse: number;
  /** How long a claim holds; a dead sender's deliveries are claimed again after it. */
  leaseMs: number;
  /** When this process last claimed for each universe (a larger number is later): the round's tie-break. */
  served: ReadonlyMap<number, number>;
}

/**
 * Claims due deliveries in a fair order, not the oldest first, so that one universe's
 * backlog or slow receiver cannot hold up the others (docs/webhooks.md):
 * - an endpoint's events go out one at a time, in the order they were queued: a delivery is
 *   due only when no earlier one to its endpoint is still queued (waiting out a retry) or
 *   being sent, so an alert's `alert.changed` never arrives before its `alert.created`. A
 *   test (`webhook.test`) neither waits nor holds others up;
 * - round-robin between universes: a universe's due deliveries are numbered after those it
 *   has being sent now (by any process), round 1 of every universe goes before round 2, and
 *   within a round the universe this process served longest ago goes first (never served:
 *   first, then the one waiting longest). A universe never has more than `perUniverse`
 *   deliveries being sent at once.
 * Due means queued past its back-off, or being sent by a process whose lease ran out (it
 * died). On PostgreSQL `FOR UPDATE SKIP LOCKED`, with the state checked again on the locked
 * row, lets the senders of several processes claim side by side without taking a delivery
 * twice; on PGlite the one connection runs the statement alone. Answers the deliveries with
 * their endpoint's address and secret as they are now.
 */
export async function claimWebhookDeliveries(
  db: Kysely<DB>,
  senderId: string,
  { limit, perUniverse, leaseMs, served }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const servedUniverses = [...served.keys()];
  const servedAt = servedUniverses.map((id) => served.get(id)!);
  const { rows } = await sql<{
    id: string | number;
    universe_id: number;
    event: string;
    event_id: string;
    attempts: number;
    payload: Record<string, unknown>;
    url: string;
    secret: string;
  }>`
    UPDATE webhook_deliveries d
    SET state = 'sending', locked_by = ${senderId}, locked_until = ${lease(leaseMs)},
        attempts = d.attempts + 1, updated_at = now()
    FROM webhooks w
    WHERE w.id = d.webhook_id AND d.id IN (
      WITH pending AS (
        SELECT id, universe_id, event, state, run_after, locked_until,
          min(id) FILTER (WHERE event <> ${WEBHOOK_TEST}) OVER (PARTITION BY webhook_id) AS first_of_endpoint
        FROM webhook_deliveries WHERE state IN ('queued', 'sending')
      ),
      held AS (
        SELECT universe_id, count(*) AS n FROM pending
        WHERE state = 'sending' AND locked_until >= now() GROUP BY universe_id
      ),
      due AS (
        SELECT p.id, p.universe_id,
          coalesce(h.n, 0) + row_number() OVER (PARTITION BY p.universe_id ORDER BY p.id) AS round,
          min(p.id) OVER (PARTITION BY p.universe_id) AS waiting_since
        FROM pending p LEFT JOIN held h ON h.universe_id = p.universe_id
        WHERE ((p.state = 'queued' AND p.run_after <= now()) OR (p.state = 'sending' AND p.locked_until < now()))
          AND (p.id = p.first_of_endpoint OR p.event = ${WEBHOOK_TEST})
      ),
      served AS (
        SELECT * FROM unnest(${servedUniverses}::int[], ${servedAt}::bigint[]) AS s(universe_id, at)
      )
      SELECT t.id FROM webhook_deliveries t
      JOIN due ON due.id = t.id
      LEFT JOIN served s ON s.universe_id = due.universe_id
      WHERE due.round <= ${perUniverse}
        AND ((t.state = 'queued' AND t.run_after <= now()) OR (t.state = 'sending' AND t.locked_until < now()))
      ORDER BY due.round, s.at NULLS FIRST, due.waiting_since, t.id
      LIMIT ${limit}
      FOR UPDATE OF t SKIP LOCKED)
    RETURNING d.id, d.universe_id, d.event, d.event_id, d.attempts, d.payload, w.url, w.secret`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    universeId: r.universe_id,
    event: r.event,
    eventId: r.event_id,
    attempts: r.attempts,
    body: JSON.stringify(r.payload),
    url: r.url,
    secret: r.secret,
  }));
}

export interface AttemptRecord {
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Records an attempt and moves its delivery on: `delivered`, back to `queued` after
 * `retryInMs`, or `failed` (given up). Nothing when the claim was lost (false).
 */
export async function finishAttempt(
  db: Kysely<DB>,
  delivery: ClaimedDelivery,
  senderId: string,
  attempt: AttemptRecord,
  next: { state: 'delivered' } | { state: 'queued'; retryInMs: number } | { state: 'failed' },
): Promise<boolean> {
  // the attempt and the delivery's new state together: the log never shows one without the other
  return db.transaction().execute(async (trx) => {
    const wdb = webhookDb(trx);
    const result = await wdb
      .updateTable('webhook_deliveries')
      .where('id', '=', delivery.id)
      .where('state', '=', 'sending')
      .where('locked_by', '=', senderId)
      .set({
        state: next.state,
        locked_by: null,
        locked_until: null,
        updated_at: sql<Date>`now()`,
        ...(next.state === 'delivered' ? { delivered_at: sql<Date>`now()` } : {}),
        ...(next.state === 'queued'
          ? { run_after: sql<Date>`now() + ${next.retryInMs} * interval '1 millisecond'` }
          : {}),
      })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await wdb
      .insertInto('webhook_attempts')
      .values({
        universe_id: delivery.universeId,
        delivery_id: delivery.id,
        status: attempt.status,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })
      .execute();
    return true;
  });
}

/** Deliveries are kept for a while (the log), then go with their attempts. */
export async function deleteOldDeliveries(db: Kysely<DB>, before: Date): Promise<void> {
  await webhookDb(db)
    .deleteFrom('webhook_deliveries')
    .where('state', 'in', ['delivered', 'failed'])
    .where('updated_at', '<', before)
    .execute();
}
