/**
 * The typed query spec every dashboard number and every list is computed from. Routes
 * build specs; `compileQuery` and `Analytics.page` turn them into SQL over the survey's
 * wide table, every value a bound parameter. No code outside this module writes SQL for
 * the read model.
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
  /** Interviews whose contact got a message of the campaign (analytics/campaign-condition.ts). */
  | CampaignCondition
  /** Interviews among these ids (a page of alerts or contacts checked against the filters). */
  | { kind: 'ids'; ids: number[] }
  /** Interviews that answered any of these text questions. */
  | { kind: 'hasText'; questionIds: number[] }
  /** Interviews with a text answer (of these questions) containing `search`, ignoring case. */
  | { kind: 'textSearch'; questionIds: number[]; search: string }
  /** Interviews that answered every one of these questions (listwise deletion); none listed: all. */
  | { kind: 'answeredAll'; questionIds: number[] }
  /** Interviews whose comment mentions any of these topics (the read model's `topics` column). */
  | { kind: 'topic'; keys: string[] };

export interface CampaignCondition {
  kind: 'campaign';
  campaignId: number;
  /** Answered 0..days UTC calendar days after the message was sent; null: any time. */
  days: number | null;
  state: 'any' | 'delivered' | 'pending' | 'failed' | 'unsub';
  opened: 'any' | 'yes' | 'no';
  clicked: 'any' | 'yes' | 'no';
}

/** A measure; `as` names its value in the result rows (`QueryRow.values`). */
export type Measure<A extends string = string> =
  | { kind: 'count'; as: A }
  | { kind: 'nps'; questionId: number; as: A }
  | { kind: 'mean'; questionId: number; as: A }
  | { kind: 'topbox'; questionId: number; scaleMax: number; as: A }
  /** Number of interviews that answered the question. */
  | { kind: 'answered'; questionId: number; as: A }
  /** Number of answers from `min` to `max` (both included; integers of the survey's scale). */
  | { kind: 'countIn'; questionId: number; min: number; max: number; as: A }
  /** Sum of the answers, and of their squares: with `answered`, a mean's variance. */
  | { kind: 'sum'; questionId: number; as: A }
  | { kind: 'sumSquares'; questionId: number; as: A }
  /** Pearson correlation of two questions' answers over the rows that answered both (NaN without variance). */
  | { kind: 'corr'; questionA: number; questionB: number; as: A }
  /** Average sentiment of the comments (−1..1; null without a model or comments). */
  | { kind: 'sentiment'; as: A };

export type GroupBy =
  | { kind: 'unitLevel'; level: number }
  | { kind: 'question'; questionId: number }
  | { kind: 'time'; bucket: 'day' | 'week' | 'month' | 'quarter' }
  /** One row per topic of the comments (an interview counts once in each of its topics, one without a topic in none). */
  | { kind: 'topic' };

export interface QuerySpec<A extends string = string> {
  surveyId: number;
  where: Condition[];
  measures: Measure<A>[];
  groupBy?: GroupBy;
  /**
   * Also splits the rows by a day (ISO): column `s` is 1 on or after it, 0 before. A
   * period and the one before it are then one scan instead of two queries.
   */
  splitSince?: string;
  /**
   * Also one row over all groups (`QueryRow.total`, its group null), split as the groups
   * are: a breakdown's rows and its node, or a node and its parent, from one scan
   * (the groups' additive parts, summed). Not with time or topic groups.
   */
  totals?: boolean;
}

/**
 * One result row of a query spec: the measures' values by their `as`, and the row's
 * group. Rows are typed here so that no caller reads SQL aliases.
 */
export interface QueryRow<A extends string = string> {
  /** Grouped by unit level or question: the unit's id or the answer (null: no answer). */
  group: number | null;
  /** Grouped by time: the bucket's first day (ISO). */
  bucket: string | null;
  /** Grouped by topic: the topic's key. */
  topic?: string;
  /** With `splitSince`: true for the rows on or after that day, false before. */
  current: boolean | null;
  /** With `totals`: true for the row over all groups. */
  total?: boolean;
  values: Record<A, number | null>;
}

// Names of tables and columns are the only non-constant parts of the SQL text: built
// from ids checked here, so that a bug can never turn into SQL.
function id(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not an id: ${n}`);
  return n;
}

export const unitColumn = (level: number) => `u${id(level)}`;
export const questionColumn = (questionId: number) => `q${id(questionId)}`;
export const textColumn = (questionId: number) => `x${id(questionId)}`;
/**
 * The comment's tags (docs/text-analytics.md): its topics' keys (VARCHAR[], null without a
 * topic), its sentiment (DOUBLE, null without a model) and its language (VARCHAR, null
 * when unknown); null for interviews without a comment (no answer to a comment question:
 * `commentQuestions`).
 */
export const TOPICS_COLUMN = 'topics';
export const SENTIMENT_COLUMN = 'sentiment';
export const LANGUAGE_COLUMN = 'lang';
/**
 * Each comment question's answer's own tags, as comment lists show them: its topics with
 * the words that matched (JSON of `TopicMatch[]`, null without a topic) and its sentiment
 * (DOUBLE, null without a model). Written with the row and when the topics or the model
 * change, never per request. Background and computed text variables have none.
 */
export const textTopicsColumn = (questionId: number) => `xt${id(questionId)}`;
export const textSentimentColumn = (questionId: number) => `xs${id(questionId)}`;
/**
 * The read model's database of a survey: each survey's tables live in a DuckDB database of
 * their own, attached by that name (a file on disk, or in memory), so that a survey costs
 * nothing until it is asked for and its tables go with it when it is idle.
 */
export const surveyDatabase = (surveyId: number) => `s${id(surveyId)}`;
/** A survey's wide table, with its database; derived tables add a suffix (`_rollup`, `_campaign`). */
export const surveyTable = (surveyId: number) => `${surveyDatabase(surveyId)}.survey_${id(surveyId)}`;
/** A table's name without its database: for `RENAME TO`, temporary tables and appenders. */
export const localName = (table: string) => table.slice(table.indexOf('.') + 1);
/** A table's database (the part before the dot). */
export const databaseOf = (table: string) => table.slice(0, Math.max(0, table.indexOf('.')));
/** Measure columns are named by position in the SQL: callers see the measures' own names. */
export const measureAlias = (index: number) => `m${id(index)}`;
