import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAppOnClickHouse } from './clickhouse-app.ts';
import { path, seededApp, signIn, type TestApp } from './harness.ts';
import { runReport } from './report-flow.ts';

/** Drill nodes with and without filters: the root, a region, a store, a period, a choice. */
const DRILLS = [
  'org,all',
  'org,all,north',
  'org,all,north,oulu,s001',
  'org,all;ftime=rdays:-90:0',
  'org,all,north;channel=web*phone',
];

/** Every analytics call of a drill node, as the dashboard, the comments and the interviews pages send them. */
const CALLS = [
  'analytics/kpis',
  'analytics/trend',
  'analytics/breakdown',
  'analytics/distribution',
  'analytics/ranking',
  'analytics/drivers',
  'analytics/topics',
  'analytics/topic-suggestions',
  'analytics/comment-summary',
  'analytics/gamification',
  'comments',
  'interviews',
];

/** The Excel exports of a drill node (one row per interview; indicators per unit; the ranking). */
const EXPORTS = ['interviewsreport', 'indicatorsreport', 'rankingreport'];

/**
 * A response with every fraction to 12 significant digits: the engines sum in their own
 * order, so a correlation or a mean sentiment may differ in its last bits (1e-15), never in
 * what is shown.
 */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toPrecision(12));
  if (Array.isArray(value)) return value.map(rounded);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, rounded(v)]));
  return value;
}

/** A workbook's cells, sheet by sheet, without the line that says when it was made. */
async function cells(file: Buffer): Promise<unknown[][][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const lines: unknown[][] = [];
    sheet.eachRow((row) => {
      const values = Array.from((row.values as unknown[]).slice(1), (v) =>
        v instanceof Date ? v.toISOString() : (v ?? null),
      );
      if (values[0] !== 'Created') lines.push(rounded(values) as unknown[]);
    });
    return lines;
  });
}

/*
 * The same demo data on DuckDB (the read model in the process) and on ClickHouse (chDB, fed by
 * the outbox relay): every analytics call, list page and export answers the same, field for
 * field in JSON, cell for cell in Excel (fractions to 12 significant digits). The numbers themselves are checked against PostgreSQL
 * by analytics-differential.test.ts on both engines.
 */
describe('the analytics engines answer alike (pglite, DuckDB and ClickHouse)', () => {
  let duck: TestApp;
  let clickhouse: TestApp;
  const cookies = new Map<TestApp, string>();

  beforeAll(async () => {
    duck = await seededApp('pglite', 1500);
    clickhouse = await seededAppOnClickHouse('pglite', 1500);
    expect([duck.services.analytics.engineName, clickhouse.services.analytics.engineName]).toEqual([
      'duckdb',
      'clickhouse',
    ]);
    for (const t of [duck, clickhouse]) cookies.set(t, await signIn(t.app, 'admin'));
  }, 180_000);
  afterAll(async () => {
    await duck?.close();
    await clickhouse?.close();
  });

  const get = async (t: TestApp, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(t)! } });
    return { status: response.statusCode, body: rounded(response.json()) as Record<string, unknown> };
  };

  it.each(CALLS)('%s answers alike at every drill node', async (call) => {
    for (const drill of DRILLS) {
      const url = `/api/vuejs/${call}/cx/${path(drill)}`;
      const [onDuck, onClickHouse] = [await get(duck, url), await get(clickhouse, url)];
      expect(onDuck.status, `${url}: ${JSON.stringify(onDuck.body)}`).toBe(200);
      expect(onClickHouse, url).toEqual(onDuck);
    }
  });

  it('a list’s next pages answer alike, in every order', async () => {
    const lists: Array<[string, Record<string, string>]> = [
      ['comments', {}],
      ['comments', { indicator: 'csat' }],
      ...['newest', 'oldest', 'score_asc', 'score_desc'].map((sort): [string, Record<string, string>] => [
        'interviews',
        { sort },
      ]),
      ['interviews', { search: 'staff' }],
    ];
    for (const [list, options] of lists) {
      let cursor: string | null = null;
      for (let page = 0; page < 3; page++) {
        const query = new URLSearchParams({ ...options, limit: '7', ...(cursor ? { cursor } : {}) });
        const url = `/api/vuejs/${list}/cx/${path('org,all')}?${query}`;
        const [onDuck, onClickHouse] = [await get(duck, url), await get(clickhouse, url)];
        expect(onDuck.status, `${url}: ${JSON.stringify(onDuck.body)}`).toBe(200);
        expect((onDuck.body.items as unknown[]).length, url).toBeGreaterThan(0);
        expect(onClickHouse, url).toEqual(onDuck);
        cursor = (onDuck.body.nextCursor as string | null) ?? null;
        if (!cursor) break;
      }
    }
  });

  it.each(EXPORTS)('the %s export holds the same cells', async (kind) => {
    for (const drill of ['org,all', 'org,all,north;channel=web*phone']) {
      const url = `/api/vuejs/reports/${kind}/cx/${path(drill)}`;
      const [onDuck, onClickHouse] = [
        await runReport(duck.app, cookies.get(duck)!, url),
        await runReport(clickhouse.app, cookies.get(clickhouse)!, url),
      ];
      const expected = await cells(onDuck.file);
      expect(expected.flat().length, url).toBeGreaterThan(3);
      expect(await cells(onClickHouse.file), url).toEqual(expected);
    }
  });
});
