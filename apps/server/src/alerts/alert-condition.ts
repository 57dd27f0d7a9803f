import { mapText } from '@opinio/domain/localized-text';
import type { TAlertCondition } from '@opinio/domain/schemas/alerts';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { commentText, commentTopics } from '#analytics/text/comment-tagger.ts';
import { commentQuestions, type SurveyModel } from '#surveys/survey-model.ts';

export interface AnswerValue {
  questionId: number;
  value: number | null;
  textValue: string | null;
}

/** A rule's condition on answers (a script's is decided by the sandbox: script-conditions.ts). */
type AnswerCondition = Exclude<TAlertCondition, { script: number }>;

/**
 * The interview's comment (its answers to the comment questions read together, as the read
 * model tags it; never a background or computed text variable), or null without one. Its
 * language is not known yet when rules run: it is read in every language
 * (docs/text-analytics.md).
 */
function interviewComment(survey: SurveyModel, answers: readonly AnswerValue[]): string | null {
  const texts = commentQuestions(survey).map(
    (q) => answers.find((a) => a.questionId === q.id)?.textValue ?? null,
  );
  return commentText(texts);
}

/** Whether the interview's comment mentions any of the topics (false without a comment or taxonomy). */
function mentions(survey: SurveyModel, topics: readonly string[], answers: readonly AnswerValue[]): boolean {
  const comment = interviewComment(survey, answers);
  if (comment === null || !survey.topics) return false;
  return commentTopics(comment, null, survey.topics).some((m) => topics.includes(m.key));
}

/** Whether an interview's answers meet a rule's condition (an unanswered question never does). */
export function conditionHolds(
  survey: SurveyModel,
  condition: AnswerCondition,
  answers: readonly AnswerValue[],
): boolean {
  const question = survey.questionsByExtName.get(condition.question);
  const answer = question && answers.find((a) => a.questionId === question.id);
  if (!answer) return false;
  if ('contains' in condition) {
    const text = answer.textValue?.toLowerCase();
    return !!text && condition.contains.some((word) => text.includes(word.toLowerCase()));
  }
  const v = answer.value;
  if (v === null || !compares(v, condition.op, condition.value)) return false;
  return condition.topics === undefined || mentions(survey, condition.topics, answers);
}

function compares(v: number, op: Exclude<AnswerCondition, { contains: string[] }>['op'], value: number) {
  switch (op) {
    case '<':
      return v < value;
    case '<=':
      return v <= value;
    case '=':
      return v === value;
    case '>=':
      return v >= value;
    case '>':
      return v > value;
  }
}

/**
 * The alert's description: what the customer answered to the rule's question (in each of
 * its languages), and their comment when the rule asks for its topics.
 */
export function conditionDescription(
  survey: SurveyModel,
  condition: AnswerCondition,
  answers: readonly AnswerValue[],
): TLocalizedText {
  const question = survey.questionsByExtName.get(condition.question);
  const answer = question && answers.find((a) => a.questionId === question.id);
  if (!question || !answer) return '';
  const comment = 'topics' in condition && condition.topics ? interviewComment(survey, answers) : null;
  const said = comment === null ? '' : ` — ${comment}`;
  return mapText(
    question.titleTexts,
    (title) => `${title}: ${answer.textValue ?? answer.value ?? ''}${said}`,
  );
}
