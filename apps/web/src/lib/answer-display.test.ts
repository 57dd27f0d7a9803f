import { npsCategory } from '@opinio/domain/indicators';
import type { TInterviewAnswer } from '@opinio/domain/schemas/interviews';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { describe, expect, it } from 'vitest';
import { answerDisplay } from './answer-display.ts';

const survey = {
  indicators: [
    {
      extName: 'nps',
      title: 'NPS',
      kind: 'nps',
      questionExtName: 'recommend',
      decimals: 0,
      thresholds: null,
    },
  ],
  questions: [
    { extName: 'recommend', title: 'Recommend?', type: 'number', min: 0, max: 10, options: [] },
    { extName: 'staff', title: 'Staff', type: 'number', min: 1, max: 5, options: [] },
    { extName: 'visits', title: 'Visits', type: 'number', min: null, max: null, options: [] },
  ],
} as unknown as TSurvey;

const answer = (question: string, type: TInterviewAnswer['type'], value: number | null, text: string) =>
  ({ question, title: question, type, value, text }) satisfies TInterviewAnswer;

describe('answer display', () => {
  it('puts NPS answers in their category', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsCategory)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
  });

  it("knows NPS questions by the survey's NPS indicator", () => {
    expect(answerDisplay(answer('recommend', 'number', 3, '3'), survey)).toEqual({
      kind: 'nps',
      value: 3,
      category: 'detractor',
    });
    // without the survey (a shared link) only a 0-10 question named nps counts
    expect(answerDisplay(answer('nps', 'number', 9, '9'), null)).toMatchObject({
      kind: 'nps',
      category: 'promoter',
    });
    expect(answerDisplay(answer('recommend', 'number', 9, '9'), null)).toEqual({ kind: 'number', text: '9' });
  });

  it('shows a ranged number as a score of its scale, other numbers as they are', () => {
    expect(answerDisplay(answer('staff', 'number', 4, '4'), survey)).toEqual({
      kind: 'score',
      value: 4,
      min: 1,
      max: 5,
      fraction: 0.8,
    });
    expect(answerDisplay(answer('visits', 'number', 12, '12'), survey)).toEqual({
      kind: 'number',
      text: '12',
    });
  });

  it('shows choices by their option title and texts as written', () => {
    expect(answerDisplay(answer('channel', 'choice', 2, 'Web shop'), survey)).toEqual({
      kind: 'choice',
      text: 'Web shop',
    });
    expect(answerDisplay(answer('comment', 'text', null, 'Slow\nqueue'), survey)).toEqual({
      kind: 'text',
      text: 'Slow\nqueue',
    });
  });
});
