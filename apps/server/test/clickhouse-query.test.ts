import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileClickHouseQuery } from '#analytics/clickhouse/compile-clickhouse-query.ts';
import { clickHouseRollupInfo } from '#analytics/clickhouse/rollup-tables.ts';
import type { ClickHouseSurveyTables } from '#analytics/clickhouse/wide-table.ts';
import { type ColumnTypes, compileQuery } from '#analytics/compile-query.ts';
import type { Duck } from '#analytics/duckdb.ts';
import { readQueryRows } from '#analytics/query-rows.ts';
import {
  type Condition,
  type GroupBy,
  type Measure,
  type QuerySpec,
  TOPICS_COLUMN,
} from '#analytics/query-spec.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { type BothEngines, bothEngines } from './clickhouse-beside.ts';
import {
  everyCondition,
  expectSame,
  isoDay,
  randomCondition,
  randomDay,
  SPARSE,
  safeJson,
} from './clickhouse-fixtures.ts';
import type { ClickHouseProcess } from './clickhouse-process.ts';

describe('ClickHouse (chDB) answers every query spec as DuckDB does, over the same wide table', () => {
  let survey: SurveyModel;
  let types: ColumnTypes;
  let duck: Duck;
  let clickhouse: ClickHouseProcess;
  let tables: ClickHouseSurveyTables;
  let wide: ReadModelRow[];
  let campaignRows: ReadModelRow[];
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;

  let engines: BothEngines | undefined;

  beforeAll(async () => {
    engines = await bothEngines();
    ({ survey, types, duck, clickhouse, tables, wide, campaignRows } = engines);
  });
  afterAll(() => engines?.close());

  /** Specs ClickHouse answered from its rollups (rollup-tables.ts). */
  let onRollups = 0;

  /**
   * The rows of a spec on both engines, compared raw and as `readQueryRows` reads them; on
   * ClickHouse from its rollups where they hold the spec, and from the wide table alone.
   */
  const both = async (spec: QuerySpec) => {
    const onDuck = compileQuery(spec, types);
    const duckRows = await duck.rows(onDuck.sql, onDuck.params);
    const what = safeJson(spec);
    for (const rollups of [true, false]) {
      const compiled = compileClickHouseQuery(
        spec,
        types,
        rollups ? clickHouseRollupInfo(survey, new Set()) : null,
      );
      if (rollups && compiled.sql.includes('_rollup')) onRollups++;
      const chRows = await clickhouse.rows(compiled);
      expectSame(chRows, duckRows, `${what}${rollups ? ' (rollups)' : ''}`);
      expectSame(readQueryRows(chRows, spec), readQueryRows(duckRows, spec), what);
    }
    return duckRows;
  };

  it('holds the read model’s rows value for value, columns in DuckDB’s order', async () => {
    const back = await clickhouse.rows({
      sql: `SELECT * EXCEPT (universe, survey, version, deleted) FROM ${tables.wide.name} ORDER BY id`,
      params: {},
    });
    // a comment without a topic: NULL in DuckDB, an empty array in ClickHouse
    const asHeld = wide.map((row) => ({ ...row, [TOPICS_COLUMN]: row[TOPICS_COLUMN] ?? [] }));
    expectSame(back, asHeld, 'wide table');
    const messages = await clickhouse.rows({
      sql: `SELECT * EXCEPT (universe, survey) FROM ${tables.campaign.name} ORDER BY interview_id, campaign_id, days`,
      params: {},
    });
    expectSame(messages, campaignRows, 'campaign table');
    const [keys] = await clickhouse.rows({
      sql: `SELECT DISTINCT universe, survey FROM ${tables.wide.name}`,
      params: {},
    });
    expect(keys).toEqual({ universe: survey.universeId, survey: survey.id });
    // what the rows hold, so that the comparisons below are not of empty or full columns
    expect(wide.length).toBe(3000 + 13 + SPARSE);
    expect(campaignRows.length).toBeGreaterThan(10);
    const share = (column: string) => wide.filter((r) => r[column] === null).length / wide.length;
    for (const name of ['nps', 'visit', 'sat_speed'])
      expect(share(`q${q(name)}`), name).toBeGreaterThan(0.25);
    expect(share(`x${q('comment')}`)).toBeGreaterThan(0.5);
    expect(share(`u${survey.organisation.depth}`)).toBeGreaterThan(0.05);
    expect(wide.filter((r) => Array.isArray(r[TOPICS_COLUMN])).length).toBeGreaterThan(100);
    expect(wide.filter((r) => typeof r.sentiment === 'number').length).toBeGreaterThan(100);
  });

  const measures = (): Measure[] => [
    { kind: 'count', as: 'n' },
    { kind: 'nps', questionId: q('nps'), as: 'nps' },
    { kind: 'mean', questionId: q('sat_staff'), as: 'staff' },
    { kind: 'mean', questionId: q('visit'), as: 'visit' },
    { kind: 'topbox', questionId: q('sat_overall'), scaleMax: 5, as: 'top' },
    { kind: 'answered', questionId: q('sat_speed'), as: 'answered' },
    { kind: 'countIn', questionId: q('nps'), min: 9, max: 10, as: 'promoters' },
    { kind: 'countIn', questionId: q('sat_overall'), min: -3, max: 300, as: 'any' },
    { kind: 'sum', questionId: q('sat_speed'), as: 'sum' },
    { kind: 'sumSquares', questionId: q('nps'), as: 'squares' },
    { kind: 'corr', questionA: q('sat_staff'), questionB: q('sat_speed'), as: 'corr' },
    { kind: 'corr', questionA: q('visit'), questionB: q('sat_speed'), as: 'sparse' },
    { kind: 'sentiment', as: 'sentiment' },
  ];
  const additive = () => measures().filter((m) => m.kind !== 'corr' && m.kind !== 'sentiment');
  const groupings = (): GroupBy[] => [
    ...Array.from({ length: survey.organisation.depth }, (_, i) => ({
      kind: 'unitLevel' as const,
      level: i + 1,
    })),
    ...['channel', 'visit', 'nps', 'sat_speed'].map((name) => ({
      kind: 'question' as const,
      questionId: q(name),
    })),
    ...(['day', 'week', 'month', 'quarter'] as const).map((bucket) => ({ kind: 'time' as const, bucket })),
    { kind: 'topic' },
  ];

  it('gives every measure the same value under a condition of every kind', async () => {
    let nonEmpty = 0;
    for (const where of everyCondition(survey, wide)) {
      const [row] = await both({ surveyId: survey.id, where, measures: measures() });
      if (Number(row.m0) > 0) nonEmpty++;
      // and split by a day, grouped by region
      await both({
        surveyId: survey.id,
        where,
        measures: measures(),
        groupBy: { kind: 'unitLevel', level: 2 },
        splitSince: isoDay(-90),
      });
    }
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('gives the same rows for every grouping, with and without a split', async () => {
    for (const groupBy of groupings())
      for (const splitSince of [undefined, isoDay(-180), '1900-01-01']) {
        const rows = await both({
          surveyId: survey.id,
          where: [],
          measures: measures(),
          groupBy,
          ...(splitSince ? { splitSince } : {}),
        });
        expect(rows.length, safeJson(groupBy)).toBeGreaterThan(0);
      }
    // weeks, days and quarters that begin before the table's first Monday
    for (const bucket of ['day', 'week', 'month', 'quarter'] as const)
      await both({
        surveyId: survey.id,
        where: [{ kind: 'dateRange', from: '1970-01-01', to: '1970-02-01' }],
        measures: [{ kind: 'count', as: 'n' }],
        groupBy: { kind: 'time', bucket },
      });
  });

  it('gives the same groups and totals, from parts, split or not', async () => {
    for (const groupBy of groupings().filter((g) => g.kind === 'unitLevel' || g.kind === 'question'))
      for (const where of [
        [],
        [{ kind: 'values', questionId: q('channel'), values: [2, 3] }],
      ] as Condition[][])
        for (const splitSince of [undefined, isoDay(-60)]) {
          const spec: QuerySpec = {
            surveyId: survey.id,
            where,
            measures: additive(),
            groupBy,
            totals: true,
            ...(splitSince ? { splitSince } : {}),
          };
          await both(spec);
        }
  });

  it('gives the same answer where no row matches: one row ungrouped, none grouped, a zero total', async () => {
    const none: Condition[] = [{ kind: 'ids', ids: [] }];
    const [row] = await both({ surveyId: survey.id, where: none, measures: measures() });
    expect(row.m0).toBe(0);
    expect(row.m1).toBeNull();
    expect(row.m10).toBeNull();
    for (const groupBy of groupings())
      expect(await both({ surveyId: survey.id, where: none, measures: measures(), groupBy })).toEqual([]);
    const spec: QuerySpec = {
      surveyId: survey.id,
      where: none,
      measures: additive(),
      groupBy: { kind: 'unitLevel', level: 2 },
      totals: true,
    };
    const chRows = await clickhouse.rows(compileClickHouseQuery(spec, types));
    expect(readQueryRows(chRows, spec)).toEqual([
      expect.objectContaining({ total: true, values: expect.objectContaining({ n: 0, nps: null }) }),
    ]);
  });

  it('gives a correlation of one pair as NaN and of none as NULL, as DuckDB', async () => {
    const pair = wide.find((r) => r[`q${q('sat_staff')}`] !== null && r[`q${q('sat_speed')}`] !== null)!;
    const corr = (ids: number[]) =>
      both({
        surveyId: survey.id,
        where: [{ kind: 'ids', ids }],
        measures: [{ kind: 'corr', questionA: q('sat_staff'), questionB: q('sat_speed'), as: 'r' }],
      });
    expect((await corr([Number(pair.id)]))[0].m0).toBeNaN();
    expect((await corr([0]))[0].m0).toBeNull();
  });

  it('gives the same rows for random specs of every condition, measure and grouping', async () => {
    const topicKeys = [...new Set(wide.flatMap((r) => (r[TOPICS_COLUMN] as string[] | null) ?? []))];
    expect(topicKeys.length).toBeGreaterThan(2);
    const condition = randomCondition(survey, wide);
    const spec: fc.Arbitrary<QuerySpec> = fc
      .record({
        where: fc.array(condition, { maxLength: 3 }),
        groupBy: fc.option(fc.constantFrom(...groupings()), { nil: undefined }),
        splitSince: fc.option(randomDay, { nil: undefined }),
        picks: fc.subarray(measures(), { minLength: 1, maxLength: 5 }),
        totals: fc.boolean(),
      })
      .map(({ where, groupBy, splitSince, picks, totals }) => {
        const withTotals = totals && (groupBy?.kind === 'unitLevel' || groupBy?.kind === 'question');
        const chosen = withTotals ? picks.filter((m) => m.kind !== 'corr' && m.kind !== 'sentiment') : picks;
        return {
          surveyId: survey.id,
          where,
          measures: chosen.length > 0 ? chosen : [{ kind: 'count', as: 'n' }],
          ...(groupBy ? { groupBy } : {}),
          ...(splitSince ? { splitSince } : {}),
          ...(withTotals ? { totals: true } : {}),
        } satisfies QuerySpec;
      });
    let withRows = 0;
    await fc.assert(
      fc.asyncProperty(spec, async (s) => {
        const rows = await both(s);
        if (rows.some((r) => Object.values(r).some((v) => typeof v === 'number' && v > 0))) withRows++;
      }),
      { numRuns: 250 },
    );
    expect(withRows).toBeGreaterThan(60);
  });

  it('binds every value: text from a request never reaches the SQL text', async () => {
    const search = "') OR 1=1 -- {p1:String} \\' //";
    const spec: QuerySpec = {
      surveyId: survey.id,
      where: [{ kind: 'textSearch', questionIds: [q('comment')], search }],
      measures: [{ kind: 'count', as: 'n' }],
    };
    const compiled = compileClickHouseQuery(spec, types);
    expect(compiled.sql).not.toContain('OR 1=1');
    expect(Object.values(compiled.params)).toContain(search);
    const [row] = await both(spec);
    expect(row.m0).toBe(0);
  });

  it('answered many of the specs above from the rollups', () => {
    // the unit, date and additive specs of the tests above: each is compared on both paths
    expect(onRollups).toBeGreaterThan(40);
  });

  it('lowers a capital İ and a word-final Σ as Unicode’s full case mapping does; DuckDB maps letter by letter', async () => {
    const words = "['İSTANBUL', 'ΣΟΦΟΣ', 'ÄÖÅ']";
    const [{ lowered }] = await clickhouse.rows({
      sql: `SELECT arrayMap(t -> lowerUTF8(t), ${words}) AS lowered`,
      params: {},
    });
    const [duck_] = await duck.rows(`SELECT list_transform(${words}, t -> lower(t)) AS lowered`);
    expect(lowered).toEqual(['i\u0307stanbul', 'σοφος', 'äöå']);
    expect(duck_.lowered).toEqual(['istanbul', 'σοφοσ', 'äöå']);
  });
});
