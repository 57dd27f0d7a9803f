import { describe, expect, it } from 'vitest';
import type { ColumnTypes } from '../compile-query.ts';
import type { QuerySpec } from '../query-spec.ts';
import { compileClickHouseQuery } from './compile-clickhouse-query.ts';
import { type ClickHouseTable, createTableSql, VERSION_COLUMNS } from './wide-table.ts';

// q1 0..10 (UInt8), q2 -100..100 (Int16), q3 beyond (Int32); what the differential test
// (test/clickhouse-query.test.ts) cannot see: the statement's text and its parameters.
const types: ColumnTypes = new Map([
  [1, 'UTINYINT'],
  [2, 'SMALLINT'],
  [3, 'INTEGER'],
]);
const spec = (over: Partial<QuerySpec>): QuerySpec => ({
  surveyId: 7,
  where: [],
  measures: [{ kind: 'count', as: 'n' }],
  ...over,
});

describe('compileClickHouseQuery', () => {
  it('binds every value as a typed parameter; request text never reaches the SQL', () => {
    const text = "x') OR 1=1 -- {p9:String} //";
    const { sql, params } = compileClickHouseQuery(
      spec({
        where: [
          { kind: 'unit', level: 2, unitId: 42 },
          { kind: 'textSearch', questionIds: [9], search: text },
          { kind: 'ids', ids: [5, 6] },
          { kind: 'dateRange', from: '2026-01-01', to: '2026-02-01' },
        ],
        splitSince: '2026-01-15',
      }),
      types,
    );
    expect(sql).toBe(
      'SELECT toInt32(d >= {p0:Date32}) AS s, toInt32(count()) AS m0 FROM survey_7 ' +
        'WHERE (u2 = {p1:Int32}) AND ((positionUTF8(lowerUTF8(x9), lowerUTF8({p2:String})) > 0)) ' +
        'AND (id IN (SELECT arrayJoin({p3:Array(Int64)}))) AND (d >= {p4:Date32} AND d < {p5:Date32}) ' +
        'GROUP BY s ORDER BY s',
    );
    expect(params).toEqual({
      p0: '2026-01-15',
      p1: 42,
      p2: text,
      p3: [5, 6],
      p4: '2026-01-01',
      p5: '2026-02-01',
    });
  });

  it('writes no `//` (a comment in ClickHouse) for any time bucket', () => {
    for (const bucket of ['day', 'week', 'month', 'quarter'] as const) {
      const { sql } = compileClickHouseQuery(spec({ groupBy: { kind: 'time', bucket } }), types);
      expect(sql).not.toMatch(/\/\/|--/);
      expect(sql).toMatch(/^SELECT toString\(.*\) AS g, \* EXCEPT \(k\) FROM \(SELECT .* AS k, /);
    }
  });

  it('binds values in the column’s type, leaving out those it cannot hold', () => {
    const values = compileClickHouseQuery(
      spec({ where: [{ kind: 'values', questionId: 1, values: [3, 300, -1, 3] }] }),
      types,
    );
    expect(values.sql).toContain('q1 IN ({p0:UInt8})');
    expect(values.params).toEqual({ p0: 3 });
    const none = compileClickHouseQuery(
      spec({ where: [{ kind: 'values', questionId: 2, values: [40_000], exclude: true }] }),
      types,
    );
    expect(none.sql).toContain('WHERE (true)');
    const range = compileClickHouseQuery(
      spec({ where: [{ kind: 'range', questionId: 2, from: -1e9, to: 2.5 }] }),
      types,
    );
    expect(range.sql).toContain('q2 BETWEEN {p0:Int16} AND {p1:Int16}');
    expect(range.params).toEqual({ p0: -32_768, p1: 2 });
  });

  it('refuses values that do not fit (ClickHouse would wrap them around) and unknown questions', () => {
    const where = (c: QuerySpec['where'][number]) => () =>
      compileClickHouseQuery(spec({ where: [c] }), types);
    expect(where({ kind: 'unit', level: 1, unitId: 2 ** 31 })).toThrow('Not a Int32');
    expect(where({ kind: 'ids', ids: [2 ** 53] })).toThrow('Not an id');
    expect(where({ kind: 'dateCompare', op: '<', date: '2026-02-30' })).toThrow('Not an ISO date');
    expect(where({ kind: 'values', questionId: 99, values: [1] })).toThrow('Not a number or choice question');
    expect(where({ kind: 'unit', level: -1, unitId: 1 })).toThrow('Not an id');
  });

  it('clamps dates to Date32’s range, where they still fall before or after every row', () => {
    const { params } = compileClickHouseQuery(
      spec({ where: [{ kind: 'dateRange', from: '1000-01-01', to: '9999-12-31' }] }),
      types,
    );
    expect(params).toEqual({ p0: '1900-01-01', p1: '2299-12-31' });
  });

  it('refuses totals that do not add up over groups, as compileQuery does', () => {
    expect(() =>
      compileClickHouseQuery(spec({ groupBy: { kind: 'time', bucket: 'day' }, totals: true }), types),
    ).toThrow('Totals need a unit or question grouping');
    expect(() =>
      compileClickHouseQuery(
        spec({
          measures: [{ kind: 'corr', questionA: 1, questionB: 2, as: 'r' }],
          groupBy: { kind: 'unitLevel', level: 2 },
          totals: true,
        }),
        types,
      ),
    ).toThrow('does not add up');
  });
});

describe('createTableSql', () => {
  const table: ClickHouseTable = {
    name: 'survey_7',
    universeId: 1,
    surveyId: 7,
    columns: [
      { name: 'universe', type: 'UInt32' },
      { name: 'survey', type: 'UInt32' },
      { name: 'id', type: 'Int64' },
      { name: 'd', type: 'Date' },
      { name: 'q1', type: 'Nullable(UInt8)' },
    ],
    orderBy: ['universe', 'survey', 'd', 'id'],
    replacing: false,
  };

  it('sorts by universe and survey first, then date and id', () => {
    expect(createTableSql(table)).toBe(
      'CREATE TABLE survey_7 (universe UInt32, survey UInt32, id Int64, d Date, q1 Nullable(UInt8)) ' +
        'ENGINE = MergeTree ORDER BY (universe, survey, d, id)',
    );
  });

  it('refuses a name or type that is not one', () => {
    expect(() => createTableSql({ ...table, name: 'x; DROP TABLE y' })).toThrow('Not a table');
    expect(() =>
      createTableSql({ ...table, columns: [...table.columns, { name: 'q2', type: "String DEFAULT 'x'" }] }),
    ).toThrow('Not a column');
    expect(() => createTableSql({ ...table, orderBy: ['nowhere'] })).toThrow('Not a sort key');
  });

  it('keeps the latest copy of a row in a replacing table, which needs its version columns and indexes its ids', () => {
    expect(() => createTableSql({ ...table, replacing: true })).toThrow('no version columns');
    const replacing = { ...table, columns: [...table.columns, ...VERSION_COLUMNS], replacing: true };
    expect(createTableSql(replacing)).toBe(
      'CREATE TABLE survey_7 (universe UInt32, survey UInt32, id Int64, d Date, q1 Nullable(UInt8), ' +
        'version UInt64, deleted UInt8, INDEX id_range id TYPE minmax GRANULARITY 1) ' +
        'ENGINE = ReplacingMergeTree(version, deleted) ORDER BY (universe, survey, d, id)',
    );
  });
});
