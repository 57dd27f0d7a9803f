import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ExportKey } from './export-page.ts';
import type { PageKey, PageRequest } from './keyset-page.ts';
import type { Condition, QuerySpec } from './query-spec.ts';
import type { ReadModelLog } from './read-model.ts';
import type { ReadModelRow } from './read-rows.ts';
import type { CommentModels } from './text/comment-models.ts';

/** A compiled statement: its text and parameters (`key`, what a cached result is found by), and running it. */
export interface Statement {
  key: string;
  run(): Promise<ReadModelRow[]>;
}

/** What an engine can tell of itself for monitoring (GET /metrics); null: it cannot tell. */
export interface EngineStats {
  /** Surveys whose tables this process has open (the DuckDB read model). */
  openSurveys: number | null;
  /** Memory the engine holds, in bytes. */
  memoryBytes: number | null;
  /** The ClickHouse relay: outbox rows waiting to be copied (counted up to `OUTBOX_COUNT_LIMIT`). */
  outboxRows: number | null;
}

/** The most outbox rows a scrape counts: the count stays an index scan of bounded length. */
export const OUTBOX_COUNT_LIMIT = 100_000;

/**
 * Where the analytics module's statements run (decision 057): DuckDB in this process over a
 * read model it builds from PostgreSQL (`DuckReadEngine`), or ClickHouse fed by the outbox
 * relay (`ClickHouseReadEngine`). Each compiles the module's query spec, pages and exports
 * to its own dialect and returns rows of one shape (read-rows.ts), which `Analytics` reads
 * the same way whichever engine answered. The writers of interview data tell the engine what
 * they do through `Analytics` (`changed`, `bulkWrite`, `rewrite`, `invalidate`).
 */
export interface ReadEngine {
  readonly name: 'duckdb' | 'clickhouse';
  /**
   * Brings the survey's data up to date (every write this process made, other processes'
   * within a moment) and runs `work` with the survey's data version (loadCount).
   */
  use<T>(survey: SurveyModel, work: (loadCount: number) => Promise<T>): Promise<T>;
  query(survey: SurveyModel, spec: QuerySpec): Statement;
  page(survey: SurveyModel, request: PageRequest, after: PageKey | null, fromDay: string | null): Statement;
  exportPage(survey: SurveyModel, where: Condition[], after: ExportKey | null, limit: number): Statement;
  /** The survey's last day with interviews, as `day` (days since 1970; null without interviews). */
  lastDay(survey: SurveyModel): Statement;
  /** Where the engine reports what it had to leave out (the app's logger). */
  log: ReadModelLog;
  /** Each survey's comment tagger and sentiment model. */
  readonly comments: CommentModels;
  tagsStored(surveyId: number): Promise<void>;
  changed(surveyId: number): void;
  bulkWrite(surveyId: number): () => void;
  catchUp(survey: SurveyModel): Promise<void>;
  rewrite<T>(survey: SurveyModel, ids: readonly number[], write: () => Promise<T>): Promise<T>;
  invalidate(surveyId: number): Promise<void>;
  /** Answers when the engine runs a statement (GET /readyz); throws when it cannot. */
  ping(): Promise<void>;
  /** Its figures for monitoring, read cheaply. */
  stats(): Promise<EngineStats>;
  close(): Promise<void>;
}
