import type { TApiError } from '@opinio/domain/schemas/error';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { LIMITS } from '#auth/sign-in-limits.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { seedDemo } from '#demo/seed-demo.ts';
import type { LiveEvent } from '#live/live-events.ts';
import type { Services } from '#services.ts';
import { createDatabase, type PgCluster, startPostgres } from '../../../scripts/pg-cluster.ts';
import { CSRF_HEADER, path, signIn, TEST_NOW, testConfig } from './harness.ts';

// About a server that goes away and comes back: PostgreSQL only, on a cluster of its own
// (the shared one of the other tests must stay up).
describe('PostgreSQL restarting under an app that is serving (postgres)', () => {
  let cluster: PgCluster;
  let database: Database;
  let app: FastifyInstance;
  let services: Services;
  let admin: string;
  const kpis = `/api/vuejs/analytics/kpis/cx/${path('org,all')}`;

  beforeAll(async () => {
    cluster = await startPostgres();
    const url = await createDatabase(cluster.url, 'restart');
    database = await openDatabase({ databaseUrl: url, dataDir: null });
    await seedDemo(database.db, { interviews: 300, now: TEST_NOW });
    ({ app, services } = await buildApp({ config: testConfig(), database, today: () => TEST_NOW }));
    admin = await signIn(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.stop();
  });

  const call = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin } });

  it('answers 503 in the error shape while PostgreSQL is down (/readyz too, not /healthz), and 200 again once it is back', async () => {
    // Connections in the pool, and the read model built, before the restart.
    expect((await call(kpis)).statusCode).toBe(200);
    expect((await call('/api/health')).json()).toMatchObject({ status: 'ok', database: 'postgres' });

    await cluster.shutDown();
    // Down for a few seconds, as in a real restart: longer than one reconnection attempt.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const url of [kpis, '/api/health', '/readyz', kpis]) {
      const response = await call(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
      const body = response.json() as TApiError;
      expect(body.error.code).toBe('unavailable');
      expect(body.error.message).toMatch(/database cannot be reached/);
    }
    // the process itself is alive: the liveness probe asks nothing of the database
    const live = await call('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    // the metrics still answer, and say the database does not
    const metrics = await call('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^opinio_database_up 0$/m);

    await cluster.start();
    // The same app, no rebuild: the pool opens new connections on demand.
    const kpi = await call(kpis);
    expect(kpi.statusCode, kpi.body).toBe(200);
    expect(kpi.json().nInterviews).toBeGreaterThan(0);
    const health = await call('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    const ready = await call('/readyz');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'postgres', analytics: 'duckdb' });
  });

  it('sign-ins answered 503 during the outage do not count against the sign-in limit', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/login',
        headers: CSRF_HEADER,
        remoteAddress: '198.51.100.30',
        payload: { username: 'store', password: 'demo' },
      });
    await cluster.shutDown();
    try {
      // A person (or the web app) retrying through the outage: more than the limit allows.
      for (let i = 0; i <= LIMITS.signInPerIp.max; i++) {
        const response = await login();
        expect(response.statusCode, `sign-in ${i}: ${response.body}`).toBe(503);
      }
    } finally {
      await cluster.start();
    }
    const after = await login();
    expect(after.statusCode, after.body).toBe(200);
  });

  it("hears other processes' live events again after the restart", async () => {
    const heard: LiveEvent[] = [];
    const unsubscribe = services.live.subscribe((event) => heard.push(event));
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const event: LiveEvent = { type: 'loadcount', universeId: 1, survey: 'cx', loadCount: 424242 };
      const payload = JSON.stringify({ origin: 'another-process', event });
      // The LISTEN connection is re-made about a second after the restart: notify until heard.
      await expect
        .poll(
          async () => {
            await other.query('SELECT pg_notify($1, $2)', ['opinio_live', payload]);
            return heard.some((e) => e.type === 'loadcount' && e.loadCount === 424242);
          },
          { timeout: 15_000, interval: 250 },
        )
        .toBe(true);
    } finally {
      unsubscribe();
      await other.end();
    }
  });
});
