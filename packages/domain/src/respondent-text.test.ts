import { describe, expect, it } from 'vitest';
import { isCommentQuestion, isRespondentQuestion } from './respondent-text.ts';

describe('respondent text', () => {
  it('makes a comment of text the respondent answers, and of nothing else', () => {
    expect(isCommentQuestion({ type: 'text', source: 'answer' })).toBe(true);
    // a question without a source is a question of the questionnaire
    expect(isCommentQuestion({ type: 'text' })).toBe(true);
    expect(isCommentQuestion({ type: 'text', source: null })).toBe(true);
    expect(isCommentQuestion({ type: 'text', source: 'background' })).toBe(false);
    expect(isCommentQuestion({ type: 'text', source: 'computed' })).toBe(false);
    expect(isCommentQuestion({ type: 'number', source: 'answer' })).toBe(false);
    expect(isCommentQuestion({ type: 'choice' })).toBe(false);
  });

  it('asks the respondent the questions of the questionnaire, not the variables', () => {
    expect(isRespondentQuestion({})).toBe(true);
    expect(isRespondentQuestion({ source: 'answer' })).toBe(true);
    expect(isRespondentQuestion({ source: 'background' })).toBe(false);
    expect(isRespondentQuestion({ source: 'computed' })).toBe(false);
  });
});
