import type { TMetaInterviewData, TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { describe, expect, it } from 'vitest';
import { interviewDataFormDefaults, interviewDataFormSchema } from './interview-data-form.ts';

const question = (
  extName: string,
  type: TMetaQuestion['type'],
  source: TMetaQuestion['source'],
): TMetaQuestion => ({
  extName,
  title: extName,
  type,
  min: null,
  max: null,
  options: [],
  source,
  role: null,
  hidden: false,
  wording: null,
  lowLabel: null,
  highLabel: null,
  page: null,
  answers: 0,
});
const questions = [
  question('age', 'number', 'background'),
  question('segment', 'text', 'background'),
  question('score', 'number', 'computed'),
];
const data: TMetaInterviewData = {
  interviewId: 7,
  values: [
    { extName: 'age', source: 'background', value: 42, textValue: null },
    { extName: 'segment', source: 'background', value: null, textValue: 'gold' },
    { extName: 'score', source: 'computed', value: 3, textValue: null },
  ],
};

describe('interview data form', () => {
  it('shows each value as text', () => {
    expect(interviewDataFormDefaults(data, questions)).toEqual({
      values: { age: '42', segment: 'gold', score: '3' },
    });
  });
  it('sends only the changed background values', () => {
    const form = { values: { age: '43', segment: 'gold', score: '9' } };
    expect(interviewDataFormSchema(data, questions).parse(form)).toEqual({
      interviewId: 7,
      values: { age: 43 },
    });
  });
  it('clears an emptied value and keeps text as text', () => {
    const form = { values: { age: '', segment: ' 12 ', score: '3' } };
    expect(interviewDataFormSchema(data, questions).parse(form)).toEqual({
      interviewId: 7,
      values: { age: null, segment: '12' },
    });
  });
  it('wants a number for a number variable', () => {
    const result = interviewDataFormSchema(data, questions).safeParse({ values: { age: 'old' } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['values.age']);
  });
});
