import type { TDriversResponse } from '@opinio/domain/schemas/insights';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '#access/scope.ts';
import type { Analytics } from '#analytics/analytics.ts';
import { keyDrivers } from '#analytics/key-drivers.ts';
import type { QuerySpec } from '#analytics/query-spec.ts';
import { surveyFixture } from './fixtures/survey-fixture.ts';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { meanOf, referenceDrivers } from './least-squares-drivers.ts';
import { loadOrgUnits, loadRawInterviews, type RawInterview } from './raw-interviews.ts';

const DAY_MS = 86_400_000;
const isoDay = (offset: number) =>
  new Date(Date.UTC(2026, 5, 15) + offset * DAY_MS).toISOString().slice(0, 10);

/** The demo survey's scale questions in survey order, with their scales. */
const SCALES: Record<string, [number, number]> = {
  nps: [0, 10],
  sat_overall: [1, 5],
  sat_staff: [1, 5],
  sat_speed: [1, 5],
  sat_range: [1, 5],
  sat_price: [1, 5],
};
const WEB_CHANNEL = 2;

describe.each(DATABASE_KINDS)('key drivers against PostgreSQL (%s)', (kind) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let raw: RawInterview[];
  let units: Array<{ id: number; path: string; level: number }>;

  beforeAll(async () => {
    t = await seededApp(kind);
    cookies = { admin: await signIn(t.app, 'admin'), regional: await signIn(t.app, 'regional') };
    raw = await loadRawInterviews(t);
    units = await loadOrgUnits(t);
  });
  afterAll(() => t.close());

  const call = (user: string, drill: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/drivers/cx/${path(drill)}${query}`,
      headers: { cookie: cookies[user] },
    });
  const drivers = async (drill: string, query = '', user = 'admin') => {
    const response = await call(user, drill, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TDriversResponse;
  };
  const unitOf = (drillPath: string) => units.find((u) => u.path === drillPath)!;
  const within = (drillPath: string, keep: (r: RawInterview) => boolean = () => true) =>
    raw.filter((r) => r.ancestors.includes(unitOf(drillPath).id) && keep(r));

  function expectMatches(got: TDriversResponse, want: ReturnType<typeof referenceDrivers>) {
    expect(got.tooFew).toBe(false);
    expect(got.n).toBe(want.n);
    expect(got.rSquared).toBeCloseTo(want.rSquared, 9);
    expect(got.drivers.map((d) => d.question).sort()).toEqual(want.drivers.map((d) => d.question).sort());
    for (const w of want.drivers) {
      const d = got.drivers.find((x) => x.question === w.question)!;
      expect(d.importance, w.question).toBeCloseTo(w.importance, 9);
      expect(d.mean, w.question).toBeCloseTo(w.mean, 9);
      expect(d.correlation, w.question).toBeCloseTo(w.correlation, 9);
      const [min, max] = SCALES[w.question];
      expect(d.performance).toBeCloseTo((100 * (w.mean - min)) / (max - min), 9);
      expect(d.ciLow!).toBeLessThan(w.mean);
      expect(d.ciHigh!).toBeGreaterThan(w.mean);
    }
    // most important first, shares summing to 1, each in the quadrant its place says
    const importances = got.drivers.map((d) => d.importance);
    expect(importances).toEqual([...importances].sort((a, b) => b - a));
    expect(importances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const averageImportance = meanOf(importances);
    const averagePerformance = meanOf(got.drivers.map((d) => d.performance));
    for (const d of got.drivers) {
      const important = d.importance >= averageImportance;
      const performing = d.performance >= averagePerformance;
      const want = important ? (performing ? 'keep-up' : 'fix-first') : performing ? 'maintain' : 'monitor';
      expect(d.quadrant, d.question).toBe(want);
    }
  }

  const npsDrivers = ['sat_overall', 'sat_staff', 'sat_speed', 'sat_range', 'sat_price'];

  it("importance and R² of the first indicator (NPS) equal least squares on the interviews' answers", async () => {
    const got = await drivers('org,all');
    expect(got.target).toBe('nps');
    expect(got.omitted).toBe(0);
    expect(got.parent).toBeNull();
    expectMatches(got, referenceDrivers(within('org,all'), 'nps', npsDrivers));
    expect(got.drivers.every((d) => d.parentMean === null && d.parentPerformance === null)).toBe(true);
  });

  it("another target takes the first target's question in among the drivers", async () => {
    const got = await drivers('org,all,north', '?target=staff');
    expect(got.target).toBe('staff');
    const others = ['nps', 'sat_overall', 'sat_speed', 'sat_range', 'sat_price'];
    expectMatches(got, referenceDrivers(within('org,all,north'), 'sat_staff', others));
  });

  it("the drill node and the filters change the answer, and the parent's means are the parent's", async () => {
    const all = await drivers('org,all');
    const north = await drivers('org,all,north');
    expectMatches(north, referenceDrivers(within('org,all,north'), 'nps', npsDrivers));
    expect(north.rSquared).not.toBeCloseTo(all.rSquared!, 6);
    expect(north.parent).toEqual({ title: 'Nordic Retail', n: all.n });
    for (const d of north.drivers) {
      const inAll = all.drivers.find((x) => x.question === d.question)!;
      expect(d.parentMean).toBeCloseTo(inAll.mean, 12);
      expect(d.parentPerformance).toBeCloseTo(inAll.performance, 12);
    }

    const filtered = await drivers('org,all;channel=web;ftime=rdays:-179:0');
    const keep = (r: RawInterview) =>
      r.values.channel === WEB_CHANNEL && r.day >= isoDay(-179) && r.day < isoDay(1);
    const want = referenceDrivers(within('org,all', keep), 'nps', npsDrivers);
    expect(want.n).toBeLessThan(all.n);
    expectMatches(filtered, want);
  });

  it('a store with fewer complete interviews than the minimum answers tooFew, without drivers', async () => {
    const stores = units.filter((u) => u.level === 4).map((u) => ({ ...u, n: within(u.path).length }));
    const store = stores.sort((a, b) => a.n - b.n)[0];
    const got = await drivers(store.path);
    expect(store.n).toBeLessThan(30);
    expect(got).toMatchObject({ n: store.n, tooFew: true, drivers: [], rSquared: null });
    expect(got.minAnswers).toBeGreaterThanOrEqual(30);
    expect(got.parent?.n).toBe(within(store.path.split(',').slice(0, -1).join(',')).length);
  });

  it("the regional manager's region has no parent for them; a region beside it is 404", async () => {
    const own = await drivers('org,all,north', '', 'regional');
    expect(own.parent).toBeNull();
    expect(own.tooFew).toBe(false);
    const district = await drivers('org,all,north,kemi', '', 'regional');
    expect(district.parent?.title).toBe('North region');
    expect((await call('regional', 'org,all,south')).statusCode).toBe(404);
    expect((await call('regional', 'org,all')).statusCode).toBe(404);
  });

  it("the demo's Insights page, with the key drivers of NPS, is the regional manager's too", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: cookies.regional, ...CSRF_HEADER },
      payload: {},
    });
    const cx = (response.json() as { surveys: TSurvey[] }).surveys.find((s) => s.extName === 'cx')!;
    const insights = cx.pages.find((p) => p.extname === 'insights');
    expect(insights?.components.map((c) => [c.type, c.config])).toEqual([
      ['KeyDriversComponent', { target: 'nps' }],
      ['TopicsComponent', {}],
      ['CommentSummaryComponent', { indicator: 'nps' }],
    ]);
  });

  it('an unknown target is a 400 naming target', async () => {
    const response = await call('admin', 'org,all', '?target=no_such');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('target');
  });
});

describe('which questions drive a target', () => {
  it('the first 15 number questions with a scale in survey order; the rest omitted; choices, text and the target out', async () => {
    const survey = surveyFixture();
    const nps = survey.questions[0];
    for (let i = 0; i < 17; i++) {
      const extName = `sat_${i}`;
      survey.questions.push({
        id: 100 + i,
        extName,
        title: extName,
        titleTexts: extName,
        type: 'number',
        min: 1,
        max: 5,
        options: [],
      });
    }
    // a number without a scale cannot have a performance: not a driver
    survey.questions.splice(3, 0, {
      id: 99,
      extName: 'age',
      title: 'Age',
      titleTexts: 'Age',
      type: 'number',
      min: null,
      max: null,
      options: [],
    });
    survey.indicators = [
      { extName: 'nps', title: 'NPS', kind: 'nps', question: nps, decimals: 0, thresholds: null },
    ];
    const specs: Array<Omit<QuerySpec, 'surveyId'>> = [];
    const analytics = {
      query: async (_: unknown, spec: Omit<QuerySpec, 'surveyId'>) => {
        specs.push(spec);
        return [{ group: null, bucket: null, current: null, values: { n: 29 } }];
      },
    } as unknown as Analytics;
    const scope = { unit: null } as Scope;
    const drill = {
      view: survey.organisation,
      chain: [survey.organisation.root],
      node: survey.organisation.root,
      text: 'org,all',
    };
    const got = await keyDrivers(
      analytics,
      { survey, drill, scope, filters: { conditions: [], period: null } },
      undefined,
    );
    expect(got).toMatchObject({
      target: 'nps',
      n: 29,
      tooFew: true,
      drivers: [],
      omitted: 2,
      parent: null,
      minAnswers: 30,
    });
    expect(specs).toHaveLength(1);
    const ids = Array.from({ length: 15 }, (_, i) => 100 + i);
    expect(specs[0].where).toEqual([{ kind: 'answeredAll', questionIds: [...ids, nps.id] }]);
    // every pair among the 15 and the target: 16 · 15 / 2 correlations
    expect(specs[0].measures.filter((m) => m.kind === 'corr')).toHaveLength(120);
  });
});
