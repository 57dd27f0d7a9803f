import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import { computeIndicator } from '@opinio/domain/indicators';
import type {
  TBreakdownResponse,
  TDistributionResponse,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { loadRawInterviews, type RawInterview } from './raw-interviews.ts';

interface Unit {
  id: number;
  path: string;
  parent: number | null;
}

/** Random filters with an independent predicate each, on the raw PostgreSQL rows. */
const FILTERS: Array<{ token: string; keep: (r: RawInterview) => boolean }> = [
  { token: 'channel=web*phone', keep: (r) => r.values.channel === 2 || r.values.channel === 3 },
  { token: 'channel=_store', keep: (r) => r.values.channel !== 1 },
  { token: 'visit=repeat', keep: (r) => r.values.visit === 2 },
  { token: 'nps=7_10', keep: (r) => r.values.nps >= 7 },
  { token: 'sat_overall=1*2*3', keep: (r) => r.values.sat_overall <= 3 },
  { token: 'ftime=rdays:-180:0', keep: (r) => r.day >= '2025-12-17' },
  { token: 'fdate=rdateb60db', keep: (r) => r.day < '2026-04-16' },
  { token: 'comment=_staff', keep: (r) => !(r.texts.comment ?? '').toLowerCase().includes('staff') },
];

describe.each(DATABASE_KINDS)('grouped analytics against PostgreSQL rows, random specs (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let raw: RawInterview[];
  let units: Unit[];

  beforeAll(async () => {
    t = await seededApp(kind, 2500);
    cookie = await signIn(t.app, 'admin');
    raw = await loadRawInterviews(t);
    const { rows } = await sql<Unit>`
      WITH RECURSIVE p(id, path, parent) AS (
        SELECT u.id, 'org,' || u.ext_name, u.parent_id FROM units u JOIN views v ON v.id = u.view_id
          WHERE v.ext_name = 'org' AND u.parent_id IS NULL AND v.survey_id = (SELECT id FROM surveys WHERE ext_name = 'cx')
        UNION ALL
        SELECT u.id, p.path || ',' || u.ext_name, u.parent_id FROM units u JOIN p ON u.parent_id = p.id
      ) SELECT id, path, parent FROM p`.execute(t.database.db);
    units = rows.map((u) => ({
      ...u,
      id: Number(u.id),
      parent: u.parent === null ? null : Number(u.parent),
    }));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  /** The NPS the API shows: none under the survey's minimum of answers ("too few answers"). */
  const nps = (rows: RawInterview[]) => {
    const answers = rows.map((r) => r.values.nps).filter((v) => v !== undefined);
    return answers.length < DEFAULT_MIN_ANSWERS ? null : computeIndicator('nps', answers);
  };

  it('breakdown, distribution and trend equal the same groupings of PostgreSQL rows', async () => {
    const inner = units.filter((u) => units.some((c) => c.parent === u.id));
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.subarray(
          FILTERS.map((_, i) => i),
          { maxLength: 3 },
        ),
        fc.constantFrom('breakdown', 'distribution', 'trend'),
        async (pick, filterIndexes, call) => {
          const unit = inner[pick % inner.length];
          // one value set per filter name: a token names each filter once
          const chosen = filterIndexes
            .map((i) => FILTERS[i])
            .filter(
              (f, i, all) => all.findIndex((g) => g.token.split('=')[0] === f.token.split('=')[0]) === i,
            );
          const token = chosen.map((f) => f.token).join(';');
          const drill = token ? `${unit.path};${token}` : unit.path;
          const rows = raw.filter((r) => r.ancestors.includes(unit.id) && chosen.every((f) => f.keep(r)));
          if (call === 'breakdown') {
            const got = await get<TBreakdownResponse>(`/api/vuejs/analytics/breakdown/cx/${path(drill)}`);
            const children = units.filter((c) => c.parent === unit.id);
            expect(got.rows).toHaveLength(children.length);
            for (const child of children) {
              const row = got.rows.find((r) => `${unit.path},${r.extName}` === child.path)!;
              const mine = rows.filter((r) => r.ancestors.includes(child.id));
              expect(row.count).toBe(mine.length);
              const want = nps(mine);
              if (want === null) expect(row.values.nps).toBeNull();
              else expect(row.values.nps!).toBeCloseTo(want, 9);
            }
          } else if (call === 'distribution') {
            const got = await get<TDistributionResponse>(
              `/api/vuejs/analytics/distribution/cx/${path(drill)}?question=nps`,
            );
            for (const bar of got.bars)
              expect(bar.count).toBe(rows.filter((r) => r.values.nps === bar.value).length);
            expect(got.total).toBe(rows.filter((r) => r.values.nps !== undefined).length);
          } else {
            const got = await get<TTrendResponse>(
              `/api/vuejs/analytics/trend/cx/${path(drill)}?indicator=nps&bucket=month`,
            );
            for (const point of got.points) {
              const mine = rows.filter((r) => `${r.day.slice(0, 7)}-01` === point.bucket);
              expect(point.count).toBe(mine.length);
              const want = nps(mine);
              if (want === null) expect(point.value).toBeNull();
              else expect(point.value!).toBeCloseTo(want, 9);
            }
            expect(got.points.reduce((a, p) => a + p.count, 0)).toBe(rows.length);
          }
        },
      ),
      { numRuns: 45 },
    );
  });
});
