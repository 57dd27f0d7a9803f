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
