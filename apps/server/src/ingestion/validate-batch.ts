import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import {
  ANSWER_VALUE_MAX,
  ANSWER_VALUE_MIN,
  TEXT_ANSWER_MAX,
  type TIngestRowError,
  ZIngestInterview,
} from '@opinio/domain/schemas/ingestion';
import type { Scope } from '../access/scope.ts';
import type { QuestionModel, SurveyModel } from '../surveys/survey-model.ts';
import type { NewAnswer, NewInterview } from './insert-interviews.ts';

export interface ValidatedInterview extends NewInterview {
  externalId: string;
}

/**
 * One answer checked against its question and against what PostgreSQL stores (text without
 * NUL, a whole number of its integer column): the stored answer, or why not.
 */
export function answerFor(question: QuestionModel, raw: number | string): NewAnswer | string {
  if (question.type === 'text') {
    if (typeof raw !== 'string') return 'must be a text';
    if (raw.length > TEXT_ANSWER_MAX) return `must be at most ${TEXT_ANSWER_MAX} characters`;
    if (!isSafeText(raw)) return UNSAFE_TEXT_MESSAGE;
    return { questionId: question.id, value: null, textValue: raw };
  }
  if (question.type === 'choice') {
    const option = question.options.find((o) =>
      typeof raw === 'number' ? o.value === raw : o.extName === raw,
    );
    if (!option)
      return `must be one of ${question.options.map((o) => `${o.value} (${o.extName})`).join(', ')}`;
    return { questionId: question.id, value: option.value, textValue: null };
  }
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return 'must be a whole number';
  const min = Math.max(question.min ?? ANSWER_VALUE_MIN, ANSWER_VALUE_MIN);
  const max = Math.min(question.max ?? ANSWER_VALUE_MAX, ANSWER_VALUE_MAX);
  if (raw < min || raw > max) return `must be between ${min} and ${max}`;
  return { questionId: question.id, value: raw, textValue: null };
}

/**
 * Checks every row of a batch against the survey and the key's scope. A batch is
 * written only when `errors` is empty; each error names its row and field.
 */
export function validateBatch(
  survey: SurveyModel,
  scope: Scope,
  rows: readonly unknown[],
): { interviews: ValidatedInterview[]; errors: TIngestRowError[] } {
  const interviews: ValidatedInterview[] = [];
  const errors: TIngestRowError[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const parsed = ZIngestInterview.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ index, field: issue.path.join('.') || 'interview', message: issue.message });
      return;
    }
    const row = parsed.data;
    const before = errors.length;
    if (seen.has(row.externalId))
      errors.push({ index, field: 'externalId', message: 'appears twice in the batch' });
    seen.add(row.externalId);
    const unit = survey.organisation.unitsByExtName.get(row.unit);
    if (!unit || !scope.allows(unit))
      errors.push({ index, field: 'unit', message: `unknown unit ${row.unit}` });
    const answers: NewAnswer[] = [];
    for (const [extName, value] of Object.entries(row.answers)) {
      const question = survey.questionsByExtName.get(extName);
      const answer = question ? answerFor(question, value) : 'unknown question';
      if (typeof answer === 'string') errors.push({ index, field: `answers.${extName}`, message: answer });
      else answers.push(answer);
    }
    if (errors.length === before && unit) {
      interviews.push({ externalId: row.externalId, unitId: unit.id, date: new Date(row.date), answers });
    }
  });
  return { interviews, errors };
}
