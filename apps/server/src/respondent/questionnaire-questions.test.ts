import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/http-error.ts';
import type { QuestionModel } from '#surveys/survey-model.ts';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { checkAnswers, questionnaireQuestions } from './questionnaire-questions.ts';

const number = (id: number, extName: string, extra: Partial<QuestionModel>): QuestionModel => ({
  id,
  extName,
  title: extName,
  titleTexts: extName,
  type: 'number',
  min: null,
  max: null,
  options: [],
  ...extra,
});

function survey() {
  const s = surveyFixture();
  s.questions.push(
    number(20, 'likely', { role: 'nps' }),
    number(21, 'stars', { min: 1, max: 5 }),
    number(22, 'age', { min: 0, max: 120 }),
    number(23, 'open', { min: 1 }),
    number(24, 'region', { min: 1, max: 3, source: 'background' }),
    number(25, 'score', { min: 0, max: 100, source: 'computed' }),
  );
  s.indicators.push({
    extName: 'stars',
    title: 'Stars',
    kind: 'mean',
    question: s.questions.find((q) => q.extName === 'stars')!,
    decimals: 1,
    thresholds: null,
  });
  return s;
}

const fieldOf = (work: () => void) => {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return error.field;
    throw error;
  }
  return null;
};

describe('the questions of the questionnaire', () => {
  it('asks answered questions only, a number as NPS or as a closed scale of at most 11 points', () => {
    expect(questionnaireQuestions(survey()).map((q) => [q.id, q.kind, q.min, q.max, q.required])).toEqual([
      ['nps', 'nps', 0, 10, false],
      ['channel', 'choice', null, null, false],
      ['comment', 'text', null, null, false],
      ['likely', 'nps', 0, 10, false],
      ['stars', 'scale', 1, 5, true],
    ]);
  });

  it('names the first answer that does not fit, and the first required one left out on completion', () => {
    const questions = questionnaireQuestions(survey());
    expect(fieldOf(() => checkAnswers(questions, { nps: 3, channel: 3 }, false))).toBe('answers.channel');
    expect(fieldOf(() => checkAnswers(questions, { age: 30 }, false))).toBe('answers.age');
    expect(fieldOf(() => checkAnswers(questions, { comment: 'fine' }, false))).toBeNull();
    expect(fieldOf(() => checkAnswers(questions, { comment: 'fine' }, true))).toBe('answers.stars');
    expect(fieldOf(() => checkAnswers(questions, { stars: 5 }, true))).toBeNull();
  });
});
