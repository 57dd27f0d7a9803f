import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#db/schema.ts';
import type { WebhookEventName } from '#webhooks/webhook-repository.ts';
import { webhookDb } from '#webhooks/webhook-tables.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';
import { webhookEndpoint } from './webhook-fixture.ts';
import { eventOf, type ReceivedDelivery, WebhookReceiver } from './webhook-receiver.ts';

/*
 * One universe cannot hold up another's webhooks: a receiver that drips its answer holds one
 * attempt for its deadline while another universe's delivery goes out at once, a universe's
 * backlog of hundreds of events does not go out before another universe's one event, and an
 * endpoint's events arrive in the order they happened even after the receiver was down.
 */
describe.each(DATABASE_KINDS)('fair webhook delivery (%s)', (kind) => {
  const ATTEMPT_MS = 3000;
  let t: TestApp;
  let demo: number;
  let acme: number;
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    t = await seededApp(kind, 100, {
      publicUrl: 'https://opinio.example.com',
      webhookAttemptMs: ATTEMPT_MS,
      webhookRetryMs: 500,
      webhookMaxAttempts: 10,
    });
    demo = await universeIdOf(t.database.db, 'demo');
    acme = await universeIdOf(t.database.db, 'acme');
  });
  afterAll(async () => {
    await t.close();
    for (const receiver of receivers) await receiver.stop();
  });

  const receiver = async () => {
    const started = await WebhookReceiver.start();
    receivers.push(started);
    return started;
  };

  /** Queues one event per text for the universe's endpoints that take `event`, in `trx` when given. */
  const tell = (universeId: number, event: WebhookEventName, texts: readonly string[], trx?: Kysely<DB>) =>
    t.services.webhooks.queue(universeId, event, async () => texts.map((text) => ({ text, data: {} })), trx);

  const textOf = (delivery: ReceivedDelivery) => (JSON.parse(delivery.body) as { text: string }).text;

  const attemptsOf = (webhookId: number) =>
    webhookDb(t.database.db)
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select(['d.event', 'd.state', 'a.status', 'a.error', 'a.duration_ms'])
      .where('d.webhook_id', '=', webhookId)
      .orderBy('a.id')
      .execute();

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> => {
    for (let i = 0; i < 600; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${what} did not happen`);
  };

  it("a receiver that drips its answer holds one attempt until its deadline; another universe's delivery goes out meanwhile", async () => {
    const slow = await receiver();
    slow.dripMs = 500;
    const quick = await receiver();
    const dripping = await webhookEndpoint(t.database.db, demo, 'Dripping', slow.url, ['plan.due']);
    await webhookEndpoint(t.database.db, acme, 'Quick', quick.url, ['plan.due']);

    await tell(demo, 'plan.due', ['A: dripping']);
    const first = await slow.next(() => true);
    // A's attempt has its headers and drips on
    await until(
      async () => slow.dripping,
      (n) => n === 1,
      "the slow receiver's answer",
    );
    await tell(acme, 'plan.due', ['B: quick']);
    const got = await quick.next((d) => textOf(d) === 'B: quick');
    expect(eventOf(got)).toBe('plan.due');
    // B arrived while A's first attempt was still open, not after it
    expect(slow.dripping).toBe(1);
    expect(slow.received).toHaveLength(1);
    expect(await attemptsOf(dripping)).toEqual([]);

    // A's attempt is given up at its deadline, recorded as failed, and tried again later
    const again = await slow.next((d) => d !== first);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const [failed] = await attemptsOf(dripping);
    expect(failed).toMatchObject({
      status: null,
      error: `the answer (HTTP 200) did not end within ${ATTEMPT_MS / 1000} s`,
    });
    expect(failed.duration_ms).toBeGreaterThanOrEqual(ATTEMPT_MS - 50);
    // generous: the point is that it was not held for much longer than its deadline
    expect(failed.duration_ms).toBeLessThan(ATTEMPT_MS + 10_000);

    // the receiver answers properly again: the retry after the one in flight delivers it
    slow.dripMs = null;
    const attempts = await until(
      () => attemptsOf(dripping),
      (list) => list.at(-1)?.state === 'delivered',
      "the slow endpoint's delivery",
    );
    expect(attempts.map((a) => a.status)).toEqual([null, null, 200]);
    expect(slow.received.map(textOf)).toEqual(['A: dripping', 'A: dripping', 'A: dripping']);
  });

  it("one universe's backlog of 300 deliveries does not hold up another universe's one", async () => {
    const hooks = await receiver();
    // more endpoints than the sender has slots, so the oldest first would fill every slot with them
    const backlog = [];
    for (let i = 0; i < 12; i++)
      backlog.push(
        await webhookEndpoint(t.database.db, demo, `Backlog ${i}`, `${hooks.url}?endpoint=a${i}`, [
          'campaign.finished',
        ]),
      );
    await webhookEndpoint(t.database.db, acme, 'Behind the backlog', `${hooks.url}?endpoint=b`, [
      'campaign.finished',
    ]);
    const texts = Array.from({ length: 25 }, (_, i) => `A ${i + 1}`);
    // all of it there before the sender looks
    await t.database.db.transaction().execute(async (trx) => {
      expect(await tell(demo, 'campaign.finished', texts, trx)).toBe(300);
      expect(await tell(acme, 'campaign.finished', ['B'], trx)).toBe(1);
    });
    t.services.webhooks.wake();

    await hooks.next((d) => textOf(d) === 'B');
    const ours = () => hooks.received.filter((d) => /^(A \d+|B)$/.test(textOf(d)));
    expect(ours().findIndex((d) => textOf(d) === 'B')).toBeLessThan(4);

    const all = await until(
      async () => ours(),
      (list) => list.length >= 301,
      'the backlog',
    );
    expect(all).toHaveLength(301);
    // each endpoint got its events once, in the order they were queued
    for (let i = 0; i < 12; i++)
      expect(all.filter((d) => d.path.endsWith(`=a${i}`)).map(textOf), `endpoint ${i}`).toEqual(texts);
    const delivered = await webhookDb(t.database.db)
      .selectFrom('webhook_deliveries')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('webhook_id', 'in', backlog)
      .where('state', '=', 'delivered')
      .executeTakeFirstOrThrow();
    expect(Number(delivered.n)).toBe(300);
  });

  it("after a receiver's outage an alert's alert.created still arrives before its alert.changed", async () => {
    const down = await receiver();
    down.status = 503;
    const hook = await webhookEndpoint(t.database.db, demo, 'Down for a while', down.url, [
      'alert.created',
      'alert.changed',
    ]);
    const admin = await signIn(t.app, 'admin');
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: admin, ...CSRF_HEADER }, payload });
    const key = (
      await call('/api/vuejs/surveys/apikey/create/cx', { purpose: 'ingest' })
    ).json() as TApiKeyCreated;
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { 'x-api-key': key.token },
      payload: {
        interviews: [{ externalId: 'outage-1', unit: 's001', date: '2026-06-14', answers: { nps: 1 } }],
      },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const alert = await t.database.db
      .selectFrom('alerts as a')
      .innerJoin('interviews as i', 'i.id', 'a.interview_id')
      .select(['a.id'])
      .where('i.external_id', '=', 'outage-1')
      .executeTakeFirstOrThrow();
    await until(
      () => attemptsOf(hook),
      (list) => list.length >= 1,
      'the first attempt',
    );
    const update = await call(`/api/vuejs/alert/update/cx/${alert.id}`, { state: 'in_progress' });
    expect(update.statusCode, update.body).toBe(200);

    // the receiver stays down for another attempt: the follow-up waits behind the alert's opening
    await until(
      () => attemptsOf(hook),
      (list) => list.length >= 2,
      'the second attempt',
    );
    expect((await attemptsOf(hook)).every((a) => a.event === 'alert.created' && a.status === 503)).toBe(true);
    expect(down.received.map(eventOf).every((event) => event === 'alert.created')).toBe(true);

    down.status = 200;
    await down.next((d) => eventOf(d) === 'alert.changed');
    const events = down.received.map(eventOf);
    expect(events.lastIndexOf('alert.created')).toBeLessThan(events.indexOf('alert.changed'));
    expect(events.filter((event) => event === 'alert.changed')).toHaveLength(1);
    const attempts = await until(
      () => attemptsOf(hook),
      (list) => list.filter((a) => a.status === 200).length === 2,
      'both deliveries recorded',
    );
    expect(attempts.filter((a) => a.status === 200).map((a) => a.event)).toEqual([
      'alert.created',
      'alert.changed',
    ]);
  });
});
