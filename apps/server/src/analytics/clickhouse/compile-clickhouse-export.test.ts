import { describe, expect, it } from 'vitest';
import { surveyFixture } from '../../../test/fixtures/survey-fixture.ts';
import { columnTypes } from '../compile-query.ts';
import { compileClickHouseExportPage } from './compile-clickhouse-export.ts';

// all > north > s1, all > south > s2; q10 nps, q11 channel, x12 comment: every answer a column
const survey = surveyFixture();
const types = columnTypes(survey);

describe('compileClickHouseExportPage', () => {
  it('binds every value as a typed parameter; request text never reaches the SQL', () => {
    const text = "'); DROP TABLE survey_1; -- {p0:Int32} //";
    const { sql, params } = compileClickHouseExportPage(
      survey,
      types,
      [
        { kind: 'unit', level: 2, unitId: 42 },
        { kind: 'text', questionId: 12, include: [text], exclude: [] },
      ],
      { ts: 1_700_000_000, id: 9_007_199_254_740_991 },
      500,
    );
    expect(sql).toBe(
      'SELECT id, ts, coalesce(u3, u2, u1) AS unit, q10, q11, x12 FROM survey_1 ' +
        'WHERE (u2 = {p0:Int32}) AND ((positionUTF8(lowerUTF8(x12), lowerUTF8({p1:String})) > 0)) ' +
        'AND (ts, id) < ({p2:UInt32}, {p3:Int64}) ORDER BY ts DESC, id DESC LIMIT {p4:UInt32}',
    );
    expect(params).toEqual({ p0: 42, p1: text, p2: 1_700_000_000, p3: 9_007_199_254_740_991, p4: 500 });
  });

  it('reads every interview newest first without conditions or a previous page', () => {
    expect(compileClickHouseExportPage(survey, types, [], null, 1)).toEqual({
      sql: 'SELECT id, ts, coalesce(u3, u2, u1) AS unit, q10, q11, x12 FROM survey_1 ORDER BY ts DESC, id DESC LIMIT {p0:UInt32}',
      params: { p0: 1 },
    });
  });

  it('refuses a page size or a key that does not fit (ClickHouse would wrap it around)', () => {
    const exported =
      (after: { ts: number; id: number } | null, limit = 10) =>
      () =>
        compileClickHouseExportPage(survey, types, [], after, limit);
    for (const limit of [0, 5001, 1.5]) expect(exported(null, limit)).toThrow('Not an export page size');
    expect(exported({ ts: -1, id: 1 })).toThrow('Not a UInt32');
    expect(exported({ ts: 1, id: 2 ** 53 })).toThrow('Not a Int64');
  });
});
