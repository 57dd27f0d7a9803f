import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { columnTypes, compileQuery } from './compile-query.ts';
import { Duck } from './duckdb.ts';
import { compilePage, type PageRequest } from './keyset-page.ts';
import { readQueryRows } from './query-rows.ts';
import type { Condition, QuerySpec } from './query-spec.ts';
import type { RollupInfo } from './rollup-columns.ts';

const survey = surveyFixture();
const types = columnTypes(survey);

/** A spec with every kind of condition whose values a request chooses. */
function spec(v: { unit: number; from: string; text: string; channel: number; ids: number[] }): QuerySpec {
  const where: Condition[] = [
    { kind: 'unit', level: 2, unitId: v.unit },
    { kind: 'dateRange', from: v.from, to: '2026-07-01' },
    { kind: 'text', questionId: 12, include: [v.text], exclude: [`${v.text}!`] },
    { kind: 'values', questionId: 11, values: [v.channel] },
    { kind: 'range', questionId: 10, from: v.channel, to: 9.5 },
    { kind: 'monthDay', month: 6, day: v.channel },
    { kind: 'ids', ids: v.ids },
    { kind: 'textSearch', questionIds: [12], search: v.text },
  ];
  return {
    surveyId: survey.id,
    where,
    measures: [{ kind: 'nps', questionId: 10, as: 'v' }],
    groupBy: { kind: 'time', bucket: 'week' },
    splitSince: v.from,
  };
}

describe('compiled statements: request text bound, checked numbers and dates as literals', () => {
  const a = compileQuery(spec({ unit: 2, from: '2026-01-01', text: 'fast', channel: 1, ids: [1, 2] }), types);
  const b = compileQuery(
    spec({ unit: 3, from: '2025-03-04', text: "'); DROP TABLE x;-- 100% _\\", channel: 2, ids: [7, 8, 9] }),
    types,
  );
  const c = compileQuery(
    spec({ unit: 2, from: '2026-01-01', text: "'); DROP TABLE x;-- 100% _\\", channel: 1, ids: [7, 8, 9] }),
    types,
  );

  it('gives the same SQL text for different texts and id lists: they are bound', () => {
    expect(c.sql).toBe(a.sql);
    expect(c.params).not.toEqual(a.params);
  });

  it('keeps request text out of the SQL and binds it; numbers and dates are typed literals', () => {
    for (const value of ['fast', 'DROP TABLE', '100%']) expect(b.sql).not.toContain(value);
    expect(b.params).toContainEqual({ type: 'VARCHAR', value: "'); DROP TABLE x;-- 100% _\\" });
    expect(b.params).toContainEqual({ type: 'BIGINT[]', value: [7, 8, 9] });
    expect(b.sql).toContain("DATE '2025-03-04'");
    // the channel question's column is UTINYINT: compared without a cast, so the filter reaches the scan
    expect(b.sql).toContain('CAST(2 AS UTINYINT)');
    expect(b.sql.match(/\$\d+/g)?.length).toBeGreaterThanOrEqual(b.params.length);
    expect(b.sql).not.toBe(a.sql);
  });

  it('rounds an answer range inwards on the integer column, and an empty range matches nothing', () => {
    const range = (from: number, to: number) =>
      compileQuery(
        {
          surveyId: 1,
          where: [{ kind: 'range', questionId: 10, from, to }],
          measures: [{ kind: 'count', as: 'n' }],
        },
        types,
      );
    expect(range(2.5, 7.9).sql).toContain('BETWEEN CAST(3 AS UTINYINT) AND CAST(7 AS UTINYINT)');
    expect(range(-5, 300).sql).toContain('BETWEEN CAST(0 AS UTINYINT) AND CAST(255 AS UTINYINT)');
    expect(range(7.2, 7.8).sql).toContain('(false)');
  });

  it('refuses values that could only come from a bug', () => {
    const bad = (c: Condition) => () =>
      compileQuery({ surveyId: 1, where: [c], measures: [{ kind: 'count', as: 'n' }] }, types);
    expect(bad({ kind: 'dateRange', from: "2026-01-01' OR 1=1", to: '2026-02-01' })).toThrow();
    expect(bad({ kind: 'dateRange', from: '2026-02-30', to: '2026-03-01' })).toThrow();
    expect(bad({ kind: 'unit', level: 2, unitId: 1.5 })).toThrow();
    expect(bad({ kind: 'unit', level: -1, unitId: 1 })).toThrow();
    expect(bad({ kind: 'ids', ids: [Number.NaN] })).toThrow();
  });

  it('gives one page statement whatever the search (bound); the cursor is a checked literal', () => {
    const page = (search: string, after: { id: number; ts: number; value: number | null }) => {
      const request: PageRequest = {
        where: [{ kind: 'textSearch', questionIds: [12], search }],
        order: { by: 'question', questionId: 10, direction: 'desc' },
        limit: 20,
      };
      return compilePage(survey, types, request, after, null);
    };
    const after = { id: 5, ts: 1_700_000_000, value: 9 };
    const first = page('slow', after);
    const second = page("it's 50% _off_", after);
    expect(second.sql).toBe(first.sql);
    expect(second.params).not.toEqual(first.params);
    expect(second.sql).not.toContain("it's");
    expect(page('slow', { id: 99, ts: 1_800_000_000, value: null }).sql).toContain('1800000000');
  });
});

describe('key-driver inputs: correlations over the interviews that answered every question', () => {
  // nps (q10) and channel (q11) answers; null is no answer
  const rows: Array<[number | null, number | null]> = [
    [9, 1],
    [3, 2],
    [7, 2],
    [10, 1],
    [null, 1],
    [6, null],
    [0, 2],
    [8, 1],
  ];
  const spec: QuerySpec = {
    surveyId: survey.id,
    where: [{ kind: 'answeredAll', questionIds: [10, 11] }],
    measures: [
      { kind: 'count', as: 'n' },
      { kind: 'corr', questionA: 10, questionB: 11, as: 'r' },
    ],
  };
  const rollup: RollupInfo = {
    table: 'survey_1_rollup',
    monthTable: 'survey_1_rollup_month',
    questions: new Map([
      [10, Array.from({ length: 11 }, (_, i) => i)],
      [11, [1, 2]],
    ]),
  };
  let duck: Duck;
  beforeAll(async () => {
    duck = await Duck.open(1);
    await duck.attach('s1');
    const values = rows.map(([a, b]) => `(${a ?? 'NULL'}, ${b ?? 'NULL'})`).join(', ');
    await duck.connection().run(`CREATE TABLE s1.survey_1 (q10 UTINYINT, q11 UTINYINT)`);
    await duck.connection().run(`INSERT INTO s1.survey_1 VALUES ${values}`);
  });
  afterAll(() => duck.close());

  it('compiles to corr() of the two columns, every listed column answered, and no list to all rows', () => {
    const { sql } = compileQuery(spec, types);
    expect(sql).toContain('corr(q10, q11)::DOUBLE AS m1');
    expect(sql).toContain('WHERE ((q10 IS NOT NULL AND q11 IS NOT NULL))');
    const all = compileQuery({ ...spec, where: [{ kind: 'answeredAll', questionIds: [] }] }, types);
    expect(all.sql).toContain('WHERE (true)');
  });

  it('is never read from the rollup: its sums hold no pairs of answers', () => {
    expect(compileQuery(spec, types, rollup).sql).toContain('FROM s1.survey_1 ');
    const counted = { ...spec, measures: [{ kind: 'count', as: 'n' } as const] };
    expect(compileQuery(counted, types, rollup).sql).toContain('FROM s1.survey_1 ');
    const correlated = { ...spec, where: [] };
    expect(compileQuery(correlated, types, rollup).sql).toContain('FROM s1.survey_1 ');
  });

  it('equals the Pearson correlation of the complete rows computed by hand', async () => {
    const complete = rows.filter((r): r is [number, number] => r[0] !== null && r[1] !== null);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const xs = complete.map((r) => r[0]);
    const ys = complete.map((r) => r[1]);
    const [mx, my] = [mean(xs), mean(ys)];
    const cross = complete.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
    const sx = Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0));
    const sy = Math.sqrt(ys.reduce((s, y) => s + (y - my) ** 2, 0));
    const { sql, params } = compileQuery(spec, types);
    const [row] = await duck.rows(sql, params);
    expect(row.m0).toBe(6);
    expect(row.m1).toBeCloseTo(cross / (sx * sy), 12);
  });
});

describe('comment topics: a condition, a grouping and the average sentiment', () => {
  // topics and sentiment of each interview's comment; null: no topic, no comment
  const rows: Array<[string[] | null, number | null, number]> = [
    [['staff', 'prices'], 0.5, 9],
    [['staff'], -0.75, 3],
    [null, 0.25, 8],
    [['parking'], -1, 0],
    [null, null, 10],
  ];
  const rollup: RollupInfo = {
    table: 'survey_1_rollup',
    monthTable: 'survey_1_rollup_month',
    questions: new Map([[10, Array.from({ length: 11 }, (_, i) => i)]]),
  };
  let duck: Duck;
  beforeAll(async () => {
    duck = await Duck.open(1);
    await duck.attach('s1');
    const list = (keys: string[] | null) => (keys ? `[${keys.map((k) => `'${k}'`).join(', ')}]` : 'NULL');
    const values = rows.map(([keys, s, nps]) => `(${list(keys)}, ${s ?? 'NULL'}, ${nps})`).join(', ');
    await duck
      .connection()
      .run('CREATE TABLE s1.survey_1 (topics VARCHAR[], sentiment DOUBLE, q10 UTINYINT)');
    await duck.connection().run(`INSERT INTO s1.survey_1 VALUES ${values}`);
  });
  afterAll(() => duck.close());

  const count = { kind: 'count', as: 'n' } as const;

  it('binds the topic keys, and no key matches nothing', () => {
    const { sql, params } = compileQuery(
      { surveyId: survey.id, where: [{ kind: 'topic', keys: ["staff'--", 'parking'] }], measures: [count] },
      types,
    );
    expect(sql).toContain('list_has_any(topics, [$1, $2])');
    expect(sql).not.toContain('staff');
    expect(params).toEqual([
      { type: 'VARCHAR', value: "staff'--" },
      { type: 'VARCHAR', value: 'parking' },
    ]);
    const none = compileQuery(
      { surveyId: survey.id, where: [{ kind: 'topic', keys: [] }], measures: [count] },
      types,
    );
    expect(none.sql).toContain('WHERE (false)');
  });

  it('counts the interviews that mention any of the topics', async () => {
    const { sql, params } = compileQuery(
      { surveyId: survey.id, where: [{ kind: 'topic', keys: ['prices', 'parking'] }], measures: [count] },
      types,
    );
    const [row] = await duck.rows(sql, params);
    expect(row.m0).toBe(rows.filter(([k]) => k?.includes('prices') || k?.includes('parking')).length);
  });

  it('groups by topic, an interview in each of its topics, with the average sentiment and NPS', async () => {
    const spec: QuerySpec = {
      surveyId: survey.id,
      where: [],
      measures: [count, { kind: 'sentiment', as: 's' }, { kind: 'nps', questionId: 10, as: 'v' }],
      groupBy: { kind: 'topic' },
    };
    const got = readQueryRows(await duck.rows(compileQuery(spec, types).sql), spec);
    const expected = ['parking', 'prices', 'staff'].map((key) => {
      const mine = rows.filter(([k]) => k?.includes(key));
      const scores = mine.map(([, , nps]) => nps);
      return {
        topic: key,
        n: mine.length,
        s: mine.reduce((sum, [, s]) => sum + (s ?? 0), 0) / mine.length,
        v:
          ((scores.filter((x) => x >= 9).length - scores.filter((x) => x <= 6).length) * 100) / scores.length,
      };
    });
    expect(got.map((r) => ({ topic: r.topic, ...r.values }))).toEqual(expected);
    expect(got.every((r) => r.group === null && r.bucket === null)).toBe(true);
  });

  it('is never read from the rollup, which keeps no comment tags', () => {
    const specs: QuerySpec[] = [
      { surveyId: survey.id, where: [{ kind: 'topic', keys: ['staff'] }], measures: [count] },
      { surveyId: survey.id, where: [], measures: [count], groupBy: { kind: 'topic' } },
      { surveyId: survey.id, where: [], measures: [{ kind: 'sentiment', as: 's' }] },
    ];
    for (const spec of specs) expect(compileQuery(spec, types, rollup).sql).toContain('FROM s1.survey_1 ');
    // what the rollup does hold still comes from it
    expect(compileQuery({ surveyId: survey.id, where: [], measures: [count] }, types, rollup).sql).toContain(
      'survey_1_rollup',
    );
  });
});
