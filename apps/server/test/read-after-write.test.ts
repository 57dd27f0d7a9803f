import type {
  TBreakdownResponse,
  TCommentsResponse,
  TDistributionResponse,
  TKpiResponse,
  TRankingResponse,
  TSegmentedDrillPath,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TInterviewList } from '@opinio/domain/schemas/interviews';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, TEST_NOW, type TestApp } from './harness.ts';
import { loadOrgUnits, loadRawInterviews, type OrgUnit, type RawInterview } from './raw-interviews.ts';

/**
 * A figure read right after a write includes that write: random batches go in through the
 * ingestion API, and every analytics call of the nodes they touch is compared with the rows
 * in PostgreSQL at once. The same calls are made before each write, so a statement or a
 * cached answer prepared on the old rows would be reused after it.
 */
const DAY_MS = 86_400_000;
const TODAY = Date.UTC(2026, 5, 15);
const isoDay = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10);
/** Far back: 1996-2007, before any seeded interview. */
const FAR = { from: -11_000, to: -7_000 };
const RECENT = { from: -29, to: 0 };
const PERIODS = [null, FAR, RECENT] as const;
type Period = (typeof PERIODS)[number];

const ZBatch = fc.array(
  fc.record({
    store: fc.nat({ max: 1000 }),
    day: fc.oneof(
      fc.integer({ min: FAR.from + 300, max: FAR.to - 300 }),
      fc.integer({ min: RECENT.from, max: RECENT.to }),
    ),
    nps: fc.integer({ min: 0, max: 10 }),
    sat: fc.integer({ min: 1, max: 5 }),
    comment: fc.option(fc.constantFrom('Friendly staff', 'Long queue at the till', 'Kiitos'), { nil: null }),
  }),
  { minLength: 1, maxLength: 30 },
);

describe.each(
  DATABASE_KINDS.flatMap((kind) => [
    { kind, cache: true },
    { kind, cache: false },
  ]),
)('read after write ($kind, analytics cache $cache)', ({ kind, cache }) => {
  let t: TestApp;
  let cookie: string;
  let key: string;
  let stores: OrgUnit[];
  let units: OrgUnit[];
  let batch = 0;

  beforeAll(async () => {
    t = await seededApp(kind, 1000, { analyticsCache: cache });
    cookie = await signIn(t.app, 'admin');
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie, ...CSRF_HEADER },
    });
    key = (created.json() as TApiKeyCreated).token;
    units = await loadOrgUnits(t);
    stores = units.filter((u) => u.level === 4);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const filtered = (unit: OrgUnit, period: Period) =>
    path(period ? `${unit.path};ftime=rdays:${period.from}:${period.to}` : unit.path);
  const inPeriod = (r: RawInterview, period: Period) =>
    period === null || (r.day >= isoDay(period.from) && r.day <= isoDay(period.to));

  /** Every call of one node and period, compared with the rows (or only made, before a write). */
  async function check(unit: OrgUnit, period: Period, raw: RawInterview[] | null) {
    const node = filtered(unit, period);
    const [kpis, drill, breakdown, distribution, trend, ranking, comments, interviews] = await Promise.all([
      get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${node}`),
      get<TSegmentedDrillPath>(`/api/vuejs/drillpath/cx/${node}`),
      get<TBreakdownResponse>(`/api/vuejs/analytics/breakdown/cx/${node}`),
      get<TDistributionResponse>(`/api/vuejs/analytics/distribution/cx/${node}?question=nps`),
      get<TTrendResponse>(`/api/vuejs/analytics/trend/cx/${node}?indicator=nps&bucket=month`),
      get<TRankingResponse>(`/api/vuejs/analytics/ranking/cx/${node}?minCount=1&order=raw`),
      get<TCommentsResponse>(`/api/vuejs/comments/cx/${node}?limit=100`),
      get<TInterviewList>(`/api/vuejs/interviews/cx/${node}?limit=100`),
    ]);
    if (!raw) return;
    const label = `${unit.path} ${period ? `${period.from}:${period.to}` : 'all time'}`;
    const rows = raw.filter((r) => r.ancestors.includes(unit.id) && inPeriod(r, period));
    expect(kpis.nInterviews, `KPI n ${label}`).toBe(rows.length);
    const nps = rows.filter((r) => r.values.nps !== undefined);
    expect(kpis.tiles.find((tile) => tile.indicator === 'nps')?.count, `KPI NPS answers ${label}`).toBe(
      nps.length,
    );
    expect(drill.nInterviews, `drill path n ${label}`).toBe(rows.length);
    expect(distribution.total, `distribution ${label}`).toBe(nps.length);
    for (const bar of distribution.bars)
      expect(bar.count, `distribution ${bar.value} ${label}`).toBe(
        nps.filter((r) => r.values.nps === bar.value).length,
      );
    if (period) {
      // the trend covers the period; without one it shows a recent window only
      const points = trend.points.reduce((sum, p) => sum + p.count, 0);
      expect(points, `trend answers ${label}`).toBe(nps.length);
    }
    for (const child of units.filter((u) => u.parentId === unit.id)) {
      const want = rows.filter((r) => r.ancestors.includes(child.id)).length;
      const got = breakdown.rows.find((r) => r.extName === child.path.split(',').at(-1));
      expect(got?.count ?? 0, `breakdown ${child.path} ${label}`).toBe(want);
    }
    // a store is ranked among its peers: the units under its parent, in the same period
    const ranked = ranking.peers
      ? raw.filter((r) => r.ancestors.includes(unit.parentId!) && inPeriod(r, period))
      : rows;
    for (const row of ranking.rows) {
      const rankedUnit = units.find((u) => u.path === row.path)!;
      expect(row.count, `ranking ${row.path} ${label}`).toBe(
        ranked.filter((r) => r.ancestors.includes(rankedUnit.id)).length,
      );
    }
    const withComment = rows.filter((r) => r.texts.comment !== undefined);
    if (withComment.length <= 100)
      expect(new Set(comments.items.map((c) => c.interviewId)), `comments ${label}`).toEqual(
        new Set(withComment.map((r) => r.id)),
      );
    if (rows.length <= 100)
      expect(new Set(interviews.items.map((i) => i.id)), `interviews ${label}`).toEqual(
        new Set(rows.map((r) => r.id)),
      );
  }

  /** The nodes a batch touches: each store, its district, its region and the root. */
  function nodesOf(store: OrgUnit): OrgUnit[] {
    const chain: OrgUnit[] = [];
    for (let u: OrgUnit | undefined = store; u; u = units.find((p) => p.id === u?.parentId)) chain.push(u);
    return chain;
  }

  it('every analytics call equals PostgreSQL right after each write, dates far back and recent', async () => {
    await fc.assert(
      fc.asyncProperty(ZBatch, async (picks) => {
        const chosen = picks.map((p) => ({ ...p, unit: stores[p.store % stores.length] }));
        const nodes = [
          ...new Map(chosen.flatMap((c) => nodesOf(c.unit)).map((u) => [u.id, u])).values(),
        ].slice(0, 6);
        // the same calls before the write: whatever they prepare or cache must not answer after it
        for (const node of nodes) for (const period of PERIODS) await check(node, period, null);
        batch++;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/surveys/cx/interviews',
          headers: { authorization: `Bearer ${key}` },
          payload: {
            interviews: chosen.map((c, i) => ({
              externalId: `raw-${batch}-${i}`,
              unit: c.unit.path.split(',').at(-1),
              date: `${isoDay(c.day)}T10:00:00Z`,
              answers: {
                nps: c.nps,
                sat_overall: c.sat,
                ...(c.comment === null ? {} : { comment: c.comment }),
              },
            })),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().inserted).toBe(chosen.length);
        const raw = await loadRawInterviews(t);
        for (const node of nodes) for (const period of PERIODS) await check(node, period, raw);
      }),
      { numRuns: 8 },
    );
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe(isoDay(0));
    // Eight random writes, each followed by every analytics call on every node and period:
    // 20-40 s on a quiet machine, several times that on a loaded one.
  }, 300_000);
});
