import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  seededApp,
  signIn,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './harness.ts';
import { openSse } from './sse-client.ts';

/** The session's event stream, as the web app reads it. */
const openStream = (base: string, cookie: string) =>
  openSse(`${base}/api/vuejs/events/stream`, { cookie }, 5000);

describe.each(DATABASE_KINDS)('live updates over SSE (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let token: string;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    for (const user of ['admin', 'store']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    token = (created.json() as TApiKeyCreated).token;
  });
  afterAll(() => t.close());

  const ingest = (app: FastifyInstance, externalId: string, unit: string, nps: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${token}` },
      payload: { interviews: [{ externalId, unit, date: '2026-06-14', answers: { nps } }] },
    });

  it('needs sign-in', async () => {
    expect((await fetch(`${base}/api/vuejs/events/stream`)).status).toBe(401);
  });

  it('ingestion sends loadcount and alert events to the universe; alerts only within scope', async () => {
    const admin = await openStream(base, cookies.admin);
    const store = await openStream(base, cookies.store);
    const acme = await openStream(base, cookies.acme);
    try {
      expect(admin.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await new Promise((r) => setTimeout(r, 100));
      expect((await ingest(t.app, 'live-1', 's060', 1)).statusCode).toBe(200);
      const loadCount = await admin.waitFor((e) => e.event === 'loadcount');
      expect(loadCount?.data).toMatchObject({ survey: 'cx', loadCount: expect.any(Number) });
      expect(await admin.waitFor((e) => e.event === 'alert')).toBeDefined();
      expect(await store.waitFor((e) => e.event === 'loadcount')).toBeDefined();
      // the south store's alert is outside the Oulu store manager's scope
      expect(store.events.some((e) => e.event === 'alert')).toBe(false);
      expect((await ingest(t.app, 'live-2', 's001', 1)).statusCode).toBe(200);
      const alert = await store.waitFor((e) => e.event === 'alert');
      expect(alert?.data).toMatchObject({ survey: 'cx', state: 'new', alertId: expect.any(Number) });
      expect(acme.events).toEqual([]);
    } finally {
      await Promise.all([admin.close(), store.close(), acme.close()]);
    }
  });

  // Only PostgreSQL has a second process to talk to: PGlite is one process by design.
  if (kind === 'postgres') {
    it('a second API process on the same database passes its events on (NOTIFY)', async () => {
      const other = await buildApp({ config: testConfig(), database: t.database, today: () => TEST_NOW });
      const stream = await openStream(base, cookies.admin);
      try {
        await new Promise((r) => setTimeout(r, 100));
        expect((await ingest(other.app, 'live-3', 's001', 9)).statusCode).toBe(200);
        expect(
          await stream.waitFor((e) => e.event === 'loadcount' && e.data.loadCount !== undefined),
        ).toBeDefined();
      } finally {
        await stream.close();
        await other.app.close();
      }
    });
  }
});
