import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { type ClickHouseProcess, startClickHouse } from './clickhouse-process.ts';
import { CSRF_HEADER, path, seededTestDatabase, signIn, TEST_NOW, testConfig } from './harness.ts';
import { expectSameThroughBoth, expectWriteSeenThroughBoth } from './two-instances.ts';

/*
 * Two API instances with the analytics on one ClickHouse (chDB in a process of its own) and
 * one PostgreSQL, each with its own relay, result cache and event stream: an interview
 * ingested through one is in the other's figures once its stream has told of it, and in the
 * writer's own at once; each survey answers the same through either.
 */
describe('two API instances on one ClickHouse (postgres)', () => {
  let clickhouse: ClickHouseProcess;
  let database: Database;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const cookies: string[] = [];
  let token: string;

  beforeAll(async () => {
    clickhouse = await startClickHouse();
    database = await seededTestDatabase('postgres', 1000);
    // the apps do not close the ClickHouse they are given: it is closed here, last
    for (let i = 0; i < 2; i++) {
      const { app } = await buildApp({
        config: testConfig({ analyticsEngine: 'clickhouse' }),
        database,
        today: () => TEST_NOW,
        clickhouse,
      });
      apps.push(app);
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      cookies.push(await signIn(app, 'admin'));
    }
    const created = await apps[0].inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie: cookies[0], ...CSRF_HEADER },
    });
    token = (created.json() as TApiKeyCreated).token;
  }, 180_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await clickhouse?.close();
    await database?.close();
  });

  const kpis = async (i: number, drill = 'org,all') => {
    const response = await apps[i].inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path(drill)}`,
      headers: { cookie: cookies[i] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TKpiResponse;
  };

  it('answers each survey the same through either instance', () => expectSameThroughBoth(kpis));

  it('a write through one is in the other’s next figure, and each open event stream hears of it', () =>
    expectWriteSeenThroughBoth(bases, cookies, kpis, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ingested = await apps[0].inject({
        method: 'POST',
        url: '/api/v1/surveys/cx/interviews',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          interviews: [{ externalId: 'two-apps-1', unit: 's001', date: '2026-06-14', answers: { nps: 10 } }],
        },
      });
      expect(ingested.statusCode, ingested.body).toBe(200);
    }));
});
