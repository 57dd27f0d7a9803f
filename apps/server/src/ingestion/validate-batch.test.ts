import { describe, expect, it } from 'vitest';
import { scopeOf } from '#access/scope.ts';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { answerFor, validateBatch } from './validate-batch.ts';

const survey = surveyFixture();
const q = (extName: string) => survey.questionsByExtName.get(extName)!;

describe('answerFor', () => {
  it('a number answer must be a whole number within min..max', () => {
    expect(answerFor(q('nps'), 10)).toEqual({ questionId: 10, value: 10, textValue: null });
    expect(answerFor(q('nps'), 11)).toEqual({
      message: 'must be between 0 and 10',
      code: 'out_of_range',
      params: { min: 0, max: 10 },
    });
    expect(answerFor(q('nps'), 4.5)).toMatchObject({
      message: 'must be a whole number',
      code: 'invalid_type',
    });
    expect(answerFor(q('nps'), '5')).toMatchObject({
      message: 'must be a whole number',
      code: 'invalid_type',
    });
  });

  it("a number answer without bounds still fits the answers' integer column", () => {
    const spend = { ...q('nps'), id: 13, extName: 'spend', min: null, max: null };
    expect(answerFor(spend, -2_147_483_648)).toEqual({
      questionId: 13,
      value: -2_147_483_648,
      textValue: null,
    });
    expect(answerFor(spend, 2_147_483_647)).toEqual({
      questionId: 13,
      value: 2_147_483_647,
      textValue: null,
    });
    for (const far of [2_147_483_648, -2_147_483_649, 1e20])
      expect(answerFor(spend, far), String(far)).toMatchObject({
        message: 'must be between -2147483648 and 2147483647',
        code: 'out_of_range',
      });
  });

  it('a text answer holds no NUL and no unpaired surrogate', () => {
    expect(answerFor(q('comment'), 'a\u0000b')).toMatchObject({
      message: expect.stringMatching(/NUL/),
      code: 'unsafe_text',
    });
    expect(answerFor(q('comment'), 'a\ud800')).toMatchObject({ message: expect.stringMatching(/surrogate/) });
    expect(answerFor(q('channel'), 'w\u0000eb')).toMatchObject({
      message: expect.stringMatching(/one of/),
      code: 'unknown_value',
    });
  });

  it('a choice answer is an option value or extName', () => {
    expect(answerFor(q('channel'), 2)).toEqual({ questionId: 11, value: 2, textValue: null });
    expect(answerFor(q('channel'), 'web')).toEqual({ questionId: 11, value: 2, textValue: null });
    expect(answerFor(q('channel'), 3)).toMatchObject({ code: 'unknown_value', params: { value: '3' } });
  });

  it('a text answer is at most 4,000 characters', () => {
    expect(answerFor(q('comment'), 'ok')).toEqual({ questionId: 12, value: null, textValue: 'ok' });
    expect(answerFor(q('comment'), 'x'.repeat(4001))).toMatchObject({
      code: 'too_long',
      params: { max: 4000 },
    });
    expect(answerFor(q('comment'), 5)).toMatchObject({
      message: expect.stringMatching(/text/),
      code: 'invalid_type',
    });
  });
});

describe('validateBatch', () => {
  const row = (externalId: string, unit: string, answers: Record<string, unknown> = { nps: 5 }) => ({
    externalId,
    unit,
    date: '2026-01-02',
    answers,
  });

  it('a unit outside the scope is unknown, like one that does not exist', () => {
    const north = scopeOf(survey.organisation.unitsByExtName.get('north')!);
    const { interviews, errors } = validateBatch(survey, north, [
      row('a', 's1'),
      row('b', 's2'),
      row('c', 'x'),
    ]);
    expect(interviews.map((i) => i.externalId)).toEqual(['a']);
    expect(errors).toEqual([
      { index: 1, field: 'unit', code: 'unknown_value', params: { value: 's2' }, message: 'unknown unit s2' },
      { index: 2, field: 'unit', code: 'unknown_value', params: { value: 'x' }, message: 'unknown unit x' },
    ]);
  });

  it('names unknown questions, repeated externalIds and malformed rows', () => {
    const { errors } = validateBatch(survey, scopeOf(null), [
      row('a', 's1', { foo: 1 }),
      row('a', 's1'),
      { externalId: 'c' },
    ]);
    expect(errors.map((e) => `${e.index}:${e.field}`)).toEqual([
      '0:answers.foo',
      '1:externalId',
      '2:unit',
      '2:date',
      '2:answers',
    ]);
  });
});
