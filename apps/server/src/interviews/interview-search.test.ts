import { describe, expect, it } from 'vitest';
import { surveyFixture } from '../surveys/survey-fixture.ts';
import { textSearchCondition } from './interview-search.ts';

describe('textSearchCondition', () => {
  const survey = surveyFixture();
  it('no search: no condition', () => {
    expect(textSearchCondition(survey, undefined)).toBe('');
    expect(textSearchCondition(survey, '')).toBe('');
  });

  it('matches any text answer, lower-cased, with quotes doubled', () => {
    expect(textSearchCondition(survey, "It's SLOW")).toBe("(contains(lower(x12), 'it''s slow'))");
  });
});
