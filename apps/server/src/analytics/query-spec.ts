/**
 * The typed query spec every dashboard number is computed from. Routes build specs;
 * `compileQuery` turns them into SQL over the survey's wide table. No route writes
 * aggregation SQL of its own.
 */
export type Condition =
  /** Interviews below a unit of the organisation (the unit's id at its level). */
  | { kind: 'unit'; level: number; unitId: number }
  /** Interviews below any of the units. */
  | { kind: 'units'; units: Array<{ level: number; unitId: number }> }
  /** Answers among the given values; with `exclude`, answers not among them (or none). */
  | { kind: 'values'; questionId: number; values: number[]; exclude?: boolean }
  /** Answers from..to, both included. */
  | { kind: 'range'; questionId: number; from: number; to: number }
  /** Text answers containing any of `include` and none of `exclude` (case-insensitive). */
  | { kind: 'text'; questionId: number; include: string[]; exclude: string[] }
  /** Interview date in [from, to), ISO dates. */
  | { kind: 'dateRange'; from: string; to: string }
  /** Interview date before, on or after a day. */
  | { kind: 'dateCompare'; op: '<' | '=' | '>'; date: string }
  /** Interview on this month and day of any year. */
  | { kind: 'monthDay'; month: number; day: number }
  /** Interviews of the survey's first or last day with data. */
  | { kind: 'tableDate'; mode: 'first' | 'last' }
  /** Interviews whose contact got a message of the campaign (campaigns/campaign-condition.ts). */
  | CampaignCondition;

export interface CampaignCondition {
  kind: 'campaign';
  campaignId: number;
  /** Answered 0..days UTC calendar days after the message was sent; null: any time. */
  days: number | null;
  state: 'any' | 'delivered' | 'pending' | 'failed' | 'unsub';
  opened: 'any' | 'yes' | 'no';
  clicked: 'any' | 'yes' | 'no';
}

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
  /**
   * Also splits the rows by a day (ISO): column `s` is 1 on or after it, 0 before. A
   * period and the one before it are then one scan instead of two queries.
   */
  splitSince?: string;
}

export const unitColumn = (level: number) => `u${level}`;
export const questionColumn = (questionId: number) => `q${questionId}`;
export const textColumn = (questionId: number) => `x${questionId}`;
export const surveyTable = (surveyId: number) => `survey_${surveyId}`;
