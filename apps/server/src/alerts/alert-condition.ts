import { mapText } from '@opinio/domain/localized-text';
import type { TAlertCondition } from '@opinio/domain/schemas/alerts';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { SurveyModel } from '../surveys/survey-model.ts';

export interface AnswerValue {
  questionId: number;
  value: number | null;
  textValue: string | null;
}

/** A rule's condition on answers (a script's is decided by the sandbox: script-conditions.ts). */
type AnswerCondition = Exclude<TAlertCondition, { script: number }>;

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
  if (v === null) return false;
  switch (condition.op) {
    case '<':
      return v < condition.value;
    case '<=':
      return v <= condition.value;
    case '=':
      return v === condition.value;
    case '>=':
      return v >= condition.value;
    case '>':
      return v > condition.value;
  }
}

/** The alert's description: what the customer answered to the rule's question (in each of its languages). */
export function conditionDescription(
  survey: SurveyModel,
  condition: AnswerCondition,
  answers: readonly AnswerValue[],
): TLocalizedText {
  const question = survey.questionsByExtName.get(condition.question);
  const answer = question && answers.find((a) => a.questionId === question.id);
  if (!question || !answer) return '';
  return mapText(question.titleTexts, (title) => `${title}: ${answer.textValue ?? answer.value ?? ''}`);
}
