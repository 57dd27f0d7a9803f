import { describe, expect, it } from 'vitest';
import type { ColumnTypes } from '../compile-query.ts';
import type { QuerySpec } from '../query-spec.ts';
import type { RollupInfo } from '../rollup-columns.ts';
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

describe('compileClickHouseQuery on the rollups', () => {
  const nps = { kind: 'nps', questionId: 1, as: 'nps' } as const;
  // q1 counted per value 0..10, q2 a scale too wide to count each, q3 five values
  const rollups: RollupInfo = {
    table: 'survey_7_rollup',
    monthTable: 'survey_7_rollup_month',
    questions: new Map([
      [1, Array.from({ length: 11 }, (_, i) => i)],
      [2, null],
      [3, [1, 2, 3, 4, 5]],
    ]),
  };
  const from = (sql: string) => /FROM (survey_7\w*)/.exec(sql)?.[1];

  it('answers units and dates from the daily rollup, whole months from the monthly one, its rows of zeros left out', () => {
    const daily = compileClickHouseQuery(
      spec({
        where: [
          { kind: 'unit', level: 2, unitId: 42 },
          { kind: 'dateRange', from: '2026-01-03', to: '2026-02-01' },
        ],
        measures: [nps, { kind: 'mean', questionId: 2, as: 'mean' }],
        groupBy: { kind: 'unitLevel', level: 3 },
      }),
      types,
      rollups,
    );
    expect(from(daily.sql)).toBe('survey_7_rollup');
    // the plain rollup's rows of the table (cq 0)
    expect(daily.sql).toMatch(/WHERE cq = 0 AND n > 0 AND \(u2 = \{p0:Int32\}\) AND \(d >= .*\) GROUP BY g/);
    // promoters and detractors from the counts of 9 and 10, and of 0..6
    expect(daily.sql).toContain('toInt64(sum(h1_9 + h1_10))');
    expect(daily.sql).toContain('toInt64(sum(h1_0 + h1_1 + h1_2 + h1_3 + h1_4 + h1_5 + h1_6))');
    const monthly = compileClickHouseQuery(
      spec({
        where: [{ kind: 'dateRange', from: '2026-01-01', to: '2026-03-01' }],
        measures: [nps],
        groupBy: { kind: 'time', bucket: 'month' },
      }),
      types,
      rollups,
    );
    expect(from(monthly.sql)).toBe('survey_7_rollup_month');
  });

  it('reads the wide table for what the rollups do not hold, and without them', () => {
    const wide = [
      spec({ where: [{ kind: 'values', questionId: 1, values: [9, 10] }], measures: [nps] }),
      // a share of a question without counts per value (a wide scale, or answers outside it)
      spec({ measures: [{ kind: 'countIn', questionId: 2, min: 0, max: 5, as: 'n' }] }),
      spec({ measures: [{ kind: 'corr', questionA: 1, questionB: 2, as: 'r' }] }),
      spec({ measures: [{ kind: 'sentiment', as: 's' }] }),
      spec({ groupBy: { kind: 'topic' } }),
    ];
    for (const s of wide) expect(from(compileClickHouseQuery(s, types, rollups).sql)).toBe('survey_7');
    // its count and mean are still sums
    expect(
      from(
        compileClickHouseQuery(spec({ measures: [{ kind: 'mean', questionId: 2, as: 'm' }] }), types, rollups)
          .sql,
      ),
    ).toBe('survey_7_rollup_month');
    expect(from(compileClickHouseQuery(spec({ measures: [nps] }), types).sql)).toBe('survey_7');
  });

  it('counts each answer of a question from its counts per value, no answer as NULL', () => {
    const { sql } = compileClickHouseQuery(
      spec({ groupBy: { kind: 'question', questionId: 3 } }),
      types,
      rollups,
    );
    expect(sql).toContain('arrayJoin([(CAST(1 AS Nullable(Int32)), k0), ');
    expect(sql).toContain('(CAST(5 AS Nullable(Int32)), k4), (NULL, k_null)])');
    expect(sql).toContain('toInt64(sum(n)) - toInt64(sum(c3)) AS k_null');
    expect(sql).toMatch(/WHERE kv\.2 > 0 ORDER BY g$/);
  });

  it('finds the first and last day on the rollup among days that still have interviews', () => {
    const { sql } = compileClickHouseQuery(
      spec({ where: [{ kind: 'tableDate', mode: 'last' }] }),
      types,
      rollups,
    );
    expect(sql).toContain('d = (SELECT max(d) FROM survey_7_rollup WHERE cq = 0 AND n > 0)');
  });

  it('reads a choice question’s rollup from the same tables, its rows told apart by cq', () => {
    const withChoice: RollupInfo = {
      ...rollups,
      choices: new Map([[3, { table: 'survey_7_rollup_q3', monthTable: 'survey_7_rollup_month_q3' }]]),
    };
    const filtered = (from: string) =>
      compileClickHouseQuery(
        spec({
          where: [
            { kind: 'values', questionId: 3, values: [2] },
            { kind: 'dateRange', from, to: '2026-03-01' },
          ],
          groupBy: { kind: 'question', questionId: 3 },
        }),
        types,
        withChoice,
      ).sql;
    // grouped by its answer, a column of its rows
    expect(filtered('2026-01-01')).toMatch(
      /^SELECT q3 AS g, toInt32\(sum\(n\)\) AS m0 FROM survey_7_rollup_month WHERE cq = 3 AND n > 0 AND /,
    );
    expect(filtered('2026-01-05')).toMatch(/FROM survey_7_rollup WHERE cq = 3 AND n > 0 AND /);
  });

  it('makes a rollup a replacing table by its version, keyed by day and unit path (NULL allowed)', () => {
    const rollup: ClickHouseTable = {
      name: 'survey_7_rollup',
      universeId: 1,
      surveyId: 7,
      columns: [
        { name: 'universe', type: 'UInt32' },
        { name: 'survey', type: 'UInt32' },
        { name: 'd', type: 'Date' },
        { name: 'u1', type: 'Nullable(Int32)' },
        { name: 'n', type: 'UInt64' },
        { name: 'h1_0', type: 'UInt64' },
      ],
      orderBy: ['universe', 'survey', 'd', 'u1'],
      replacing: false,
      rollup: true,
    };
    expect(() => createTableSql(rollup)).toThrow('no version');
    rollup.columns.push({ name: 'version', type: 'UInt64' });
    expect(createTableSql(rollup)).toBe(
      'CREATE TABLE survey_7_rollup (universe UInt32, survey UInt32, d Date, u1 Nullable(Int32), n UInt64, ' +
        'h1_0 UInt64, version UInt64) ENGINE = ReplacingMergeTree(version) ' +
        'ORDER BY (universe, survey, d, u1) SETTINGS allow_nullable_key = 1',
    );
  });
});
