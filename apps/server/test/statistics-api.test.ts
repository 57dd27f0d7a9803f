import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import type {
  TBreakdownResponse,
  TDistributionResponse,
  TKpiResponse,
  TRankingResponse,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { loadOrgUnits, loadRawInterviews, type OrgUnit, type RawInterview } from './raw-interviews.ts';

/*
 * Every dashboard number says how sure it is: the API's intervals and significance flags
 * against a direct computation here from the interviews' raw answers, with the textbook
 * formulas written out (docs/statistics.md), not the statistics module's code.
 */

const DAY_MS = 86_400_000;
const isoDay = (offset: number) =>
  new Date(Date.UTC(2026, 5, 15) + offset * DAY_MS).toISOString().slice(0, 10);
const Z = 1.959963984540054;

const INDICATORS = [
  { extName: 'nps', kind: 'nps', question: 'nps' },
  { extName: 'csat', kind: 'topbox', question: 'sat_overall' },
  { extName: 'staff', kind: 'mean', question: 'sat_staff' },
] as const;
type Kind = (typeof INDICATORS)[number]['kind'];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sampleVariance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};

/** NPS per answer: +100 promoter, 0 passive, -100 detractor; its mean is the NPS. */
const npsScores = (values: number[]): number[] => values.map((v) => (v >= 9 ? 100 : v <= 6 ? -100 : 0));
/** Answers in more than one of promoters, passives, detractors (a single group has no spread to estimate). */
const mixed = (values: number[]) => new Set(npsScores(values)).size > 1;

/** The 95% interval straight from the answers, or undefined where the method has a special case. */
function directInterval(kind: Kind, values: number[]): [number, number] | undefined {
  const n = values.length;
  if (kind === 'nps') {
    if (!mixed(values)) return undefined;
    const scores = npsScores(values);
    // variance of the per-answer score with denominator n: the multinomial variance of p+ - p-
    const m = mean(scores);
    const variance = scores.reduce((a, s) => a + (s - m) ** 2, 0) / n;
    const half = Z * Math.sqrt(variance / n);
    return [Math.max(-100, m - half), Math.min(100, m + half)];
  }
  if (kind === 'topbox') {
    // Wilson (1927)
    const p = values.filter((v) => v >= 4).length / n;
    const centre = (p + (Z * Z) / (2 * n)) / (1 + (Z * Z) / n);
    const half = (Z / (1 + (Z * Z) / n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n)) * 100;
    return [centre * 100 - half, centre * 100 + half];
  }
  if (n < 2) return undefined;
  const half = tQuantile(0.975, n - 1) * Math.sqrt(sampleVariance(values) / n);
  return [mean(values) - half, mean(values) + half];
}

/** The two-sided p-value of the difference of two independent samples, or undefined (special cases). */
function directPValue(kind: Kind, a: number[], b: number[]): number | undefined {
  const normalP = (z: number) => 2 * (1 - tCdf(Math.abs(z), 1e9));
  if (kind === 'nps') {
    if (!mixed(a) || !mixed(b)) return undefined;
    const v = (xs: number[]) => {
      const s = npsScores(xs);
      const m = mean(s);
      return s.reduce((acc, x) => acc + (x - m) ** 2, 0) / xs.length / xs.length;
    };
    return normalP((mean(npsScores(a)) - mean(npsScores(b))) / Math.sqrt(v(a) + v(b)));
  }
  if (kind === 'topbox') {
    const hitsA = a.filter((v) => v >= 4).length;
    const hitsB = b.filter((v) => v >= 4).length;
    const pooled = (hitsA + hitsB) / (a.length + b.length);
    if (pooled === 0 || pooled === 1) return undefined;
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.length + 1 / b.length));
    return normalP((hitsA / a.length - hitsB / b.length) / se);
  }
  // Welch (1947)
  const va = sampleVariance(a) / a.length;
  const vb = sampleVariance(b) / b.length;
  if (va + vb === 0) return undefined;
  const t = (mean(a) - mean(b)) / Math.sqrt(va + vb);
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  return 2 * (1 - tCdf(Math.abs(t), df));
}

/** A verdict far enough from the 5% line that rounding cannot flip it. */
const clearVerdict = (p: number | undefined) =>
  p === undefined || Math.abs(p - 0.05) < 1e-6 ? undefined : p < 0.05;

describe.each(DATABASE_KINDS)('statistics of every number through the API (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let raw: RawInterview[];
  let units: OrgUnit[];

  beforeAll(async () => {
    t = await seededApp(kind);
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

  const answers = (unitId: number, question: string, from: number, to: number) =>
    raw
      .filter((r) => r.ancestors.includes(unitId) && r.day >= isoDay(from) && r.day < isoDay(to + 1))
      .map((r) => r.values[question])
      .filter((v): v is number => v !== undefined);

  it('KPI tiles carry the 95% interval and the significance of their change, as computed directly', async () => {
    let intervalsChecked = 0;
    let verdictsChecked = 0;
    // Random units are mostly stores with few answers (suppressed): the chain, its regions
    // and districts over a short and a long period are always among the cases.
    const upper = units.flatMap((unit, index) => (unit.level <= 3 ? [index] : []));
    const examples: Array<[number, number]> = upper.flatMap((index) => [
      [index, 30],
      [index, 200],
    ]);
    expect(examples.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), fc.integer({ min: 20, max: 200 }), async (unitPick, days) => {
        const unit = units[unitPick % units.length];
        const from = -(days - 1);
        const kpis = await get<TKpiResponse>(
          `/api/vuejs/analytics/kpis/cx/${path(`${unit.path};ftime=rdays:${from}:0`)}`,
        );
        for (const ind of INDICATORS) {
          const tile = kpis.tiles.find((x) => x.indicator === ind.extName)!;
          const now = answers(unit.id, ind.question, from, 0);
          const before = answers(unit.id, ind.question, from - days, from - 1);
          expect(tile.count).toBe(now.length);
          expect(tile.suppressed).toBe(now.length > 0 && now.length < DEFAULT_MIN_ANSWERS);
          if (now.length < DEFAULT_MIN_ANSWERS) {
            expect(tile.ciLow).toBeNull();
            expect(tile.changeSignificant).toBeNull();
            continue;
          }
          const want = directInterval(ind.kind, now);
          if (want) {
            expect(tile.ciLow).toBeCloseTo(want[0], 6);
            expect(tile.ciHigh).toBeCloseTo(want[1], 6);
            intervalsChecked += 1;
          }
          expect(tile.ciLow! <= tile.value! && tile.value! <= tile.ciHigh!).toBe(true);
          if (before.length >= DEFAULT_MIN_ANSWERS) {
            const verdict = clearVerdict(directPValue(ind.kind, now, before));
            if (verdict !== undefined) {
              expect(tile.changeSignificant, `${unit.path} ${ind.extName}`).toBe(verdict);
              verdictsChecked += 1;
            }
          } else expect(tile.changeSignificant).toBeNull();
        }
      }),
      { numRuns: 30, examples },
    );
    expect(intervalsChecked).toBeGreaterThan(20);
    expect(verdictsChecked).toBeGreaterThan(10);
  });

  it("a tile's parent value is the parent's own tile, in a unit or a question's view, with filters and a period", async () => {
    const region = units.find((u) => u.path === 'org,all,north')!;
    const store = units.find((u) => u.path.startsWith(`${region.path},`))!;
    const filters = ['', ';ftime=rdays:-90:0', ';channel=store*web', ';ftime=rdays:-180:0;channel=phone'];
    const pairs = [
      [store.path, region.path],
      ['channel,all,web', 'channel,all'],
    ];
    for (const [node, parent] of pairs) {
      for (const filter of filters) {
        const tiles = (await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(node + filter)}`)).tiles;
        const parentTiles = (await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(parent + filter)}`))
          .tiles;
        for (const tile of tiles) {
          const own = parentTiles.find((x) => x.indicator === tile.indicator)!;
          if (own.value === null) expect(tile.parentValue).toBeNull();
          else expect(tile.parentValue, `${node}${filter} ${tile.indicator}`).toBeCloseTo(own.value, 9);
        }
        expect(tiles.some((x) => x.parentValue !== null)).toBe(true);
      }
    }
  });

  it("a unit's tile and its breakdown cell differ from the rest of the parent as a direct test says", async () => {
    const region = units.find((u) => u.path === 'org,all,north')!;
    const breakdown = await get<TBreakdownResponse>(`/api/vuejs/analytics/breakdown/cx/${path(region.path)}`);
    const all = (unitId: number, question: string) =>
      raw
        .filter((r) => r.ancestors.includes(unitId))
        .map((r) => r.values[question])
        .filter((v): v is number => v !== undefined);
    const regionTiles = (await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(region.path)}`)).tiles;
    let checked = 0;
    for (const row of breakdown.rows) {
      const child = units.find((u) => u.path === `${region.path},${row.extName}`)!;
      const kpis = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(child.path)}`);
      for (const ind of INDICATORS) {
        const mine = all(child.id, ind.question);
        const rest = raw
          .filter((r) => r.ancestors.includes(region.id) && !r.ancestors.includes(child.id))
          .map((r) => r.values[ind.question])
          .filter((v): v is number => v !== undefined);
        const verdict = clearVerdict(directPValue(ind.kind, mine, rest));
        if (verdict === undefined) continue;
        expect(row.stats[ind.extName].differsFromParent, `${row.extName} ${ind.extName}`).toBe(verdict);
        const tile = kpis.tiles.find((x) => x.indicator === ind.extName)!;
        expect(tile.differsFromParent).toBe(verdict);
        expect(tile.parentValue).toBeCloseTo(regionTiles.find((x) => x.indicator === ind.extName)!.value!, 9);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('a fair ranking orders by the lower bound of each interval, the raw value beside it', async () => {
    const url = (order: string) =>
      `/api/vuejs/analytics/ranking/cx/${path('org,all')}?minCount=10&order=${order}`;
    const fair = await get<TRankingResponse>(url('fair'));
    const raw = await get<TRankingResponse>(url('raw'));
    expect(fair.order).toBe('fair');
    const ranked = fair.rows.filter((r) => r.rank !== null);
    expect(ranked.length).toBeGreaterThan(10);
    for (const row of ranked) expect(row.fairScore).toBeCloseTo(row.ciLow!, 9);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i].fairScore!).toBeLessThanOrEqual(ranked[i - 1].fairScore!);
    // the same units and values; only the order differs
    const byPath = new Map(raw.rows.map((r) => [r.path, r]));
    for (const row of fair.rows) expect(row.value).toBe(byPath.get(row.path)!.value);
    expect(ranked.map((r) => r.path)).not.toEqual(raw.rows.filter((r) => r.rank !== null).map((r) => r.path));
  });

  it("the survey's minimum of answers hides small figures everywhere, and a lower minimum shows them", async () => {
    // a store and a week with a few answers, fewer than the minimum
    const week = (u: { id: number }, end: number) => answers(u.id, 'nps', end - 6, end).length;
    const stores = units.filter((u) => u.level === 4);
    const [store, end] = stores
      .flatMap((u) => [0, -7, -14, -21, -28].map((e) => [u, e] as const))
      .find(([u, e]) => week(u, e) > 0 && week(u, e) < DEFAULT_MIN_ANSWERS)!;
    const drill = `${store.path};ftime=rdays:${end - 6}:${end}`;
    const small = week(store, end);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(DEFAULT_MIN_ANSWERS);
    const hidden = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(drill)}`);
    const tile = hidden.tiles.find((x) => x.indicator === 'nps')!;
    expect(hidden.minAnswers).toBe(DEFAULT_MIN_ANSWERS);
    expect(tile).toMatchObject({ count: small, value: null, suppressed: true, ciLow: null, ciHigh: null });
    const trend = await get<TTrendResponse>(`/api/vuejs/analytics/trend/cx/${path(drill)}?bucket=month`);
    for (const point of trend.points.filter((p) => p.count > 0))
      expect(point).toMatchObject({ value: null, suppressed: true, ciLow: null });
    // how a few answers spread is not given either: the chart is not drawn ("too few answers")
    const distributionUrl = `/api/vuejs/analytics/distribution/cx/${path(drill)}?question=nps`;
    expect(await get<TDistributionResponse>(distributionUrl)).toMatchObject({
      total: small,
      suppressed: true,
      minAnswers: DEFAULT_MIN_ANSWERS,
      bars: [],
    });
    // An administrator lowers the survey's minimum in its general settings.
    const root = await signIn(t.app, 'root', { universe: 'demo' });
    const { id: cxId } = await t.database.db
      .selectFrom('surveys')
      .select('id')
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    const blocksUrl = `/api/vuejs/surveys/configblocks/cx/${cxId}`;
    const call = (method: 'GET' | 'POST', payload?: object) =>
      t.app.inject({ method, url: blocksUrl, headers: { cookie: root, ...CSRF_HEADER }, payload });
    const saveGeneral = async (minAnswers: number) => {
      const answer = await call('GET');
      expect(answer.statusCode, answer.body).toBe(200);
      const general = answer.json().blocks.find((b: { name: string }) => b.name === 'general');
      const saved = await call('POST', {
        name: 'general',
        content: { ...general.content, minAnswers },
        baseVersion: general.version,
        comment: `minimum ${minAnswers}`,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await saveGeneral(1);
    try {
      const shown = await get<TKpiResponse>(`/api/vuejs/analytics/kpis/cx/${path(drill)}`);
      expect(shown.minAnswers).toBe(1);
      expect(shown.tiles.find((x) => x.indicator === 'nps')).toMatchObject({
        count: small,
        suppressed: false,
      });
      expect(shown.tiles.find((x) => x.indicator === 'nps')!.value).not.toBeNull();
      const spread = await get<TDistributionResponse>(distributionUrl);
      expect(spread).toMatchObject({ total: small, suppressed: false, minAnswers: 1 });
      expect(spread.bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(small);
    } finally {
      await saveGeneral(DEFAULT_MIN_ANSWERS);
    }
  });
});
