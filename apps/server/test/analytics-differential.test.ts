import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import { computeIndicator } from '@opinio/domain/indicators';
import type { TBreakdownResponse, TKpiResponse, TRankingResponse } from '@opinio/domain/schemas/analytics';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAppOnClickHouse } from './clickhouse-app.ts';
import { DATABASE_KINDS, path, seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';
import { appWithKeptReadModel } from './kept-read-model.ts';
import { loadOrgUnits, loadRawInterviews, type RawInterview } from './raw-interviews.ts';

const DAY_MS = 86_400_000;
const isoDay = (offset: number) =>
  new Date(Date.UTC(2026, 5, 15) + offset * DAY_MS).toISOString().slice(0, 10);

const INDICATORS = [
  { extName: 'nps', kind: 'nps', question: 'nps' },
  { extName: 'csat', kind: 'topbox', question: 'sat_overall' },
  { extName: 'staff', kind: 'mean', question: 'sat_staff' },
  { extName: 'speed', kind: 'mean', question: 'sat_speed' },
] as const;
const CHANNELS = { store: 1, web: 2, phone: 3 } as const;

/**
 * Each database kind with a read model built on first use, PostgreSQL with one kept on disk
 * across a restart while interviews were written (test/kept-read-model.ts), and PostgreSQL
 * with the analytics on ClickHouse (chDB), fed by the outbox relay.
 */
const READ_MODELS = [
  ...DATABASE_KINDS.map((kind) => [kind, 'built'] as const),
  ['postgres', 'kept across a restart'] as const,
  ['postgres', 'on ClickHouse'] as const,
];

describe.each(READ_MODELS)('analytics module against PostgreSQL (%s, read model %s)', (kind, readModel) => {
  let t: TestApp;
  let cookie: string;
  let raw: RawInterview[];
  let units: Array<{ id: number; path: string; level: number }>;

  beforeAll(async () => {
    t =
      readModel === 'built'
        ? await seededApp(kind)
        : readModel === 'on ClickHouse'
          ? await seededAppOnClickHouse(kind)
          : await appWithKeptReadModel(kind, 3000);
    expect(t.services.analytics.engineName).toBe(readModel === 'on ClickHouse' ? 'clickhouse' : 'duckdb');
    cookie = await signIn(t.app, 'admin');
    raw = await loadRawInterviews(t);
    units = await loadOrgUnits(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  function expected(unitId: number, from: number | null, to: number | null, channels: string[] | null) {
    const rows = raw.filter(
      (r) =>
        r.ancestors.includes(unitId) &&
        (from === null || (r.day >= isoDay(from) && r.day < isoDay((to ?? 0) + 1))) &&
        (channels === null ||
          channels.some((c) => r.values.channel === CHANNELS[c as keyof typeof CHANNELS])),
    );
    return {
      n: rows.length,
      indicators: INDICATORS.map((ind) => {
        const values = rows.map((r) => r.values[ind.question]).filter((v) => v !== undefined);
        // Under the survey's minimum of answers a value is not shown ("too few answers").
        const shown = values.length >= DEFAULT_MIN_ANSWERS ? computeIndicator(ind.kind, values, 5) : null;
        return { extName: ind.extName, count: values.length, value: shown };
      }),
    };
  }

  it('KPI tiles equal the same aggregates computed from PostgreSQL rows, for random specs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.option(fc.tuple(fc.integer({ min: -400, max: 0 }), fc.integer({ min: 0, max: 120 })), {
          nil: null,
        }),
        fc.option(fc.subarray(['store', 'web', 'phone'], { minLength: 1 }), { nil: null }),
        async (unitPick, interval, channels) => {
          const unit = units[unitPick % units.length];
          const filters: string[] = [];
          let from: number | null = null;
          let to: number | null = null;
          if (interval) {
            from = interval[0];
            to = Math.min(0, interval[0] + interval[1]);
            filters.push(`ftime=rdays:${from}:${to}`);
          }
          if (channels) filters.push(`channel=${channels.join('*')}`);
          const drill = filters.length ? `${unit.path};${filters.join(';')}` : unit.path;
          const kpis = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(drill)}`);
          const want = expected(unit.id, from, to, channels);
          expect(kpis.nInterviews).toBe(want.n);
          for (const tile of kpis.tiles) {
            const w = want.indicators.find((i) => i.extName === tile.indicator)!;
            expect(tile.count).toBe(w.count);
            expect(tile.suppressed).toBe(w.count > 0 && w.count < DEFAULT_MIN_ANSWERS);
            if (w.value === null) expect(tile.value).toBeNull();
            else expect(tile.value).toBeCloseTo(w.value, 9);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a breakdown row per child unit equals the count and NPS computed by SQL in PostgreSQL', async () => {
    const region = units.find((u) => u.path === 'org,all,north')!;
    const breakdown = await get<TBreakdownResponse>(`/api/vuejs/analytics/breakdown/cx/${path(region.path)}`);
    const { rows } = await sql<{ ext_name: string; n: number; nps: number | null }>`
      WITH RECURSIVE sub(top, id) AS (
        SELECT id, id FROM units WHERE parent_id = ${region.id}
        UNION ALL SELECT sub.top, u.id FROM units u JOIN sub ON u.parent_id = sub.id
      )
      SELECT c.ext_name, count(i.id)::int AS n,
        (count(*) FILTER (WHERE a.value >= 9) - count(*) FILTER (WHERE a.value <= 6)) * 100.0 / nullif(count(a.value), 0) AS nps
      FROM units c
      LEFT JOIN sub ON sub.top = c.id
      LEFT JOIN interviews i ON i.unit_id = sub.id
      LEFT JOIN answers a ON a.interview_id = i.id AND a.question_id = (SELECT id FROM questions WHERE ext_name = 'nps' AND survey_id = i.survey_id)
      WHERE c.parent_id = ${region.id}
      GROUP BY c.ext_name ORDER BY c.ext_name`.execute(t.database.db);
    expect(breakdown.rows.map((r) => r.extName).sort()).toEqual(rows.map((r) => r.ext_name));
    for (const row of rows) {
      const got = breakdown.rows.find((r) => r.extName === row.ext_name)!;
      expect(got.count).toBe(Number(row.n));
      expect(got.values.nps).toBeCloseTo(Number(row.nps), 9);
    }
    expect(breakdown.rows.reduce((a, r) => a + r.count, 0)).toBeGreaterThan(0);
  });

  it('the previous period has the same length and ends where the period starts', async () => {
    const kpis = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path('org,all;ftime=rdays:-29:0')}`);
    expect(kpis.period).toEqual({ from: '2026-05-17', to: '2026-06-16' });
    expect(kpis.previousPeriod).toEqual({ from: '2026-04-17', to: '2026-05-17' });
    const before = expected(units.find((u) => u.path === 'org,all')!.id, -59, -30, null);
    const nps = kpis.tiles.find((t) => t.indicator === 'nps')!;
    expect(nps.previousValue).toBeCloseTo(before.indicators[0].value!, 9);
    expect(nps.change).toBeCloseTo(nps.value! - nps.previousValue!, 9);
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe('2026-06-15');
  });

  it('the ranking of all stores matches PostgreSQL rows; ranks follow the value; small units are not ranked', async () => {
    const ranking = await get<TRankingResponse>(
      `/api/vuejs/analytics/ranking/cx/${path('org,all')}?minCount=15`,
    );
    const stores = units.filter((u) => u.level === 4);
    expect(ranking.level).toBe(4);
    expect(ranking.rows).toHaveLength(stores.length);
    for (const row of ranking.rows) {
      const store = stores.find((u) => u.path === row.path)!;
      const want = expected(store.id, null, null, null).indicators[0];
      expect(row.count).toBe(want.count);
      if (want.value === null) expect(row.value).toBeNull();
      else expect(row.value).toBeCloseTo(want.value, 9);
      expect(row.rank === null).toBe(row.count < 15 || row.value === null);
    }
    const ranked = ranking.rows.filter((r) => r.rank !== null);
    expect(ranked.length).toBeGreaterThan(10);
    expect(ranked.length).toBeLessThan(ranking.rows.length);
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i].value!).toBeLessThanOrEqual(ranked[i - 1].value!);
      expect(ranked[i].rank!).toBeGreaterThanOrEqual(ranked[i - 1].rank!);
    }
    expect(ranked[0].rank).toBe(1);
  });

  it('a store has nothing below it: it is ranked among its peers, and a level asked for is refused', async () => {
    const store = units.find((u) => u.level === 4)!;
    const ranking = await get<TRankingResponse>(`/api/vuejs/analytics/ranking/cx/${path(store.path)}`);
    expect(ranking.level).toBe(4);
    expect(ranking.depth).toBe(4);
    expect(ranking.peers).toBe(true);
    const district = store.path.split(',').slice(0, -1).join(',');
    expect(ranking.rows.map((r) => r.path).sort()).toEqual(
      units
        .filter((u) => u.level === 4 && u.path.startsWith(`${district},`))
        .map((u) => u.path)
        .sort(),
    );
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/ranking/cx/${path(store.path)}?level=4`,
      headers: { cookie },
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.field).toBe('level');
  });

  it("with a time filter, each store's previous rank is its rank in the period before", async () => {
    // Few interviews per store in this small survey: rank every store the survey lets be shown
    // (a smaller minCount is raised to the survey's minimum of answers).
    const minCount = DEFAULT_MIN_ANSWERS;
    const ranking = await get<TRankingResponse>(
      `/api/vuejs/analytics/ranking/cx/${path('org,all;ftime=rdays:-179:0')}?minCount=1`,
    );
    const stores = units.filter((u) => u.level === 4);
    const before = stores.map((u) => ({ path: u.path, ...expected(u.id, -359, -180, null).indicators[0] }));
    const rankable = before.filter((b) => b.value !== null && b.count >= minCount);
    // Ties share a rank: one more than the number of strictly better stores.
    const rankOf = (v: number) => 1 + rankable.filter((b) => b.value! > v + 1e-9).length;
    for (const row of ranking.rows) {
      const b = before.find((x) => x.path === row.path)!;
      const want = b.value !== null && b.count >= minCount ? rankOf(b.value) : null;
      expect(row.previousRank, row.path).toBe(want);
      const now = expected(stores.find((u) => u.path === row.path)!.id, -179, 0, null).indicators[0];
      expect(row.count, row.path).toBe(now.count);
    }
    expect(ranking.rows.filter((r) => r.previousRank !== null).length).toBeGreaterThan(10);
  });

  it('a trend has every bucket of the period, empty ones with count 0, and its counts add up', async () => {
    const drill = 'org,all,north,oulu,s001;ftime=rdays:-120:0';
    const trend = await get<{ points: Array<{ bucket: string; value: number | null; count: number }> }>(
      `/api/vuejs/analytics/trend/cx/${path(drill)}?bucket=week`,
    );
    const kpis = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(drill)}`);
    expect(trend.points.length).toBeGreaterThanOrEqual(18);
    expect(trend.points[0].bucket <= '2026-02-15').toBe(true);
    expect(trend.points.at(-1)!.bucket).toBe('2026-06-15');
    expect(trend.points.reduce((a, p) => a + p.count, 0)).toBe(kpis.tiles[0].count);
    const empty = trend.points.filter((p) => p.count === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const p of empty) expect(p.value).toBeNull();
    for (const bucket of ['day', 'month', 'quarter']) {
      const other = await get<{ points: Array<{ count: number }> }>(
        `/api/vuejs/analytics/trend/cx/${path(drill)}?bucket=${bucket}`,
      );
      expect(
        other.points.reduce((a, p) => a + p.count, 0),
        bucket,
      ).toBe(kpis.tiles[0].count);
    }
    const months = await get<{ points: Array<{ bucket: string }> }>(
      `/api/vuejs/analytics/trend/cx/${path('org,all;ftime=rmonths:-2:0')}?bucket=month`,
    );
    expect(months.points.map((p) => p.bucket)).toEqual(['2026-04-01', '2026-05-01', '2026-06-01']);
  });
});
