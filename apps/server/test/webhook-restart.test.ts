import type { TWebhook, TWebhookDelivery, TWebhookDeliveryList } from '@opinio/domain/schemas/webhooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { appOn, CSRF_HEADER, seededTestDatabase, signIn } from './harness.ts';
import { WebhookReceiver } from './webhook-receiver.ts';

/*
 * A delivery is a row in PostgreSQL from the moment its event is committed: a server
 * stopped while the receiver is down leaves it queued, and the next server sends it.
 */
describe('webhook deliveries across a restart (postgres)', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  let receiver: WebhookReceiver | null = null;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await receiver?.stop();
    await database?.close();
  });

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie, ...CSRF_HEADER }, ...(payload ? { payload } : {}) });

  const deliveries = async (app: FastifyInstance, cookie: string, id: number) =>
    (
      (
        await call(app, 'GET', `/api/vuejs/webhooks/cx/${id}/deliveries`, cookie)
      ).json() as TWebhookDeliveryList
    ).deliveries;

  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('never got there');
  };

  it('a delivery the receiver could not take before the stop is delivered by the next server', async () => {
    database = await seededTestDatabase('postgres', 100);
    // a port nothing listens on yet: the receiver is down
    const probe = await WebhookReceiver.start();
    const port = probe.port;
    const url = probe.url;
    await probe.stop();

    const first = (await appOn(database, { webhookRetryMs: 500 })).app;
    apps.push(first);
    await first.ready();
    const admin = await signIn(first, 'admin');
    const hook = (
      await call(first, 'POST', '/api/vuejs/webhooks/cx', admin, {
        name: 'Down for now',
        url,
        events: ['alert.created'],
      })
    ).json() as TWebhook;
    const queued = (
      await call(first, 'POST', `/api/vuejs/webhooks/cx/${hook.id}/test`, admin)
    ).json() as TWebhookDelivery;
    const tried = await until(
      () => deliveries(first, admin, hook.id),
      (list) => (list.find((d) => d.id === queued.id)?.attempts.length ?? 0) >= 1,
    );
    const attempt = tried.find((d) => d.id === queued.id)!;
    expect(attempt.state).toBe('queued');
    expect(attempt.attempts[0].status).toBeNull();
    expect(attempt.attempts[0].error).toMatch(/ECONNREFUSED/);
    await first.close();

    receiver = await WebhookReceiver.start(port);
    const second = (await appOn(database, { webhookRetryMs: 500 })).app;
    apps.push(second);
    await second.ready();
    const got = await receiver.next((d) => d.headers['webhook-id'] === queued.eventId);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'webhook.test', id: queued.eventId });
    const cookie = await signIn(second, 'admin');
    const done = await until(
      () => deliveries(second, cookie, hook.id),
      (list) => list.find((d) => d.id === queued.id)?.state === 'delivered',
    );
    const delivered = done.find((d) => d.id === queued.id)!;
    expect(delivered.attempts.map((a) => a.status)).toEqual([
      ...delivered.attempts.slice(0, -1).map(() => null),
      200,
    ]);
    // delivered once
    expect(receiver.received.filter((d) => d.headers['webhook-id'] === queued.eventId)).toHaveLength(1);
  });
});
