/**
 * The typed query spec every dashboard number is computed from. Routes build specs;
 * `compileQuery` turns them into SQL over the survey's wide table. No route writes
 * aggregation SQL of its own.
 */
export type Condition =
  /** Interviews below a unit of the organisation (the unit's id at its level). */
  | { kind: 'unit'; level: number; unitId: number }
  /** Answers to a choice (or number) question among the given values. */
  | { kind: 'values'; questionId: number; values: number[] }
  /** Interview date in [from, to), ISO dates. */
  | { kind: 'dateRange'; from: string; to: string };

export type Measure =
  | { kind: 'count'; as: string }
  | { kind: 'nps'; questionId: number; as: string }
  | { kind: 'mean'; questionId: number; as: string }
  | { kind: 'topbox'; questionId: number; scaleMax: number; as: string }
  /** Number of interviews that answered the question. */
  | { kind: 'answered'; questionId: number; as: string };

export type GroupBy =
  | { kind: 'unitLevel'; level: number }
  | { kind: 'question'; questionId: number }
  | { kind: 'time'; bucket: 'day' | 'week' | 'month' | 'quarter' };

export interface QuerySpec {
  surveyId: number;
  where: Condition[];
  measures: Measure[];
  groupBy?: GroupBy;
}

export const unitColumn = (level: number) => `u${level}`;
export const questionColumn = (questionId: number) => `q${questionId}`;
export const textColumn = (questionId: number) => `t${questionId}`;
export const surveyTable = (surveyId: number) => `survey_${surveyId}`;
