import fc from 'fast-check';
import type { Condition, GroupBy, Measure, QuerySpec } from '#analytics/query-spec.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { TEST_NOW } from './harness.ts';

/**
 * What the rollup tests share: days and months around TEST_NOW, rows compared with their
 * numbers rounded, and random queries (fast-check) that a survey's rollups cover.
 */
export const DAY_MS = 86_400_000;
export const isoDay = (offset: number) =>
  new Date(TEST_NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
/** The first day of the month `offset` months from TEST_NOW's. */
export const monthStart = (offset: number) =>
  new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);

/** Rows with numbers rounded (sums of sums and direct aggregates may differ in the last bit). */
export const normal = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v]),
    ),
  );

/** A unit with its level, as a unit condition names it. */
type UnitAt = { level: number; unitId: number };

/** Every unit of the survey's organisation. */
export const unitsOf = (survey: SurveyModel): UnitAt[] =>
  [...survey.organisation.unitsById.values()].map((u) => ({ level: u.level, unitId: u.id }));

/** A filter on units or dates (the conditions a rollup holds). */
const condition = (units: UnitAt[]): fc.Arbitrary<Condition> =>
  fc.oneof(
    fc.constantFrom(...units).map((u) => ({ kind: 'unit' as const, ...u })),
    fc
      .subarray(units, { minLength: 1, maxLength: 3 })
      .map((list) => ({ kind: 'units' as const, units: list })),
    fc
      .tuple(fc.integer({ min: -800, max: 0 }), fc.integer({ min: 1, max: 400 }))
      .map(([from, days]) => ({ kind: 'dateRange' as const, from: isoDay(from), to: isoDay(from + days) })),
    // whole months: the monthly rollup's case
    fc.tuple(fc.integer({ min: -26, max: 0 }), fc.integer({ min: 1, max: 14 })).map(([from, months]) => ({
      kind: 'dateRange' as const,
      from: monthStart(from),
      to: monthStart(from + months),
    })),
    fc
      .tuple(fc.constantFrom('<' as const, '=' as const, '>' as const), fc.integer({ min: -700, max: 0 }))
      .map(([op, day]) => ({ kind: 'dateCompare' as const, op, date: isoDay(day) })),
    fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([month, day]) => ({ kind: 'monthDay' as const, month, day })),
    fc.constantFrom('first' as const, 'last' as const).map((mode) => ({ kind: 'tableDate' as const, mode })),
  );

/** A measure a rollup holds, of the demo survey's questions. */
const measure = (q: (name: string) => number): fc.Arbitrary<Measure> =>
  fc.oneof(
    fc.constant({ kind: 'count' as const, as: 'n' }),
    fc.constantFrom('nps', 'sat_overall', 'sat_staff', 'channel').map((name) => ({
      kind: 'answered' as const,
      questionId: q(name),
      as: 'a',
    })),
    fc
      .constantFrom('nps', 'sat_staff', 'visit')
      .map((name) => ({ kind: 'mean' as const, questionId: q(name), as: 'm' })),
    fc.constant({ kind: 'nps' as const, questionId: q('nps'), as: 'p' }),
    fc.constant({ kind: 'topbox' as const, questionId: q('sat_overall'), scaleMax: 5, as: 't' }),
    // the counts and squares behind the indicators' intervals (promoters, detractors, the top two)
    fc
      .constantFrom([9, 10], [0, 6], [4, 5], [3, 8])
      .chain(([min, max]) =>
        fc
          .constantFrom('nps', 'sat_overall')
          .map((name) => ({ kind: 'countIn' as const, questionId: q(name), min, max, as: 'k' })),
      ),
    fc
      .constantFrom('nps', 'sat_staff')
      .map((name) => ({ kind: 'sumSquares' as const, questionId: q(name), as: 's' })),
  );

/** A random query of the demo survey that its rollups cover. */
export const rollupSpec = (survey: SurveyModel): fc.Arbitrary<QuerySpec> => {
  const units = unitsOf(survey);
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;
  return fc
    .record({
      where: fc.array(condition(units), { maxLength: 3 }),
      measures: fc.uniqueArray(measure(q), { minLength: 1, maxLength: 4, selector: (m) => m.as }),
      groupBy: fc.option(
        fc.oneof(
          fc
            .integer({ min: 1, max: survey.organisation.depth })
            .map((level) => ({ kind: 'unitLevel' as const, level })),
          fc
            .constantFrom('day' as const, 'week' as const, 'month' as const, 'quarter' as const)
            .map((bucket) => ({ kind: 'time' as const, bucket })),
        ) as fc.Arbitrary<GroupBy>,
        { nil: undefined },
      ),
      splitSince: fc.option(
        fc.oneof(
          fc.integer({ min: -400, max: 0 }).map(isoDay),
          fc.integer({ min: -12, max: 0 }).map(monthStart),
        ),
        { nil: undefined },
      ),
    })
    .chain((s) =>
      // totals beside unit groups (a breakdown's node, a node's parent)
      (s.groupBy?.kind === 'unitLevel' ? fc.boolean() : fc.constant(false)).map((totals) => ({
        surveyId: survey.id,
        ...s,
        ...(totals ? { totals } : {}),
      })),
    );
};
