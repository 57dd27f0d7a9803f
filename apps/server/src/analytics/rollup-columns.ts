import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';
import { surveyTable } from './query-spec.ts';
import { structuralInteger } from './sql-params.ts';

/**
 * The rollups' table and column names, and what a query compiled against them needs to
 * know (rollup.ts builds them, rollup-sql.ts reads them).
 */
export const rollupTable = (surveyId: number) => `${surveyTable(surveyId)}_rollup`;
/** The same by month (its `d` is the month's first day): for month-aligned specs. */
export const monthRollupTable = (surveyId: number) => `${surveyTable(surveyId)}_rollup_month`;
/**
 * A choice question's rollups: the same sums with the question's answer as one more key, so
 * that a filter on that question (or a view by it) reads sums, not the wide table.
 */
export const choiceRollupTable = (surveyId: number, questionId: number) =>
  `${rollupTable(surveyId)}_q${structuralInteger(questionId)}`;
/** The same by month. */
export const choiceMonthRollupTable = (surveyId: number, questionId: number) =>
  `${monthRollupTable(surveyId)}_q${structuralInteger(questionId)}`;

// column names from checked integers, as query-spec.ts builds the wide table's
export const countColumn = (questionId: number) => `c${structuralInteger(questionId)}`;
export const sumColumn = (questionId: number) => `s${structuralInteger(questionId)}`;
/** A band's count: answers with one of the band's values (see `bandsOf`). */
export const bandColumn = (questionId: number, index: number) =>
  `b${structuralInteger(questionId)}_${structuralInteger(index)}`;
/** The sum of the answers' squares (a mean's interval). */
export const squaresColumn = (questionId: number) => `ss${structuralInteger(questionId)}`;
export const valueColumn = (questionId: number, index: number) =>
  `h${structuralInteger(questionId)}_${structuralInteger(index)}`;

/** What a query compiled against the rollup needs to know. */
export interface RollupInfo {
  table: string;
  monthTable: string;
  /**
   * Number and choice questions by id: the values with a count column each, or null
   * when the question has no per-value counts (a wide scale, or answers found outside
   * it) and only its count and sum may be used.
   */
  questions: Map<number, number[] | null>;
  /**
   * Per question, the sets of its values counted together in a column of their own (an NPS
   * question's promoters and detractors, a top-box indicator's top two): an indicator reads
   * one column where it would add up several.
   */
  bands?: Map<number, number[][]>;
  /**
   * The choice questions with rollups of their own (their answer one more key): the monthly
   * table, and the daily one where it pays (null: days are read from the wide table).
   */
  choices?: Map<number, { table: string | null; monthTable: string }>;
}

/** Whether two ascending value lists are the same. */
export const sameValues = (a: number[], b: number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Scales up to this many values get a count per value (NPS has 11). */
const MAX_SCALE = 32;
/** The values of a question's scale, in column order, when small enough to count each. */
export function rollupScale(q: QuestionModel): number[] | null {
  if (q.type === 'choice') {
    const values = [...new Set(q.options.map((o) => o.value))].sort((a, b) => a - b);
    return values.length > 0 && values.length <= MAX_SCALE ? values : null;
  }
  if (q.min === null || q.max === null || !Number.isInteger(q.min) || !Number.isInteger(q.max)) return null;
  if (q.max < q.min || q.max - q.min >= MAX_SCALE) return null;
  return Array.from({ length: q.max - q.min + 1 }, (_, i) => (q.min as number) + i);
}

/** Choice questions of at most this many options can get rollups of their own (`offeredChoices`). */
const CHOICE_ROLLUP_OPTIONS = 8;

/**
 * The choice questions that can get rollups of their own (their answer one more key): those
 * the dashboard filters or views by, with at most `CHOICE_ROLLUP_OPTIONS` options, in the
 * survey's order.
 */
export function offeredChoices(survey: SurveyModel): number[] {
  const offered = new Set<number>();
  for (const filter of survey.filters.values()) {
    const question =
      filter.target === 'question' && filter.question
        ? survey.questionsByExtName.get(filter.question)
        : undefined;
    if (question) offered.add(question.id);
  }
  for (const view of survey.views) if (view.questionId !== null) offered.add(view.questionId);
  return survey.questions.flatMap((q) => {
    const values = q.type === 'choice' && offered.has(q.id) ? rollupScale(q) : null;
    return values && values.length <= CHOICE_ROLLUP_OPTIONS ? [q.id] : [];
  });
}
