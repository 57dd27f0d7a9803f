import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type {
  TWebhook,
  TWebhookDelivery,
  TWebhookDeliveryList,
  TWebhookList,
  TWebhookPayload,
} from '@opinio/domain/schemas/webhooks';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newWebhookSecret, verifyLegacySignature } from '#webhooks/webhook-signature.ts';
import { webhookDb } from '#webhooks/webhook-tables.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { eventOf, WebhookReceiver } from './webhook-receiver.ts';

/*
 * Outbound webhooks as an integrator meets them: an administrator adds an endpoint, a test
 * delivery and the product's events (an alert opened, its follow-up) reach a local HTTP
 * receiver signed with the endpoint's secret, a receiver that answers errors gets retries
 * that the delivery log shows, and another universe's endpoints are never seen. Every
 * delivery of the run verifies with the Standard Webhooks library, as a receiver checks it.
 */
describe.each(DATABASE_KINDS)('outbound webhooks (%s)', (kind) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let admin: string;
  /** Each endpoint's secrets, the first and every new one given, in the order given. */
  const secrets = new Map<number, string[]>();
  const keep = (hook: TWebhook) => secrets.set(hook.id, [...(secrets.get(hook.id) ?? []), hook.secret]);
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await seededApp(kind, 100, {
      publicUrl: 'https://opinio.example.com',
      webhookRetryMs: 100,
      webhookMaxAttempts: 3,
    });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, ...CSRF_HEADER }, ...(payload ? { payload } : {}) });

  const create = async (body: object, cookie = admin, survey = 'cx') => {
    const response = await call('POST', `/api/vuejs/webhooks/${survey}`, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const hook = response.json() as TWebhook;
    keep(hook);
    return hook;
  };

  const log = async (id: number, cookie = admin) => {
    const response = await call('GET', `/api/vuejs/webhooks/cx/${id}/deliveries`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TWebhookDeliveryList).deliveries;
  };

  /** Polls the delivery log until `done` holds for the delivery (the sender works in the background). */
  const logUntil = async (id: number, deliveryId: number, done: (d: TWebhookDelivery) => boolean) => {
    for (let i = 0; i < 150; i++) {
      const delivery = (await log(id)).find((d) => d.id === deliveryId);
      if (delivery && done(delivery)) return delivery;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`delivery ${deliveryId} did not get there`);
  };

  it('an endpoint is added with a secret of its own, and bad input is refused naming the field', async () => {
    const hook = await create({ name: 'Ops channel', url: receiver.url, events: ['alert.created'] });
    expect(hook).toMatchObject({
      name: 'Ops channel',
      url: receiver.url,
      events: ['alert.created'],
      active: true,
    });
    // Standard Webhooks' form: whsec_ and 32 bytes in base64
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await call('GET', '/api/vuejs/webhooks/list/cx', admin)).json() as TWebhookList;
    expect(list.webhooks.map((w) => w.id)).toContain(hook.id);
    expect(list.events).toEqual([
      'alert.created',
      'alert.changed',
      'campaign.finished',
      'change.detected',
      'plan.due',
    ]);

    const bad = [
      [{ name: 'x', url: 'ftp://example.com/hook', events: ['alert.created'] }, 'url'],
      [{ name: 'x', url: 'https://user:pw@example.com/hook', events: ['alert.created'] }, 'url'],
      [{ name: 'x', url: 'https://example.com/hook', events: [] }, 'events'],
      [{ name: 'x', url: 'https://example.com/hook', events: ['alert.deleted'] }, 'events.0'],
      [{ name: '', url: 'https://example.com/hook', events: ['alert.created'] }, 'name'],
    ] as const;
    const before = list.webhooks.length;
    for (const [body, field] of bad) {
      const response = await call('POST', '/api/vuejs/webhooks/cx', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { error: { field?: string } }).error.field).toBe(field);
    }
    const after = (await call('GET', '/api/vuejs/webhooks/list/cx', admin)).json() as TWebhookList;
    expect(after.webhooks).toHaveLength(before);
  });

  it('a test delivery arrives signed with the secret, and the log shows it delivered', async () => {
    const hook = await create({ name: 'Signed', url: receiver.url, events: ['campaign.finished'] });
    const response = await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const queued = response.json() as TWebhookDelivery;
    expect(queued).toMatchObject({ event: 'webhook.test', state: 'queued', attempts: [] });
    const got = await receiver.next((d) => d.headers['webhook-id'] === queued.eventId);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['opinio-event']).toBe('webhook.test');
    // Standard Webhooks: the library verifies the id, the attempt's timestamp and the body
    expect(new Webhook(hook.secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({
      id: queued.eventId,
    });
    // another secret, or a changed body, does not verify
    const headers = got.headers as Record<string, string>;
    expect(() => new Webhook(newWebhookSecret()).verify(got.body, headers)).toThrow();
    expect(() => new Webhook(hook.secret).verify(got.body.replace('Signed', 'Signes'), headers)).toThrow();
    // the deprecated headers come too, for one release
    expect(got.headers['opinio-delivery']).toBe(queued.eventId);
    const signature = String(got.headers['opinio-signature']);
    expect(verifyLegacySignature(hook.secret, signature, got.body)).toBe(true);
    expect(verifyLegacySignature(hook.secret, signature, got.body.replace('Signed', 'Signes'))).toBe(false);
    const payload = JSON.parse(got.body) as TWebhookPayload;
    expect(payload).toMatchObject({ id: queued.eventId, event: 'webhook.test', universe: 'demo' });
    expect(payload.text).toContain('Signed');
    const delivered = await logUntil(hook.id, queued.id, (d) => d.state === 'delivered');
    expect(delivered.attempts).toHaveLength(1);
    expect(delivered.attempts[0]).toMatchObject({ status: 200, error: null });

    // a new secret signs from then on
    const rotated = (
      await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/secret`, admin)
    ).json() as TWebhook;
    keep(rotated);
    expect(rotated.secret).not.toBe(hook.secret);
    const again = (
      await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, admin)
    ).json() as TWebhookDelivery;
    const second = await receiver.next((d) => d.headers['webhook-id'] === again.eventId);
    const secondHeaders = second.headers as Record<string, string>;
    expect(() => new Webhook(rotated.secret).verify(second.body, secondHeaders)).not.toThrow();
    expect(() => new Webhook(hook.secret).verify(second.body, secondHeaders)).toThrow();
    expect(verifyLegacySignature(rotated.secret, secondHeaders['opinio-signature'], second.body)).toBe(true);
  });

  it('user-entered text reaches a chat channel as typed, never as Slack mark-up', async () => {
    const name = '<!channel> Ops & <https://evil.example|friends> <@U123>';
    const hook = await create({ name, url: receiver.url, events: ['campaign.finished'] });
    const queued = (
      await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, admin)
    ).json() as TWebhookDelivery;
    const got = await receiver.next((d) => d.headers['opinio-delivery'] === queued.eventId);
    const payload = JSON.parse(got.body) as TWebhookPayload & { data: { webhook: { name: string } } };
    // the product's own link stays a link
    expect(payload.text).toBe(
      'Test delivery from Opinio to the webhook "&lt;!channel&gt; Ops &amp; &lt;https://evil.example|friends&gt; &lt;@U123&gt;" (https://opinio.example.com)',
    );
    // integrations read the data as it was typed
    expect(payload.data.webhook.name).toBe(name);
  });

  it('an alert opened by a new interview, and its follow-up, reach the endpoints that take them', async () => {
    const hook = await create({
      name: 'Alerts',
      url: receiver.url,
      events: ['alert.created', 'alert.changed'],
    });
    const paused = await create({
      name: 'Paused',
      url: receiver.url,
      events: ['alert.created'],
      active: false,
    });
    const key = (
      await call('POST', '/api/vuejs/surveys/apikey/create/cx', admin, { purpose: 'ingest' })
    ).json() as TApiKeyCreated;
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { 'x-api-key': key.token },
      payload: {
        interviews: [{ externalId: 'hook-1', unit: 's001', date: '2026-06-14', answers: { nps: 2 } }],
      },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const alert = await t.database.db
      .selectFrom('alerts as a')
      .innerJoin('interviews as i', 'i.id', 'a.interview_id')
      .select(['a.id'])
      .where('i.external_id', '=', 'hook-1')
      .executeTakeFirstOrThrow();
    const created = await receiver.next(
      (d) => eventOf(d) === 'alert.created' && JSON.parse(d.body).data.alert.id === alert.id,
    );
    const body = JSON.parse(created.body) as TWebhookPayload & {
      data: { alert: { unit: string; score: string; link: string; state: string } };
    };
    expect(body.data.alert).toMatchObject({
      unit: 'Oulu Centre',
      score: 'NPS 2 / 10',
      state: 'new',
      link: `https://opinio.example.com/alert/cx/${alert.id}`,
    });
    expect(body.text).toContain(`https://opinio.example.com/alert/cx/${alert.id}`);
    // the paused endpoint got nothing
    expect((await log(paused.id)).length).toBe(0);

    const update = await call('POST', `/api/vuejs/alert/update/cx/${alert.id}`, admin, {
      state: 'in_progress',
    });
    expect(update.statusCode, update.body).toBe(200);
    const changed = await receiver.next(
      (d) => eventOf(d) === 'alert.changed' && JSON.parse(d.body).data.alert.id === alert.id,
    );
    const changeBody = JSON.parse(changed.body) as { data: { alert: { state: string }; changes: unknown[] } };
    expect(changeBody.data.alert.state).toBe('in_progress');
    expect(changeBody.data.changes).toEqual([{ kind: 'state', from: 'new', to: 'in_progress' }]);
    expect((await log(hook.id)).map((d) => d.event).sort()).toEqual(['alert.changed', 'alert.created']);
  });

  it('a receiver answering errors gets retries with back-off, shown in the log, then the delivery is given up or sent again', async () => {
    const hook = await create({ name: 'Flaky', url: receiver.url, events: ['campaign.finished'] });
    receiver.status = 503;
    try {
      const queued = (
        await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, admin)
      ).json() as TWebhookDelivery;
      const failed = await logUntil(hook.id, queued.id, (d) => d.state === 'failed');
      expect(failed.attempts).toHaveLength(3);
      for (const attempt of failed.attempts)
        expect(attempt).toMatchObject({ status: 503, error: 'HTTP 503: not now' });
      const list = (await call('GET', '/api/vuejs/webhooks/list/cx', admin)).json() as TWebhookList;
      expect(list.webhooks.find((w) => w.id === hook.id)?.failing).toBe(1);

      // the receiver is back: an administrator sends it again
      receiver.status = 200;
      const retry = await call(
        'POST',
        `/api/vuejs/webhooks/cx/${hook.id}/deliveries/${queued.id}/retry`,
        admin,
      );
      expect(retry.statusCode, retry.body).toBe(200);
      const delivered = await logUntil(hook.id, queued.id, (d) => d.state === 'delivered');
      expect(delivered.attempts.map((a) => a.status)).toEqual([503, 503, 503, 200]);
      // every attempt carries the same webhook-id, and the timestamp of its own sending
      const attempts = receiver.received.filter((d) => d.headers['webhook-id'] === queued.eventId);
      expect(attempts).toHaveLength(4);
      const sentAt = attempts.map((d) => Number(d.headers['webhook-timestamp']));
      expect(sentAt).toEqual([...sentAt].sort((a, b) => a - b));
      // a delivered one is not sent again
      const twice = await call(
        'POST',
        `/api/vuejs/webhooks/cx/${hook.id}/deliveries/${queued.id}/retry`,
        admin,
      );
      expect(twice.statusCode).toBe(409);
    } finally {
      receiver.status = 200;
    }
  });

  it('only administrators of the whole universe reach its webhooks; another universe never sees them', async () => {
    const hook = await create({ name: 'Demo only', url: receiver.url, events: ['alert.created'] });
    // no webhooks.manage: 403
    const store = await signIn(t.app, 'store');
    expect((await call('GET', '/api/vuejs/webhooks/list/cx', store)).statusCode).toBe(403);
    expect((await call('POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, store)).statusCode).toBe(403);
    // the administrator of acme: its list does not hold demo's endpoint, and demo's id is a 404
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/changeuniverse/acme',
      headers: { cookie: await signIn(t.app, 'multi'), ...CSRF_HEADER },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const session = switched.cookies.find((c) => c.name === 'opinio_session');
    const multi = `opinio_session=${session?.value}`;
    const acmeList = (await call('GET', '/api/vuejs/webhooks/list/guest', multi)).json() as TWebhookList;
    expect(acmeList.webhooks.map((w) => w.name)).not.toContain('Demo only');
    for (const [method, url] of [
      ['GET', `/api/vuejs/webhooks/guest/${hook.id}/deliveries`],
      ['POST', `/api/vuejs/webhooks/guest/${hook.id}/test`],
      ['POST', `/api/vuejs/webhooks/guest/${hook.id}/secret`],
      ['DELETE', `/api/vuejs/webhooks/guest/${hook.id}`],
    ] as const)
      expect((await call(method, url, multi)).statusCode, url).toBe(404);
    const put = await call('PUT', `/api/vuejs/webhooks/guest/${hook.id}`, multi, {
      name: 'taken',
      url: receiver.url,
      events: ['alert.created'],
    });
    expect(put.statusCode).toBe(404);
    const still = (await call('GET', '/api/vuejs/webhooks/list/cx', admin)).json() as TWebhookList;
    expect(still.webhooks.find((w) => w.id === hook.id)?.name).toBe('Demo only');
    // deleting it takes its deliveries
    expect((await call('DELETE', `/api/vuejs/webhooks/cx/${hook.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/vuejs/webhooks/cx/${hook.id}/deliveries`, admin)).statusCode).toBe(404);
  });

  it("every delivery of the run verifies with the Standard Webhooks library, with its endpoint's secret of the time", async () => {
    expect(receiver.received.length).toBeGreaterThan(8);
    // one event goes to every endpoint that takes it, under one webhook-id
    const rows = await webhookDb(t.database.db)
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'webhook_id'])
      .execute();
    const endpointsOf = new Map<string, number[]>();
    for (const row of rows)
      endpointsOf.set(row.event_id, [...(endpointsOf.get(row.event_id) ?? []), row.webhook_id]);
    // the library checks the timestamp against its clock: each delivery is checked as of its arrival
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const delivery of receiver.received) {
        const headers = delivery.headers as Record<string, string>;
        const id = headers['webhook-id'];
        expect(Math.abs(Number(headers['webhook-timestamp']) - delivery.receivedAt / 1000), id).toBeLessThan(
          5,
        );
        vi.setSystemTime(delivery.receivedAt);
        const candidates = (endpointsOf.get(id) ?? []).flatMap((endpoint) => secrets.get(endpoint) ?? []);
        const verifying = candidates.filter((secret) => {
          try {
            return new Webhook(secret).verify(delivery.body, headers) !== undefined;
          } catch {
            return false;
          }
        });
        expect(verifying, `${id}: ${headers['opinio-event']}`).toHaveLength(1);
        expect(verifyLegacySignature(verifying[0], headers['opinio-signature'], delivery.body)).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
