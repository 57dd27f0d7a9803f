import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textColumn } from '#analytics/query-spec.ts';
import { type BenchIds, benchCalls, benchIds, type Scenario } from '../../../bench/calls.ts';
import { seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';
import { readModelDuck } from './read-model-access.ts';

/** A row's values as numbers (PostgreSQL sends bigints and numerics as text) or ISO days. */
function values(row: Record<string, unknown>): Array<number | string | null> {
  return Object.values(row).map((v) => {
    if (v === null || v === undefined) return null;
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if (typeof v === 'boolean') return v ? 1 : 0;
    const n = Number(v);
    return Number.isNaN(n) ? String(v).slice(0, 10) : Math.round(n * 1e6) / 1e6;
  });
}

const sorted = (rows: Record<string, unknown>[]) =>
  rows.map(values).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

// The benchmark compares our API with hand-written SQL in PostgreSQL and in raw DuckDB:
// the three must compute the same numbers, or the comparison means nothing.
describe('the benchmark calls compute the same numbers three ways', () => {
  let t: TestApp;
  let cookie: string;
  let ids: BenchIds;
  beforeAll(async () => {
    t = await seededApp('postgres', 3000);
    cookie = await signIn(t.app, 'admin');
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    await t.services.analytics.loadCount(survey);
    ids = benchIds(survey);
  });
  afterAll(() => t.close());

  const scenarios: Scenario[] = (['root', 'region'] as const).flatMap((scope) =>
    (['none', 'choice', 'time'] as const).map((filter) => ({ scope, filter })),
  );

  it.each(scenarios)('%o', async (scenario) => {
    for (const call of benchCalls(ids, scenario, TEST_NOW)) {
      const pg = (await sql.raw<Record<string, unknown>>(call.postgres).execute(t.database.db)).rows;
      const duck = await readModelDuck(t.services.analytics).rows(call.duckdb);
      const api = await t.app.inject({ method: 'GET', url: call.api, headers: { cookie } });
      expect(api.statusCode, `${call.name}: ${api.body}`).toBe(200);
      const body = api.json();
      if (call.name === 'comments') {
        // PostgreSQL also sends the date and text: the same interviews, in the same order
        expect(
          duck.map((r) => Number(r.id)),
          call.name,
        ).toEqual(pg.map((r) => Number(r.id)));
        // DuckDB alone reads what the list shows: each interview's texts, in the list's order
        const page = duck.slice(0, 20);
        const texts = page.flatMap((r) =>
          ids.texts.flatMap((x) =>
            r[textColumn(x)] === null ? [] : [{ id: Number(r.id), text: r[textColumn(x)] }],
          ),
        );
        expect(
          body.items.map((c: { interviewId: number; text: string }) => ({ id: c.interviewId, text: c.text })),
        ).toEqual(texts);
        expect(new Set(page.map((r) => Number(r.id))).size).toBe(20);
        continue;
      }
      expect(sorted(duck), call.name).toEqual(sorted(pg));
      expect(duck.length, call.name).toBeGreaterThan(0);
      if (call.name === 'kpi') {
        const current = scenario.filter === 'time' ? duck.find((r) => r.s === true) : duck[0];
        expect(body.nInterviews).toBe(Number(Object.values(current!).at(scenario.filter === 'time' ? 1 : 0)));
      }
    }
  });
});
