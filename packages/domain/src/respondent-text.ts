/**
 * Which answers are the respondent's own words (docs/product.md#comment-topics). A question's
 * values come from one source: `answer`, the respondent's answers on the questionnaire;
 * `background`, data sent with the interview (the ingestion API, an import) or set by an
 * administrator; `computed`, set by a script. Only a text question the respondent answers is
 * a comment: what the comment list shows and what topics, sentiment, summaries, themes and
 * their impact, and the shares of comments in what changed are computed from. A background
 * or computed text variable is never a comment, whatever it holds.
 */

export type TQuestionSource = 'answer' | 'background' | 'computed';

interface SourcedQuestion {
  type: 'number' | 'choice' | 'text';
  /** Absent or null: `answer` (a question made before sources existed, or built by hand). */
  source?: TQuestionSource | null;
}

/** Whether the respondent answers it on the questionnaire (not a background or computed variable). */
export function isRespondentQuestion(question: Pick<SourcedQuestion, 'source'>): boolean {
  return (question.source ?? 'answer') === 'answer';
}

/** Whether its answers are comments: a text question the respondent answers. */
export function isCommentQuestion(question: SourcedQuestion): boolean {
  return question.type === 'text' && isRespondentQuestion(question);
}
