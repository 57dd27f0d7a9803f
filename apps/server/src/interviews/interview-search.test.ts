import { describe, expect, it } from 'vitest';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { textSearchCondition } from './interview-search.ts';

describe('textSearchCondition', () => {
  const survey = surveyFixture();
  it('no search: no condition', () => {
    expect(textSearchCondition(survey, undefined)).toBeNull();
    expect(textSearchCondition(survey, '')).toBeNull();
  });

  it('searches every text question, the search as it was typed (the analytics module binds it)', () => {
    expect(textSearchCondition(survey, "It's SLOW')--")).toEqual({
      kind: 'textSearch',
      questionIds: [12],
      search: "It's SLOW')--",
    });
  });
});
