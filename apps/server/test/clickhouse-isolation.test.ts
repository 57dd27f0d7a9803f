import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseReadEngine } from '#analytics/clickhouse/clickhouse-read-engine.ts';
import { compileClickHouseQuery } from '#analytics/clickhouse/compile-clickhouse-query.ts';
import {
  clickHouseMonthRollupTable,
  clickHouseRollupInfo,
  rollupTables,
} from '#analytics/clickhouse/rollup-tables.ts';
import { boundToSurvey, OutsideSurveyError } from '#analytics/clickhouse/universe-line.ts';
import { clickHouseSurveyTable, surveyTables } from '#analytics/clickhouse/wide-table.ts';
import { columnTypes } from '#analytics/compile-query.ts';
import type { QuerySpec } from '#analytics/query-spec.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type ClickHouseProcess, startClickHouse } from './clickhouse-process.ts';
import { path, seededApp, signIn, TEST_NOW, type TestApp, universeIdOf } from './harness.ts';

/*
 * The second isolation line on ClickHouse (universe-line.ts): whatever a compiler wrote, a
 * statement of a survey runs only for work of the survey's universe, names only the survey's
 * tables, and reads of them only the rows of its universe and survey. The first line (a
 * survey of another universe is not found) is the tenant isolation suite's, on every engine.
 */
describe('the isolation line of ClickHouse (pglite)', () => {
  let clickhouse: ClickHouseProcess;
  let t: TestApp;
  let cx: SurveyModel;
  let guest: SurveyModel;
  let admin: string;

  beforeAll(async () => {
    clickhouse = await startClickHouse();
    t = await seededApp('pglite', 600, { analyticsEngine: 'clickhouse' }, TEST_NOW, { clickhouse });
    cx = (await t.services.catalog.survey(1, 'cx'))!;
    guest = (await t.services.catalog.surveys(await universeIdOf(t.database.db, 'acme')))[0];
    admin = await signIn(t.app, 'admin');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await clickhouse?.close();
  });

  const interviews = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TKpiResponse).nInterviews;
  };
  const count: Omit<QuerySpec<'n'>, 'surveyId'> = { where: [], measures: [{ kind: 'count', as: 'n' }] };

  it('refuses a statement of a survey made for work of another universe', async () => {
    expect(guest.universeId).not.toBe(cx.universeId);
    const compiled = compileClickHouseQuery({ ...count, surveyId: cx.id }, columnTypes(cx));
    expect(() => boundToSurvey(compiled, cx, guest.universeId)).toThrow(OutsideSurveyError);
    expect(() => boundToSurvey(compiled, cx, cx.universeId)).not.toThrow();
    // background work (no universe) is bound to the survey's
    expect(boundToSurvey(compiled, cx, null)).toEqual(boundToSurvey(compiled, cx, cx.universeId));
    const [own] = await runAsTenant(cx.universeId, () => t.services.analytics.query(cx, count));
    expect(own.values.n).toBeGreaterThan(0);
  });

  it('refuses a statement of a survey that names another survey’s table', () => {
    const compiled = compileClickHouseQuery({ ...count, surveyId: cx.id }, columnTypes(cx));
    const aimed = {
      ...compiled,
      sql: compiled.sql.replaceAll(clickHouseSurveyTable(cx.id), clickHouseSurveyTable(guest.id)),
    };
    expect(aimed.sql).toContain(clickHouseSurveyTable(guest.id));
    expect(() => boundToSurvey(aimed, cx, null)).toThrow(OutsideSurveyError);
    expect(() => boundToSurvey(compiled, cx, null)).not.toThrow();
  });

  it('reads only the rows of the survey’s universe and survey from its tables', async () => {
    const before = await interviews();
    expect(before).toBeGreaterThan(0);
    // rows of another universe and of another survey in cx's table, as a table that many
    // surveys share (a cluster's distributed table) holds them
    const wide = surveyTables(cx).wide;
    // interviews of the day before today (in the dashboard's period), at no unit
    const day = Math.floor(TEST_NOW.getTime() / 86_400_000) - 1;
    const stranger = (id: number) => ({
      id: BigInt(id),
      d: new Date(day * 86_400_000),
      ts: day * 86_400 + 3600,
    });
    await clickhouse.insertRows({ ...wide, universeId: guest.universeId }, [stranger(9_000_001)], 1);
    await clickhouse.insertRows({ ...wide, surveyId: guest.id }, [stranger(9_000_002)], 1);
    const raw = await clickhouse.rows({ sql: `SELECT toInt32(count()) AS n FROM ${wide.name}`, params: {} });
    expect(raw[0].n).toBe(before + 2);
    // and in its rollups, by day and by month (the plain rollup: cq 0)
    const iso = new Date(day * 86_400_000).toISOString();
    for (const { table, grain } of rollupTables(cx)) {
      // the strangers' day, or its month
      const d = grain === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 7)}-01`;
      await clickhouse.command({
        sql: `INSERT INTO ${table.name} (universe, survey, d, n, version)
              VALUES (${guest.universeId}, ${cx.id}, '${d}', 1, 1), (${cx.universeId}, ${guest.id}, '${d}', 1, 1)`,
        params: {},
      });
    }
    // no result cache: the app's statement is sent again
    t.services.analytics.cacheEnabled = false;
    // the statement the app sends, bound by the engine: the strangers are not counted
    expect(await interviews()).toBe(before);
    // on the rollups and on the wide table alike
    for (const rollups of [true, false]) {
      const compiled = compileClickHouseQuery(
        { ...count, surveyId: cx.id },
        columnTypes(cx),
        rollups ? clickHouseRollupInfo(cx, new Set()) : null,
      );
      expect(compiled.sql).toContain(
        rollups ? `FROM ${clickHouseMonthRollupTable(cx.id)} ` : `FROM ${wide.name} `,
      );
      const [bound] = await clickhouse.rows(boundToSurvey(compiled, cx, cx.universeId));
      const [unbound] = await clickhouse.rows(compiled);
      const n = (row: Record<string, unknown>) => Number(Object.values(row)[0]);
      expect(n(bound)).toBe(before);
      expect(n(unbound) - n(bound)).toBe(2);
    }
  });

  it('a call that waits too long for its survey’s copy is told to try again (503), and answers once it is done', async () => {
    t.services.analytics.cacheEnabled = true;
    const url = `/api/vuejs/analytics/kpis/cx/${path('org,all')}`;
    const before = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(before.statusCode).toBe(200);
    // the survey's table to be made again (as after another configuration), no time to wait
    await runAsTenant('all', () =>
      sql`UPDATE analytics_engine_tables SET shape = 'another', config_version = config_version - 1
          WHERE survey_id = ${cx.id}`.execute(t.database.db),
    );
    t.services.analytics.changed(cx.id);
    const engine = (t.services.analytics as unknown as { engine: ClickHouseReadEngine }).engine;
    engine.waitLimitMs = 0;
    try {
      const waiting = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(waiting.statusCode, waiting.body).toBe(503);
      expect(waiting.json()).toMatchObject({
        error: { code: 'analytics_preparing', params: { retryAfter: 30 } },
      });
      expect(waiting.headers['retry-after']).toBe('30');
    } finally {
      engine.waitLimitMs = 30_000;
    }
    const after = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toEqual(before.json());
  });
});
