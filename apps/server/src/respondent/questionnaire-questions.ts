import { isRespondentQuestion } from '@opinio/domain/respondent-text';
import type { TQuestionnaireQuestion } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { badRequest } from '#lib/http-error.ts';
import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';
import { defaultEnds } from './questionnaire-texts.ts';

/** The widest scale shown as a row of buttons (0-10). */
const MAX_SCALE_POINTS = 11;

const isNps = (q: QuestionModel) => q.role === 'nps' || (q.min === 0 && q.max === 10);

/** What a scale's ends mean: the question's own labels, else the defaults of its kind. */
function endsOf(q: QuestionModel, kind: 'nps' | 'scale', locale: TLocale) {
  const defaults = defaultEnds(kind, locale);
  return { low: q.lowLabel || defaults.low, high: q.highLabel || defaults.high };
}

/**
 * What the respondent is asked: the questions answered on the questionnaire (not background
 * data or computed variables), in survey order, each in its wording (else its title) in the
 * survey model's language, a scale with what its ends mean. A number question is asked as
 * NPS or as a scale of buttons, so one without a closed range of at most 11 points is left
 * out (there is no button to press).
 *
 * Required: the scales and NPS that feed an indicator, since an interview without them is
 * missing from the figures the survey exists for; everything else is optional. It follows
 * from the configuration alone, so it stays the same from one visit to the next.
 */
export function questionnaireQuestions(survey: SurveyModel): TQuestionnaireQuestion[] {
  const measured = new Set(survey.indicators.map((i) => i.question.id));
  const locale = survey.locale ?? survey.defaultLocale;
  return survey.questions.flatMap((q): TQuestionnaireQuestion[] => {
    if (!isRespondentQuestion(q)) return [];
    const base = {
      id: q.extName,
      text: q.wording || q.title,
      min: null,
      max: null,
      options: [],
      ends: null,
      page: q.page ?? null,
      required: false,
    };
    if (q.type === 'text') return [{ ...base, kind: 'text' }];
    if (q.type === 'choice')
      return [
        { ...base, kind: 'choice', options: q.options.map((o) => ({ value: o.value, label: o.title })) },
      ];
    const required = measured.has(q.id);
    if (isNps(q))
      return [
        { ...base, kind: 'nps', min: q.min ?? 0, max: q.max ?? 10, ends: endsOf(q, 'nps', locale), required },
      ];
    if (q.min === null || q.max === null || q.max < q.min || q.max - q.min >= MAX_SCALE_POINTS) return [];
    return [{ ...base, kind: 'scale', min: q.min, max: q.max, ends: endsOf(q, 'scale', locale), required }];
  });
}

/** Why an answer does not fit its question; null when it does. */
function answerIssue(question: TQuestionnaireQuestion, value: number | string): string | null {
  if (question.kind === 'text') return typeof value === 'string' ? null : 'must be a text';
  if (typeof value !== 'number') return 'must be a number';
  if (question.kind === 'choice')
    return question.options.some((o) => o.value === value)
      ? null
      : `must be one of ${question.options.map((o) => o.value).join(', ')}`;
  const min = question.min ?? 0;
  const max = question.max ?? 10;
  return value >= min && value <= max ? null : `must be between ${min} and ${max}`;
}

/** A text left empty is no answer. */
export const isAnswered = (value: number | string | undefined): value is number | string =>
  value !== undefined && (typeof value === 'number' || value.trim() !== '');

/**
 * Checks answers against the questions asked (400 naming `answers.<id>` at the first that
 * does not fit); `complete` also wants every required question answered.
 */
export function checkAnswers(
  questions: readonly TQuestionnaireQuestion[],
  answers: Record<string, number | string>,
  complete: boolean,
): void {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question)
      throw badRequest(`No question ${id} in this questionnaire`, `answers.${id}`, {
        code: 'unknown_field',
        params: { keys: id },
      });
    const issue = answerIssue(question, value);
    if (issue) throw badRequest(`The answer to ${id} ${issue}`, `answers.${id}`, { code: 'invalid_value' });
  }
  if (!complete) return;
  const missing = questions.find((q) => q.required && !isAnswered(answers[q.id]));
  if (missing)
    throw badRequest(`The question ${missing.id} needs an answer`, `answers.${missing.id}`, {
      code: 'required',
    });
}
