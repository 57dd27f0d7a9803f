import type { TWebhook, TWebhookList } from '@opinio/domain/schemas/webhooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { appOn, CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

/**
 * Which endpoint addresses a server takes (docs/webhooks.md#addresses): https everywhere;
 * plain http only where endpoints may reach the server's own network (a demo, or
 * WEBHOOK_PRIVATE_ADDRESSES=allow), and only for a receiver there. A production server
 * refuses an http address when it is saved and says so in its list (`httpAllowed`, which the
 * form's help follows); its sender never sends to one saved before (webhooks.test.ts in
 * src/webhooks: a plain http endpoint is reached only at a private address, and a production
 * server reaches none).
 */
describe.each(DATABASE_KINDS)('webhook addresses (%s)', (kind) => {
  /** As a production server runs: endpoints may not reach its own network. */
  let production: TestApp;
  /** A demo over the same database: they may, as its local receivers need. */
  let demo: FastifyInstance;
  const cookies: Record<'production' | 'demo', string> = { production: '', demo: '' };

  beforeAll(async () => {
    production = await seededApp(kind, 600, { webhookAllowPrivate: false });
    ({ app: demo } = await appOn(production.database, { webhookAllowPrivate: true }));
    cookies.production = await signIn(production.app, 'admin');
    cookies.demo = await signIn(demo, 'admin');
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
  });

  const appOf = (server: 'production' | 'demo') => (server === 'demo' ? demo : production.app);
  const call = (
    server: 'production' | 'demo',
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    appOf(server).inject({
      method,
      url,
      headers: { cookie: cookies[server], ...CSRF_HEADER },
      ...(payload ? { payload } : {}),
    });

  it('follows the mode: a production server lets endpoints reach neither its network nor http', () => {
    const env = { LOG_LEVEL: 'silent', DATABASE_URL: 'postgres://localhost/opinio' };
    expect(loadConfig({ ...env, OPINIO_MODE: 'production' }).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ ...env, OPINIO_MODE: 'demo' }).webhookAllowPrivate).toBe(true);
  });

  it('a production server refuses an http address, naming the field, and its list says https only', async () => {
    const list = (await call('production', 'GET', '/api/vuejs/webhooks/list/cx')).json<TWebhookList>();
    expect(list.httpAllowed).toBe(false);
    const refused = await call('production', 'POST', '/api/vuejs/webhooks/cx', {
      name: 'Plain',
      url: 'http://hooks.example.com/opinio',
      events: ['alert.created'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'https_required', field: 'url' });
    const https = await call('production', 'POST', '/api/vuejs/webhooks/cx', {
      name: 'Encrypted',
      url: 'https://hooks.example.com/opinio',
      events: ['alert.created'],
    });
    expect(https.statusCode, https.body).toBe(200);
    // nor does a change turn an endpoint into http
    const changed = await call('production', 'PUT', `/api/vuejs/webhooks/cx/${https.json<TWebhook>().id}`, {
      name: 'Encrypted',
      url: 'http://hooks.example.com/opinio',
      events: ['alert.created'],
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toMatchObject({ code: 'https_required', field: 'url' });
  });

  it('a demo takes http, for a receiver on its own machine or network, and says so in its list', async () => {
    const list = (await call('demo', 'GET', '/api/vuejs/webhooks/list/cx')).json<TWebhookList>();
    expect(list.httpAllowed).toBe(true);
    const created = await call('demo', 'POST', '/api/vuejs/webhooks/cx', {
      name: 'Local receiver',
      url: 'http://127.0.0.1:8080/opinio',
      events: ['alert.created'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<TWebhook>().url).toBe('http://127.0.0.1:8080/opinio');
  });
});
