import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnTypes, compileQuery } from '#analytics/compile-query.ts';
import { Duck } from '#analytics/duckdb.ts';
import { readQueryRows } from '#analytics/query-rows.ts';
import type { Condition, GroupBy, Measure, QuerySpec } from '#analytics/query-spec.ts';
import { surveyTable } from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import {
  choiceMonthRollupTable,
  choiceRollupTable,
  monthRollupTable,
  rollupTable,
} from '#analytics/rollup-columns.ts';
import { rollupCovers, rollupFor } from '#analytics/rollup-sql.ts';
import { insertInterviews, type NewInterview } from '#ingestion/insert-interviews.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { seededApp, TEST_NOW, type TestApp } from './harness.ts';
import { DAY_MS, isoDay, monthStart, normal, rollupSpec, unitsOf } from './rollup-arbitraries.ts';

// The rollup lives in DuckDB only, whichever database feeds it: one database kind is enough here
// (the API-level differential tests run every dashboard call on both).
describe('the rollup (pre-aggregate) answers the specs it covers exactly as the wide table', () => {
  let t: TestApp;
  let survey: SurveyModel;
  let duck: Duck;
  let readModel: ReadModel;
  /** A second read model whose choice questions also get daily rollups (at 3,000 interviews they would not pay). */
  let dailyDuck: Duck;
  let daily: ReadModel;
  let units: Array<{ level: number; unitId: number }>;
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;

  beforeAll(async () => {
    t = await seededApp('pglite', 3000);
    survey = (await t.services.catalog.survey(1, 'cx'))!;
    duck = await Duck.open(2);
    // compacts after every fold, so that compaction is exercised on each refresh
    // at 3,000 interviews a choice question's monthly rollup would not pay: kept here all the same
    readModel = new ReadModel(t.database, duck, {
      share: 0,
      floor: 0,
      choiceShares: { month: Infinity, day: 0 },
    });
    await readModel.ensureFresh(survey);
    dailyDuck = await Duck.open(1);
    daily = new ReadModel(t.database, dailyDuck, {
      share: 0,
      floor: 0,
      choiceShares: { month: Infinity, day: Infinity },
    });
    await daily.ensureFresh(survey);
    units = unitsOf(survey);
  });
  afterAll(async () => {
    duck.close();
    dailyDuck.close();
    await t.close();
  });

  const spec = () => rollupSpec(survey);

  /** Both SQL texts of a spec: the rollup's must be used, and give the wide table's rows. */
  const sameOnBoth = async (s: QuerySpec) => {
    const info = readModel.rollup(survey.id)!;
    expect(rollupCovers(s, info)).toBe(true);
    const onRollup = compileQuery(s, columnTypes(survey), info);
    expect(onRollup.sql).toContain(rollupTable(survey.id));
    const onWide = compileQuery(s, columnTypes(survey), null);
    const wide = await duck.rows(onWide.sql, onWide.params);
    expect(normal(await duck.rows(onRollup.sql, onRollup.params))).toEqual(normal(wide));
    return wide;
  };

  it('gives the same rows as the wide table for random unit, date, measure and grouping specs', async () => {
    await fc.assert(
      fc.asyncProperty(spec(), async (s) => void (await sameOnBoth(s))),
      {
        numRuns: 120,
        // found once: a count of values outside the question's scale, ungrouped, is still one row
        examples: [
          [
            {
              surveyId: survey.id,
              where: [],
              measures: [{ kind: 'countIn', questionId: q('sat_overall'), min: 9, max: 10, as: 'k' }],
            },
          ],
          [
            {
              surveyId: survey.id,
              where: [{ kind: 'dateRange', from: '2001-01-01', to: '2001-02-01' }],
              measures: [{ kind: 'countIn', questionId: q('sat_overall'), min: 9, max: 10, as: 'k' }],
            },
          ],
        ],
      },
    );
  });

  it('gives with totals the groups of the grouped query and the total of the ungrouped one, in one scan', async () => {
    const info = readModel.rollup(survey.id)!;
    const spec = (where: Condition[], groupBy: GroupBy, splitSince?: string): QuerySpec => ({
      surveyId: survey.id,
      where,
      measures: [
        { kind: 'count', as: 'n' },
        { kind: 'nps', questionId: q('nps'), as: 'p' },
        { kind: 'mean', questionId: q('sat_staff'), as: 'm' },
      ],
      groupBy,
      ...(splitSince ? { splitSince } : {}),
    });
    const rowsOf = async (s: QuerySpec, rollup: typeof info | null) => {
      const { sql, params } = compileQuery(s, columnTypes(survey), rollup);
      return readQueryRows(await duck.rows(sql, params), s).map((r) => ({
        ...r,
        values: normal([r.values])[0],
      }));
    };
    const channel: Condition = { kind: 'values', questionId: q('channel'), values: [1, 2] };
    const none: Condition = { kind: 'dateRange', from: '2001-01-01', to: '2001-02-01' };
    const cases: Array<[Condition[], GroupBy, string | undefined]> = [
      [[], { kind: 'unitLevel', level: 2 }, undefined],
      [[channel], { kind: 'unitLevel', level: 2 }, isoDay(-90)],
      [[{ kind: 'unit', ...units[1] }], { kind: 'unitLevel', level: 3 }, undefined],
      [[channel, { kind: 'unit', ...units[1] }], { kind: 'unitLevel', level: 3 }, isoDay(-60)],
      [[], { kind: 'question', questionId: q('channel') }, undefined],
      // no rows: no groups, and the ungrouped query's one row of zeros (none with a split)
      [[none], { kind: 'unitLevel', level: 2 }, undefined],
      [[none], { kind: 'unitLevel', level: 2 }, isoDay(-60)],
    ];
    for (const [where, groupBy, split] of cases) {
      for (const rollup of [info, null]) {
        const both = await rowsOf({ ...spec(where, groupBy, split), totals: true }, rollup);
        const groups = await rowsOf(spec(where, groupBy, split), rollup);
        const { groupBy: _, ...ungrouped } = spec(where, groupBy, split);
        const whole = await rowsOf(ungrouped, rollup);
        expect(both.filter((r) => !r.total).map(({ total: _t, ...r }) => r)).toEqual(groups);
        expect(both.filter((r) => r.total).map(({ total: _t, ...r }) => r)).toEqual(whole);
      }
    }
  });

  it('gives the same answer distributions, the unanswered as null, values without answers left out', async () => {
    for (const name of ['nps', 'sat_speed', 'channel', 'visit']) {
      for (const where of [[], [{ kind: 'dateRange', from: isoDay(-30), to: isoDay(1) }] as Condition[]]) {
        const rows = await sameOnBoth({
          surveyId: survey.id,
          where,
          measures: [{ kind: 'count', as: 'n' }],
          groupBy: { kind: 'question', questionId: q(name) },
        });
        expect(rows.length).toBeGreaterThan(1);
      }
    }
    // no interviews at all: no rows on either side
    const none = await sameOnBoth({
      surveyId: survey.id,
      where: [{ kind: 'dateRange', from: '2001-01-01', to: '2001-02-01' }],
      measures: [{ kind: 'count', as: 'n' }],
      groupBy: { kind: 'question', questionId: q('nps') },
    });
    expect(none).toEqual([]);
  });

  it("reads an indicator's promoters, detractors, top two and squares from one column each", async () => {
    const info = readModel.rollup(survey.id)!;
    const nps = q('nps');
    const sat = q('sat_overall');
    const s: QuerySpec = {
      surveyId: survey.id,
      where: [],
      measures: [
        { kind: 'nps', questionId: nps, as: 'p' },
        { kind: 'countIn', questionId: nps, min: 0, max: 6, as: 'd' },
        { kind: 'topbox', questionId: sat, scaleMax: 5, as: 't' },
        { kind: 'sumSquares', questionId: q('sat_staff'), as: 's' },
      ],
    };
    const { sql } = compileQuery(s, columnTypes(survey), info);
    expect(sql).toContain(`sum(b${nps}_0)`);
    expect(sql).toContain(`sum(b${nps}_1)`);
    expect(sql).toContain(`sum(b${sat}_0)`);
    expect(sql).toContain(`sum(ss${q('sat_staff')})`);
    expect(sql).not.toMatch(/h\d+_\d+/);
    await sameOnBoth(s);
  });

  it('reads whole months from the monthly rollup, anything finer from the daily one', async () => {
    const info = readModel.rollup(survey.id)!;
    const months = { kind: 'dateRange' as const, from: monthStart(-6), to: monthStart(0) };
    const base = { surveyId: survey.id, measures: [{ kind: 'nps' as const, questionId: q('nps'), as: 'p' }] };
    const monthly: QuerySpec[] = [
      { ...base, where: [] },
      { ...base, where: [months], groupBy: { kind: 'time', bucket: 'month' } },
      { ...base, where: [months, { kind: 'unit', ...units[3] }], splitSince: monthStart(-3) },
      {
        ...base,
        where: [],
        groupBy: { kind: 'question', questionId: q('channel') },
        measures: [{ kind: 'count', as: 'n' }],
      },
    ];
    for (const s of monthly) {
      expect(rollupFor(s, info)).toBe(monthRollupTable(survey.id));
      await sameOnBoth(s);
    }
    const daily: QuerySpec[] = [
      { ...base, where: [{ kind: 'dateRange', from: monthStart(-6), to: isoDay(0) }] },
      { ...base, where: [months], groupBy: { kind: 'time', bucket: 'week' } },
      { ...base, where: [months], splitSince: isoDay(-40) },
      { ...base, where: [{ kind: 'tableDate', mode: 'last' }] },
    ];
    for (const s of daily) expect(rollupFor(s, info)).toBe(rollupTable(survey.id));
  });

  it('leaves number ranges, text and filters on questions without rollups of their own to the wide table', () => {
    const info = readModel.rollup(survey.id)!;
    const base = { surveyId: survey.id, measures: [{ kind: 'count' as const, as: 'n' }] };
    for (const c of [
      { kind: 'values', questionId: q('nps'), values: [2] },
      { kind: 'range', questionId: q('nps'), from: 0, to: 6 },
      { kind: 'text', questionId: q('comment'), include: ['staff'], exclude: [] },
    ] as Condition[]) {
      expect(rollupCovers({ ...base, where: [c] }, info)).toBe(false);
      expect(compileQuery({ ...base, where: [c] }, columnTypes(survey), info).sql).not.toContain(
        rollupTable(survey.id),
      );
    }
  });

  /** A filter on one choice question's answers: some of its options, kept or left out. */
  const choiceCondition = (): fc.Arbitrary<Condition> =>
    fc.constantFrom('channel', 'visit').chain((name) =>
      fc.tuple(fc.subarray([1, 2, 3], { minLength: 1 }), fc.boolean()).map(([values, exclude]) => ({
        kind: 'values' as const,
        questionId: q(name),
        values,
        ...(exclude ? { exclude } : {}),
      })),
    );

  /** The spec with a choice filter added, and sometimes grouped by that question (a view by it). */
  const choiceSpec = (): fc.Arbitrary<QuerySpec> =>
    fc.tuple(spec(), choiceCondition(), fc.boolean()).map(([s, c, byAnswer]) => {
      const filtered = { ...s, where: [...s.where, c] };
      if (!byAnswer || c.kind !== 'values') return filtered;
      return { ...filtered, groupBy: { kind: 'question' as const, questionId: c.questionId } };
    });

  /** The spec on `model`'s rollup (which must hold it) against the wide table; the table it read. */
  const choiceOnBoth = async (model: ReadModel, on: Duck, s: QuerySpec) => {
    const info = model.rollup(survey.id)!;
    const table = rollupFor(s, info);
    const onRollup = compileQuery(s, columnTypes(survey), info);
    const onWide = compileQuery(s, columnTypes(survey), null);
    const wide = await on.rows(onWide.sql, onWide.params);
    expect(normal(await on.rows(onRollup.sql, onRollup.params))).toEqual(normal(wide));
    return table;
  };

  it("reads a choice question's filter (and a view by it) from that question's own rollups, with the wide table's rows", async () => {
    const c = (s: QuerySpec) =>
      s.where.find((w) => w.kind === 'values') as Extract<Condition, { kind: 'values' }>;
    const months = (s: QuerySpec) => rollupFor(s, readModel.rollup(survey.id)!) !== null;
    let monthly = 0;
    await fc.assert(
      fc.asyncProperty(choiceSpec(), async (s) => {
        // with daily choice rollups every such spec reads them
        const dailyTable = await choiceOnBoth(daily, dailyDuck, s);
        expect([
          choiceRollupTable(survey.id, c(s).questionId),
          choiceMonthRollupTable(survey.id, c(s).questionId),
        ]).toContain(dailyTable);
        // without, whole months read the monthly one and anything finer the wide table
        const table = await choiceOnBoth(readModel, duck, s);
        if (months(s)) {
          monthly++;
          expect(table).toBe(choiceMonthRollupTable(survey.id, c(s).questionId));
        } else expect(table).toBeNull();
      }),
      { numRuns: 120 },
    );
    expect(monthly).toBeGreaterThan(5);
  });

  it('gives with totals and a split the same groups on a choice rollup, grouped by units or by the answer', async () => {
    const channel: Condition = { kind: 'values', questionId: q('channel'), values: [2] };
    const measures: Measure[] = [
      { kind: 'count', as: 'n' },
      { kind: 'nps', questionId: q('nps'), as: 'p' },
      { kind: 'mean', questionId: q('sat_staff'), as: 'm' },
    ];
    for (const groupBy of [
      { kind: 'unitLevel', level: 2 },
      { kind: 'question', questionId: q('channel') },
    ] as GroupBy[]) {
      for (const splitSince of [undefined, monthStart(-3), isoDay(-45)]) {
        const s: QuerySpec = {
          surveyId: survey.id,
          where: [channel],
          measures,
          groupBy,
          totals: true,
          ...(splitSince ? { splitSince } : {}),
        };
        for (const [model, on] of [
          [daily, dailyDuck],
          [readModel, duck],
        ] as const) {
          const info = model.rollup(survey.id)!;
          const { sql, params } = compileQuery(s, columnTypes(survey), info);
          const wide = compileQuery(s, columnTypes(survey), null);
          const rows = readQueryRows(await on.rows(sql, params), s);
          expect(rows.map((r) => ({ ...r, values: normal([r.values])[0] }))).toEqual(
            readQueryRows(await on.rows(wide.sql, wide.params), s).map((r) => ({
              ...r,
              values: normal([r.values])[0],
            })),
          );
          expect(rows.some((r) => r.total)).toBe(true);
        }
      }
    }
  });

  it('keeps no choice rollup where it would not pay: a small survey reads its choice filters from the wide table', async () => {
    const plainDuck = await Duck.open(1);
    try {
      const plain = new ReadModel(t.database, plainDuck);
      await plain.ensureFresh(survey);
      const info = plain.rollup(survey.id)!;
      expect(info.choices?.size).toBe(0);
      const s: QuerySpec = {
        surveyId: survey.id,
        where: [{ kind: 'values', questionId: q('channel'), values: [2] }],
        measures: [{ kind: 'count', as: 'n' }],
      };
      expect(rollupFor(s, info)).toBeNull();
      // and the survey's own rollup is still there for unit and date filters
      expect(rollupFor({ ...s, where: [] }, info)).toBe(monthRollupTable(survey.id));
    } finally {
      plainDuck.close();
    }
  });

  it('leaves filters on two choice questions, and days without a daily choice rollup, to the wide table', () => {
    const info = readModel.rollup(survey.id)!;
    const base = { surveyId: survey.id, measures: [{ kind: 'count' as const, as: 'n' }] };
    const channel: Condition = { kind: 'values', questionId: q('channel'), values: [2] };
    const visit: Condition = { kind: 'values', questionId: q('visit'), values: [1] };
    expect(rollupFor({ ...base, where: [channel, visit] }, info)).toBeNull();
    expect(rollupFor({ ...base, where: [channel, visit] }, daily.rollup(survey.id)!)).toBeNull();
    const days: Condition = { kind: 'dateRange', from: isoDay(-30), to: isoDay(1) };
    expect(rollupFor({ ...base, where: [channel, days] }, info)).toBeNull();
    expect(rollupFor({ ...base, where: [channel, days] }, daily.rollup(survey.id)!)).toBe(
      choiceRollupTable(survey.id, q('channel')),
    );
    expect(rollupFor({ ...base, where: [channel] }, info)).toBe(
      choiceMonthRollupTable(survey.id, q('channel')),
    );
  });

  it('follows appends: new interviews are folded in and compacted, and sums stay exact', async () => {
    const stores = [...survey.organisation.unitsById.values()].filter((u) => u.children.length === 0);
    let batches = 0;
    const batch = (n: number, day: number): NewInterview[] =>
      Array.from({ length: n }, (_, i) => ({
        unitId: stores[(i * 7) % stores.length].id,
        date: new Date(TEST_NOW.getTime() + day * DAY_MS),
        externalId: `rollup-${batches}-${i}`,
        answers: [
          { questionId: q('nps'), value: i % 11, textValue: null },
          ...(i % 3 === 0 ? [] : [{ questionId: q('sat_overall'), value: 1 + (i % 5), textValue: null }]),
          { questionId: q('channel'), value: 1 + (i % 3), textValue: null },
        ],
      }));
    const count = { surveyId: survey.id, where: [], measures: [{ kind: 'count' as const, as: 'n' }] };
    // measures come back by position: m0 is the count
    const before = Number((await sameOnBoth(count))[0].m0);
    for (const [n, day] of [
      [40, 0],
      [25, -3],
      [60, 0],
    ]) {
      batches++;
      await insertInterviews(t.database.db, survey.universeId, survey.id, batch(n, day));
      readModel.changed(survey.id);
      await readModel.ensureFresh(survey);
      daily.changed(survey.id);
      await daily.ensureFresh(survey);
    }
    expect(Number((await sameOnBoth(count))[0].m0)).toBe(before + 125);
    // the choice rollups followed: compacted to one row per key, and the same rows as the wide table
    const channel = q('channel');
    const [choice] = await dailyDuck.rows(
      `SELECT (SELECT count(*) FROM ${choiceRollupTable(survey.id, channel)})::INTEGER AS rows,
              (SELECT count(*) FROM (SELECT DISTINCT d, u1, u2, u3, u4, q${channel} FROM ${surveyTable(survey.id)}))::INTEGER AS keys`,
    );
    expect(choice.rows).toBe(choice.keys);
    const [choiceMonth] = await duck.rows(
      `SELECT (SELECT count(*) FROM ${choiceMonthRollupTable(survey.id, channel)})::INTEGER AS rows,
              (SELECT count(*) FROM (SELECT DISTINCT date_trunc('month', d), u1, u2, u3, u4, q${channel} FROM ${surveyTable(survey.id)}))::INTEGER AS keys`,
    );
    expect(choiceMonth.rows).toBe(choiceMonth.keys);
    await fc.assert(
      fc.asyncProperty(choiceSpec(), async (s) => {
        await choiceOnBoth(daily, dailyDuck, s);
        await choiceOnBoth(readModel, duck, s);
      }),
      { numRuns: 40 },
    );
    // compacted: one row per day and organisation path
    const [{ rows, keys }] = await duck.rows(
      `SELECT (SELECT count(*) FROM ${rollupTable(survey.id)})::INTEGER AS rows,
              (SELECT count(*) FROM (SELECT DISTINCT d, u1, u2, u3, u4 FROM ${surveyTable(survey.id)}))::INTEGER AS keys`,
    );
    expect(rows).toBe(keys);
    const [month] = await duck.rows(
      `SELECT (SELECT count(*) FROM ${monthRollupTable(survey.id)})::INTEGER AS rows,
              (SELECT count(*) FROM (SELECT DISTINCT date_trunc('month', d), u1, u2, u3, u4 FROM ${surveyTable(survey.id)}))::INTEGER AS keys`,
    );
    expect(month.rows).toBe(month.keys);
    await fc.assert(
      fc.asyncProperty(spec(), async (s) => void (await sameOnBoth(s))),
      { numRuns: 40 },
    );
  });

  it('stops using per-value counts of a question with an answer outside its scale', async () => {
    const nps = q('nps');
    // Not through ingestion (which checks the scale): data written before a scale was narrowed.
    await insertInterviews(t.database.db, survey.universeId, survey.id, [
      {
        unitId: [...survey.organisation.unitsById.values()].find((u) => u.children.length === 0)!.id,
        date: TEST_NOW,
        externalId: 'rollup-outside',
        answers: [{ questionId: nps, value: 12, textValue: null }],
      },
    ]);
    readModel.changed(survey.id);
    await readModel.ensureFresh(survey);
    const info = readModel.rollup(survey.id)!;
    expect(info.questions.get(nps)).toBeNull();
    const npsSpec: QuerySpec = {
      surveyId: survey.id,
      where: [],
      measures: [{ kind: 'nps', questionId: nps, as: 'p' }],
    };
    expect(rollupCovers(npsSpec, info)).toBe(false);
    // the mean and count of the question still come from the rollup, the 12 included
    const rows = await sameOnBoth({
      surveyId: survey.id,
      where: [{ kind: 'dateCompare', op: '=', date: isoDay(0) }],
      measures: [
        { kind: 'mean', questionId: nps, as: 'm' },
        { kind: 'answered', questionId: nps, as: 'a' },
      ],
    });
    expect(Number(rows[0].m1)).toBeGreaterThan(0); // m1: the answered count
    // other questions keep their per-value counts
    expect(info.questions.get(q('sat_overall'))).toEqual([1, 2, 3, 4, 5]);
  });
});
