import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileClickHouseExportPage } from '#analytics/clickhouse/compile-clickhouse-export.ts';
import { compileClickHousePage } from '#analytics/clickhouse/compile-clickhouse-page.ts';
import type { ColumnTypes } from '#analytics/compile-query.ts';
import type { Duck } from '#analytics/duckdb.ts';
import { compileExportPage, type ExportKey, type ExportRow, readExportRows } from '#analytics/export-page.ts';
import {
  compilePage,
  decodePageCursor,
  type Page,
  type PageKey,
  type PageOrder,
  type PageRequest,
  type PageRow,
  readPage,
} from '#analytics/keyset-page.ts';
import { type Condition, questionColumn } from '#analytics/query-spec.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type BothEngines, bothEngines } from './clickhouse-beside.ts';
import {
  everyCondition,
  expectSame,
  isoDay,
  randomCondition,
  randomDay,
  safeJson,
} from './clickhouse-fixtures.ts';
import type { ClickHouseProcess } from './clickhouse-process.ts';

/*
 * The lists of the analytics module on ClickHouse (chDB) against DuckDB, over the same wide
 * table as clickhouse-query.test.ts: keyset pages (comment and interview lists, id checks)
 * walked page by page along nextCursor to their end, and export pages likewise. Each page is
 * compared as the engines return it and as `readPage` / `readExportRows` read it; a walk's rows
 * are also compared with the whole list read at once, so that a page boundary that loses or
 * repeats a row (a tie broken otherwise) fails even where both engines agree.
 */

type Content = PageRequest['content'];

/** A page as compared: its maps as lists of entries (a Map shows no keys to the comparison). */
const comparableRows = (rows: readonly PageRow[]) =>
  rows.map((r) => ({ ...r, texts: [...r.texts], tags: [...r.tags] }));
const comparablePage = (page: Page) => ({ nextCursor: page.nextCursor, rows: comparableRows(page.rows) });
const comparableExport = (rows: readonly ExportRow[]) =>
  rows.map((r) => ({ ...r, values: [...r.values], texts: [...r.texts] }));

/** The longest list read at once: keyset-page.ts's and export-page.ts's largest page. */
const WHOLE = 5000;

describe('ClickHouse (chDB) gives every list page and export page as DuckDB does', () => {
  let survey: SurveyModel;
  let types: ColumnTypes;
  let duck: Duck;
  let clickhouse: ClickHouseProcess;
  let wide: ReadModelRow[];
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;

  let engines: BothEngines | undefined;

  beforeAll(async () => {
    // a language for the comments of the invitees who answered (the demo's contacts have none),
    // so that the `language` option reads a column that is not all NULL
    engines = await bothEngines(async (app, demo) => {
      await sql`UPDATE contacts SET locale = (ARRAY['en', 'fi', 'sv'])[1 + id % 3]
        WHERE universe_id = ${demo.universeId} AND interview_id IS NOT NULL`.execute(app.database.db);
    });
    ({ survey, types, duck, clickhouse, wide } = engines);
  });
  afterAll(() => engines?.close());

  /** Both directions by time, and both by a question many interviews left unanswered. */
  const orders = (): PageOrder[] => [
    { by: 'time', direction: 'asc' },
    { by: 'time', direction: 'desc' },
    ...['nps', 'visit'].flatMap((name) =>
      (['asc', 'desc'] as const).map((direction) => ({
        by: 'question' as const,
        questionId: q(name),
        direction,
      })),
    ),
  ];

  /** No content, the comment alone, and each option with it; a score without texts; everything. */
  const contents = (): Content[] => {
    const texts = [q('comment')];
    return [
      undefined,
      { texts, score: null },
      { texts, score: q('nps') },
      { texts: [], score: q('sat_overall') },
      { texts, score: null, language: true },
      { texts, score: null, tagged: true },
      { texts, score: null, tags: true },
      { texts, score: q('nps'), language: true, tagged: true, tags: true },
    ];
  };

  /** One page on both engines, compared raw and as `readPage` reads it (its cursor too): DuckDB's page. */
  const pageOnBoth = async (request: PageRequest, after: PageKey | null, fromDay: string | null) => {
    const onDuck = compilePage(survey, types, request, after, fromDay);
    const duckRows = await duck.rows(onDuck.sql, onDuck.params);
    const chRows = await clickhouse.rows(compileClickHousePage(survey, types, request, after, fromDay));
    const what = safeJson({ request, after, fromDay });
    expectSame(chRows, duckRows, what);
    const page = readPage(duckRows, request);
    expectSame(comparablePage(readPage(chRows, request)), comparablePage(page), what);
    return page;
  };

  /**
   * A list walked as a client walks it, each page after the previous one's nextCursor; its rows
   * are then compared with the whole list read as one page.
   */
  const walk = async (request: PageRequest, fromDay: string | null = null): Promise<PageRow[]> => {
    const rows: PageRow[] = [];
    let after: PageKey | null = null;
    for (;;) {
      const page = await pageOnBoth(request, after, fromDay);
      rows.push(...page.rows);
      if (!page.nextCursor) break;
      after = decodePageCursor(page.nextCursor, request.order);
    }
    const whole = await pageOnBoth({ ...request, limit: WHOLE }, null, fromDay);
    expect(whole.nextCursor).toBeNull();
    expectSame(comparableRows(rows), comparableRows(whole.rows), `walked ${safeJson(request)}`);
    return rows;
  };

  /** One export page on both engines, compared raw and as `readExportRows` reads it: DuckDB's rows. */
  const exportOnBoth = async (where: Condition[], after: ExportKey | null, limit: number) => {
    const onDuck = compileExportPage(survey, types, where, after, limit);
    const duckRows = await duck.rows(onDuck.sql, onDuck.params);
    const chRows = await clickhouse.rows(compileClickHouseExportPage(survey, types, where, after, limit));
    const what = safeJson({ where, after, limit });
    expectSame(chRows, duckRows, what);
    const rows = readExportRows(survey, duckRows);
    expectSame(comparableExport(readExportRows(survey, chRows)), comparableExport(rows), what);
    return rows;
  };

  /** An export walked as the interviews workbook walks it: after the last row, until a page is empty. */
  const walkExport = async (where: Condition[], limit: number): Promise<ExportRow[]> => {
    const rows: ExportRow[] = [];
    let after: ExportKey | null = null;
    for (;;) {
      const page = await exportOnBoth(where, after, limit);
      const last = page.at(-1);
      if (!last) break;
      rows.push(...page);
      after = { ts: last.ts, id: last.id };
    }
    const whole = await exportOnBoth(where, null, WHOLE);
    expectSame(comparableExport(rows), comparableExport(whole), `walked export ${safeJson(where)}`);
    return rows;
  };

  /** The ids of the interviews of the timestamps most interviews share: ties at every boundary. */
  const tiedIds = () => {
    const byTs = new Map<number, number[]>();
    for (const r of wide) byTs.set(Number(r.ts), [...(byTs.get(Number(r.ts)) ?? []), Number(r.id)]);
    const groups = [...byTs.values()].filter((ids) => ids.length > 1).sort((a, b) => b.length - a.length);
    return groups.slice(0, 3).flat();
  };

  it('walks every order to its end, with and without each content option', async () => {
    for (const order of orders())
      for (const content of contents()) {
        const rows = await walk({ where: [], order, limit: 997, content });
        expect(rows.length).toBe(wide.length);
        if (content?.tags && content.tagged && content.language) {
          // what the rows hold, so that the comparisons are not of empty or full columns
          expect(rows.filter((r) => r.tagged).length).toBeGreaterThan(100);
          expect(
            rows.filter((r) => [...r.tags.values()].some((tag) => tag.topics.length > 0)).length,
          ).toBeGreaterThan(100);
          expect(rows.filter((r) => r.lang !== null).length).toBeGreaterThan(20);
          expect(rows.filter((r) => r.score === null).length).toBeGreaterThan(1000);
          expect(new Set(rows.map((r) => r.unitId)).size).toBeGreaterThan(3);
        }
        if (order.by === 'question') {
          const unanswered = rows.filter((r) => r.value === null).length;
          expect(unanswered).toBeGreaterThan(500);
          // unanswered last, whatever the direction
          expect(rows.slice(-unanswered).every((r) => r.value === null)).toBe(true);
        }
      }
  }, 300_000);

  it('walks the lists of a condition of every kind, in every order', async () => {
    let nonEmpty = 0;
    const options = contents();
    for (const [i, where] of everyCondition(survey, wide).entries())
      for (const [j, order] of orders().entries()) {
        const rows = await walk({ where, order, limit: 1500, content: options[(i + j) % options.length] });
        if (rows.length > 0) nonEmpty++;
      }
    expect(nonEmpty).toBeGreaterThan(30 * orders().length);
  }, 600_000);

  it('breaks ties by id at every page boundary as DuckDB does, in pages of one and three rows', async () => {
    const ids = tiedIds();
    expect(ids.length).toBeGreaterThan(20);
    for (const order of orders())
      for (const limit of [1, 3]) {
        const rows = await walk({
          where: [{ kind: 'ids', ids }],
          order,
          limit,
          content: { texts: [q('comment')], score: null },
        });
        expect(rows.length).toBe(ids.length);
      }
  }, 300_000);

  it('limits a page to the days since fromDay, and pages newest first as Analytics does', async () => {
    const region = [...survey.organisation.unitsById.values()].find((u) => u.level === 2)!;
    const everything = contents().at(-1);
    const days = [isoDay(-31), isoDay(-400), '1970-01-03', '2100-06-30', '1000-01-01', '9999-12-31'];
    for (const fromDay of days)
      for (const where of [[], [{ kind: 'unit', level: 2, unitId: region.id }]] as Condition[][])
        await walk(
          { where, order: { by: 'time', direction: 'desc' }, limit: 499, content: everything },
          fromDay,
        );
    for (const order of orders()) await walk({ where: [], order, limit: 499 }, isoDay(-60));

    // Analytics.page newest first: the month before the page's start when it fills the page,
    // else everything (analytics.ts); the start is the last day, then the cursor's day
    const lastDay = Math.floor(Math.max(...wide.map((r) => Number(r.ts))) / 86_400);
    const dayIso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    const request: PageRequest = { where: [], order: { by: 'time', direction: 'desc' }, limit: 100 };
    let after: PageKey | null = null;
    let windowed = 0;
    const rows: PageRow[] = [];
    for (;;) {
      const start = after ? Math.floor(after.ts / 86_400) : lastDay;
      let page = await pageOnBoth(request, after, dayIso(start - 31));
      if (page.nextCursor) windowed++;
      else page = await pageOnBoth(request, after, null);
      rows.push(...page.rows);
      if (!page.nextCursor) break;
      after = decodePageCursor(page.nextCursor, request.order);
    }
    expect(rows.length).toBe(wide.length);
    expect(windowed).toBeGreaterThan(10);
  }, 300_000);

  it('checks a set of ids against the filters as Analytics.passing does: one page of them', async () => {
    const ids = [...wide.filter((_, i) => i % 9 === 4).map((r) => Number(r.id)), 0, 9_007_199_254_740_991];
    const region = [...survey.organisation.unitsById.values()].find((u) => u.level === 2)!;
    const filters: Condition[][] = [
      [],
      [{ kind: 'unit', level: 2, unitId: region.id }],
      [{ kind: 'hasText', questionIds: [q('comment')] }],
      [{ kind: 'values', questionId: q('channel'), values: [2] }],
      [{ kind: 'dateRange', from: isoDay(-90), to: isoDay(1) }],
    ];
    for (const where of filters) {
      const page = await pageOnBoth(
        {
          where: [...where, { kind: 'ids', ids }],
          order: { by: 'time', direction: 'desc' },
          limit: ids.length,
        },
        null,
        null,
      );
      expect(page.nextCursor).toBeNull();
      expect(page.rows.length).toBeGreaterThan(where.length === 0 ? 400 : 10);
    }
  });

  it('gives an empty list alike: no rows, no cursor, before and after a cursor', async () => {
    const none: Condition[][] = [
      [{ kind: 'ids', ids: [] }],
      [{ kind: 'dateCompare', op: '>', date: '9999-12-31' }],
      [{ kind: 'unit', level: 2, unitId: 2_147_483_647 }],
    ];
    for (const order of orders()) {
      for (const where of none) {
        const page = await pageOnBoth({ where, order, limit: 10, content: contents().at(-1) }, null, null);
        expect(page).toEqual({ rows: [], nextCursor: null });
      }
      // after the list's last row
      const [last] = (await pageOnBoth({ where: [], order, limit: WHOLE }, null, null)).rows.slice(-1);
      const page = await pageOnBoth({ where: [], order, limit: 10 }, last, null);
      expect(page).toEqual({ rows: [], nextCursor: null });
    }
    for (const where of none) expect(await exportOnBoth(where, null, 10)).toEqual([]);
  });

  it('walks exports to their end, with and without conditions, in pages of one row at ties', async () => {
    expect((await walkExport([], 997)).length).toBe(wide.length);
    let nonEmpty = 0;
    for (const where of everyCondition(survey, wide))
      if ((await walkExport(where, 2000)).length > 0) nonEmpty++;
    expect(nonEmpty).toBeGreaterThan(30);
    const ids = tiedIds();
    expect((await walkExport([{ kind: 'ids', ids }], 1)).length).toBe(ids.length);
  }, 300_000);

  /** A row's place in an order, as its cursor holds it. */
  const keyOf = (row: ReadModelRow, order: PageOrder): PageKey => {
    const answer = order.by === 'question' ? row[questionColumn(order.questionId)] : null;
    return { id: Number(row.id), ts: Number(row.ts), value: answer === null ? null : Number(answer) };
  };

  /** A key to page after: a row's, or one anywhere (between rows, beyond them, of no answer given). */
  const randomKey = (order: PageOrder): fc.Arbitrary<PageKey> => {
    const value: fc.Arbitrary<number | null> =
      order.by === 'question'
        ? fc.option(fc.integer({ min: -3, max: 13 }), { nil: null })
        : fc.constant(null);
    return fc.oneof(
      fc.constantFrom(...wide).map((row) => keyOf(row, order)),
      fc.record({
        id: fc.integer({ min: 0, max: Number(wide.at(-1)!.id) + 2 }),
        ts: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        value,
      }),
    );
  };

  it('gives the same pages for random conditions, orders, sizes, contents, cursors and windows', async () => {
    const request = fc
      .record({
        where: fc.array(randomCondition(survey, wide), { maxLength: 3 }),
        order: fc.constantFrom(...orders()),
        limit: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 400 })),
        content: fc.constantFrom(...contents()),
      })
      .chain((r) =>
        fc.record({
          request: fc.constant<PageRequest>(r),
          after: fc.option(randomKey(r.order), { nil: null }),
          fromDay: fc.option(randomDay, { nil: null }),
        }),
      );
    let withRows = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ request, after, fromDay }) => {
        // the first page and up to two more along the cursor
        let key = after;
        for (let n = 0; n < 3; n++) {
          const page = await pageOnBoth(request, key, fromDay);
          if (page.rows.length > 0 && n === 0) withRows++;
          if (!page.nextCursor) break;
          key = decodePageCursor(page.nextCursor, request.order);
        }
      }),
      { numRuns: 200 },
    );
    expect(withRows).toBeGreaterThan(50);
  }, 300_000);

  it('gives the same export pages for random conditions, sizes and keys', async () => {
    const time: PageOrder = { by: 'time', direction: 'desc' };
    const page = fc.record({
      where: fc.array(randomCondition(survey, wide), { maxLength: 3 }),
      after: fc.option(
        randomKey(time).map(({ ts, id }) => ({ ts, id })),
        { nil: null },
      ),
      limit: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 600 })),
    });
    let withRows = 0;
    await fc.assert(
      fc.asyncProperty(page, async ({ where, after, limit }) => {
        const rows = await exportOnBoth(where, after, limit);
        if (rows.length > 0) withRows++;
        const last = rows.at(-1);
        if (rows.length === limit && last) await exportOnBoth(where, { ts: last.ts, id: last.id }, limit);
      }),
      { numRuns: 120 },
    );
    expect(withRows).toBeGreaterThan(30);
  }, 300_000);

  it('binds every value: text from a request never reaches the statement of a page or an export', async () => {
    const search = "') OR 1=1 -- {p1:String} \\' //";
    const where: Condition[] = [
      { kind: 'textSearch', questionIds: [q('comment')], search },
      { kind: 'text', questionId: q('comment'), include: [search], exclude: [] },
    ];
    const request: PageRequest = { where, order: { by: 'time', direction: 'desc' }, limit: 10 };
    const page = compileClickHousePage(survey, types, request, null, null);
    const exported = compileClickHouseExportPage(survey, types, where, null, 10);
    for (const { sql, params } of [page, exported]) {
      expect(sql).not.toContain('OR 1=1');
      expect(Object.values(params)).toContain(search);
    }
    expect((await pageOnBoth(request, null, null)).rows).toEqual([]);
    expect(await exportOnBoth(where, null, 10)).toEqual([]);
  });
});
