import { describe, expect, it } from 'vitest';
import { surveyFixture } from '../../../test/fixtures/survey-fixture.ts';
import { columnTypes } from '../compile-query.ts';
import type { PageKey, PageOrder, PageRequest } from '../keyset-page.ts';
import { compileClickHousePage } from './compile-clickhouse-page.ts';

// all > north > s1, all > south > s2; q10 nps (UInt8), q11 channel, x12 comment. What the
// differential test (test/clickhouse-pages.test.ts) cannot see: the statement and its parameters.
const survey = surveyFixture();
const types = columnTypes(survey);
const page = (request: Partial<PageRequest>, after: PageKey | null = null, fromDay: string | null = null) =>
  compileClickHousePage(
    survey,
    types,
    { where: [], order: { by: 'time', direction: 'desc' }, limit: 20, ...request },
    after,
    fromDay,
  );

describe('compileClickHousePage', () => {
  it('binds every value as a typed parameter; request text never reaches the SQL', () => {
    const text = "x') OR 1=1 -- {p9:String} //";
    const { sql, params } = page(
      {
        where: [
          { kind: 'unit', level: 2, unitId: 42 },
          { kind: 'textSearch', questionIds: [12], search: text },
          { kind: 'ids', ids: [5, 6] },
        ],
        order: { by: 'question', questionId: 10, direction: 'desc' },
        content: { texts: [12], score: 10, language: true, tagged: true, tags: true },
      },
      { id: 5, ts: 1_700_000_000, value: 9 },
      '2026-01-01',
    );
    expect(sql).toBe(
      'SELECT id, ts, toInt64(q10) AS k, coalesce(u3, u2, u1) AS unit, x12, q10 AS score, lang, ' +
        'toBool(notEmpty(topics)) AS tagged, xt12, xs12 FROM survey_1 ' +
        'WHERE (u2 = {p0:Int32}) AND ((positionUTF8(lowerUTF8(x12), lowerUTF8({p1:String})) > 0)) ' +
        'AND (id IN (SELECT arrayJoin({p2:Array(Int64)}))) ' +
        'AND (isNull(q10), {p4:Int64}, {p5:UInt32}, {p6:Int64}) > ({p3:UInt8}, ifNull(toInt64(q10), 0), ts, id) ' +
        'AND d >= {p7:Date32} ' +
        'ORDER BY isNull(q10), ifNull(toInt64(q10), 0) DESC, ts DESC, id DESC LIMIT {p8:UInt32}',
    );
    expect(params).toEqual({
      p0: 42,
      p1: text,
      p2: [5, 6],
      p3: 0,
      p4: 9,
      p5: 1_700_000_000,
      p6: 5,
      p7: '2026-01-01',
      p8: 21,
    });
  });

  it('gives one statement whatever the search and the ids: they are bound', () => {
    const searching = (search: string, ids: number[]) =>
      page({
        where: [
          { kind: 'textSearch', questionIds: [12], search },
          { kind: 'ids', ids },
        ],
      });
    const first = searching('slow', [1, 2]);
    const second = searching("it's 50% _off_ '; DROP TABLE survey_1", [7, 8, 9]);
    expect(second.sql).toBe(first.sql);
    expect(second.sql).not.toMatch(/it's|DROP/);
    expect(second.params).not.toEqual(first.params);
  });

  it('pages by time in either direction, ties by id in the same direction', () => {
    const after = { id: 7, ts: 100, value: null };
    expect(page({ order: { by: 'time', direction: 'asc' } }, after).sql).toBe(
      'SELECT id, ts FROM survey_1 WHERE (ts, id) > ({p0:UInt32}, {p1:Int64}) ORDER BY ts, id LIMIT {p2:UInt32}',
    );
    expect(page({}, after)).toEqual({
      sql: 'SELECT id, ts FROM survey_1 WHERE ({p0:UInt32}, {p1:Int64}) > (ts, id) ORDER BY ts DESC, id DESC LIMIT {p2:UInt32}',
      params: { p0: 100, p1: 7, p2: 21 },
    });
    expect(page({}).sql).toBe('SELECT id, ts FROM survey_1 ORDER BY ts DESC, id DESC LIMIT {p0:UInt32}');
  });

  it('pages by a question answered first, after an unanswered key as after an answered one', () => {
    const { sql, params } = page(
      { order: { by: 'question', questionId: 10, direction: 'asc' } },
      { id: 3, ts: 50, value: null },
    );
    expect(sql).toBe(
      'SELECT id, ts, toInt64(q10) AS k FROM survey_1 ' +
        'WHERE (isNull(q10), ifNull(toInt64(q10), 0), {p2:UInt32}, {p3:Int64}) > ({p0:UInt8}, {p1:Int64}, ts, id) ' +
        'ORDER BY isNull(q10), ifNull(toInt64(q10), 0), ts DESC, id DESC LIMIT {p4:UInt32}',
    );
    expect(params).toEqual({ p0: 1, p1: 0, p2: 50, p3: 3, p4: 21 });
  });

  it('writes no `//` or `--` (comments in ClickHouse) in any order', () => {
    const orders: PageOrder[] = [
      { by: 'time', direction: 'asc' },
      { by: 'time', direction: 'desc' },
      { by: 'question', questionId: 10, direction: 'asc' },
      { by: 'question', questionId: 11, direction: 'desc' },
    ];
    for (const order of orders) {
      const { sql } = page(
        { order, content: { texts: [12], score: 10, language: true, tagged: true, tags: true } },
        { id: 1, ts: 1, value: -5 },
        '2026-01-01',
      );
      expect(sql).not.toMatch(/\/\/|--/);
    }
  });

  it('refuses a page size, a key or a day that does not fit (ClickHouse would wrap it around)', () => {
    for (const limit of [0, 5001, 2.5]) expect(() => page({ limit })).toThrow('Not a page size');
    expect(() => page({}, { id: 1, ts: 2 ** 32, value: null })).toThrow('Not a UInt32');
    expect(() => page({}, { id: 2 ** 53, ts: 1, value: null })).toThrow('Not a Int64');
    expect(() => page({}, { id: -1.5, ts: 1, value: null })).toThrow('Not a Int64');
    expect(() => page({}, null, '2026-02-30')).toThrow('Not an ISO date');
    expect(() => page({ where: [{ kind: 'values', questionId: 99, values: [1] }] })).toThrow(
      'Not a number or choice question',
    );
  });

  it('clamps the window’s first day to Date32’s range, where it still falls before every row', () => {
    expect(page({}, null, '1000-01-01').params).toEqual({ p0: '1900-01-01', p1: 21 });
  });
});
