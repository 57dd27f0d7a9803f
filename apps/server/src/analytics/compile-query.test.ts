import { describe, expect, it } from 'vitest';
import { surveyFixture } from '../surveys/survey-fixture.ts';
import { columnTypes, compileQuery } from './compile-query.ts';
import { compilePage, type PageRequest } from './keyset-page.ts';
import type { Condition, QuerySpec } from './query-spec.ts';

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

describe('compiled statements: every value a parameter', () => {
  const a = compileQuery(spec({ unit: 2, from: '2026-01-01', text: 'fast', channel: 1, ids: [1, 2] }), types);
  const b = compileQuery(
    spec({ unit: 3, from: '2025-03-04', text: "'); DROP TABLE x;-- 100% _\\", channel: 2, ids: [7, 8, 9] }),
    types,
  );

  it('gives the same SQL text for different values: one prepared statement serves them all', () => {
    expect(b.sql).toBe(a.sql);
    expect(b.params).not.toEqual(a.params);
  });

  it('keeps the values out of the text and binds them in the columns types', () => {
    for (const value of ['fast', '2026-01-01', 'DROP TABLE', '100%']) expect(b.sql).not.toContain(value);
    expect(b.params).toContainEqual({ type: 'VARCHAR', value: "'); DROP TABLE x;-- 100% _\\" });
    expect(b.params).toContainEqual({ type: 'DATE', value: '2025-03-04' });
    expect(b.params).toContainEqual({ type: 'BIGINT[]', value: [7, 8, 9] });
    // the channel question's column is UTINYINT: compared without a cast, so the filter reaches the scan
    expect(b.params).toContainEqual({ type: 'UTINYINT', value: 2 });
    expect(b.sql.match(/\$\d+/g)?.length).toBeGreaterThanOrEqual(b.params.length);
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
    expect(range(2.5, 7.9).params).toEqual([
      { type: 'UTINYINT', value: 3 },
      { type: 'UTINYINT', value: 7 },
    ]);
    expect(range(-5, 300).params.map((p) => p.value)).toEqual([0, 255]);
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

  it('gives one page statement whatever the cursor, the search and the ids', () => {
    const page = (search: string, after: { id: number; ts: number; value: number | null }) => {
      const request: PageRequest = {
        where: [{ kind: 'textSearch', questionIds: [12], search }],
        order: { by: 'question', questionId: 10, direction: 'desc' },
        limit: 20,
      };
      return compilePage(survey, types, request, after, null);
    };
    const first = page('slow', { id: 5, ts: 1_700_000_000, value: 9 });
    const second = page("it's 50% _off_", { id: 99, ts: 1_800_000_000, value: null });
    expect(second.sql).toBe(first.sql);
    expect(second.params).not.toEqual(first.params);
  });
});
