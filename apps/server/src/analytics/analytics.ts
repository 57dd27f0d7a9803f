import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { ClickHouseReadEngine } from './clickhouse/clickhouse-read-engine.ts';
import type { ClickHouseSink } from './clickhouse/survey-copy.ts';
import { DuckReadEngine } from './duck-read-engine.ts';
import { type ExportKey, type ExportRow, readExportRows } from './export-page.ts';
import { decodePageCursor, type Page, type PageRequest, readPage } from './keyset-page.ts';
import { readQueryRows } from './query-rows.ts';
import type { Condition, QueryRow, QuerySpec } from './query-spec.ts';
import type { EngineStats, ReadEngine, Statement } from './read-engine.ts';
import type { ReadModelLog } from './read-model.ts';
import type { ReadModelRow } from './read-rows.ts';
import type { CommentModels } from './text/comment-models.ts';

const CACHE_ENTRIES = 2000;
/** The read model's folder in the data folder (ANALYTICS_STORE=disk): a file per survey. */
export const READ_MODEL_FOLDER = 'read-model';
/** ClickHouse's folder in the data folder when it runs in this process (ANALYTICS_ENGINE=clickhouse, no CLICKHOUSE_URL). */
export const CLICKHOUSE_FOLDER = 'clickhouse';
/** How far back from a page's start a newest-first page looks before reading everything. */
const RECENT_DAYS = 31;

const isoDay = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/**
 * The one way into the analytics read model (decision 038): runs query specs and list
 * pages on its engine (DuckDB in this process, or ClickHouse: decision 057), bringing the
 * survey's data up to date first, and is told by the writers of interview data what they are
 * doing (`bulkWrite`, `changed`, `rewrite`, `invalidate`). The engines, their tables and every
 * statement on them stay behind this class. Results are cached by survey, loadCount,
 * statement and parameters: new data makes new keys, so a cached result is never stale;
 * concurrent identical queries share one execution.
 */
export class Analytics {
  private readonly cache = new Map<string, Promise<ReadModelRow[]>>();
  private readonly lastDays = new Map<number, { loadCount: number; day: number | null }>();

  /** Off in benchmarks that measure the engine path. */
  cacheEnabled: boolean;

  private constructor(
    private readonly engine: ReadEngine,
    options: { cache: boolean },
  ) {
    this.cacheEnabled = options.cache;
  }

  /** Opens the in-process DuckDB and the read model over the system of record. */
  static async open(
    database: Database,
    options: {
      cache: boolean;
      folder?: string | null;
      memoryLimit?: string;
      /** On disk: at most this many surveys open at once. */
      openSurveys?: number;
    } = { cache: true },
  ): Promise<Analytics> {
    const engine = await DuckReadEngine.open(database, {
      folder: options.folder ?? null,
      memoryLimit: options.memoryLimit,
      openSurveys: options.openSurveys,
    });
    return new Analytics(engine, options);
  }

  /**
   * Analytics on ClickHouse, fed from PostgreSQL by the outbox relay (relay.ts), which this
   * process runs too (one batch at a time across processes). `surveys` finds a survey's model;
   * `close` closes the ClickHouse connection when the analytics close (none: its owner does).
   */
  static async onClickHouse(
    database: Database,
    clickhouse: ClickHouseSink,
    surveys: (universeId: number, surveyId: number) => Promise<SurveyModel | undefined>,
    options: { cache: boolean; close?: () => Promise<void> },
  ): Promise<Analytics> {
    const engine = await ClickHouseReadEngine.open(database, clickhouse, surveys, options.close ?? null);
    return new Analytics(engine, options);
  }

  /** Which engine answers (ANALYTICS_ENGINE). */
  get engineName(): 'duckdb' | 'clickhouse' {
    return this.engine.name;
  }

  /** Where the read model reports the rows it had to leave out (app.ts: the app's logger). */
  set log(log: ReadModelLog) {
    this.engine.log = log;
  }

  /** The survey's data version, with the read model brought up to it. */
  loadCount(survey: SurveyModel): Promise<number> {
    return this.engine.use(survey, async (loadCount) => loadCount);
  }

  /** Each survey's comment tagger: its sentiment model and that model's accuracy (docs/text-analytics.md). */
  get comments(): CommentModels {
    return this.engine.comments;
  }

  /** Resolves when the comment tags this process made for the survey are stored in PostgreSQL. */
  commentTagsStored(surveyId: number): Promise<void> {
    return this.engine.tagsStored(surveyId);
  }

  /** This process changed the survey's data: the next query looks for it at once. */
  changed(surveyId: number): void {
    this.engine.changed(surveyId);
  }

  /**
   * A long write of the survey's data begins (an import): until the returned function is
   * called, queries answer from the table as it is and refresh it in the background.
   */
  bulkWrite(surveyId: number): () => void {
    return this.engine.bulkWrite(surveyId);
  }

  /** Brings the survey's table up to date in small pages (the end of a long write). */
  catchUp(survey: SurveyModel): Promise<void> {
    return this.engine.catchUp(survey);
  }

  /**
   * Loaded interviews change in PostgreSQL: `write` commits the change, then their rows are
   * read again; queries of the survey wait for it (read after write, decision 007).
   */
  rewrite<T>(survey: SurveyModel, ids: readonly number[], write: () => Promise<T>): Promise<T> {
    return this.engine.rewrite(survey, ids, write);
  }

  /** The survey's columns changed: its tables go, and the next query builds them again. */
  invalidate(surveyId: number): Promise<void> {
    return this.engine.invalidate(surveyId);
  }

  /** Answers when the engine runs a statement (GET /readyz); throws when it cannot. */
  ping(): Promise<void> {
    return this.engine.ping();
  }

  /** What the engine tells of itself for monitoring (GET /metrics): open surveys, memory, the relay's lag. */
  stats(): Promise<EngineStats> {
    return this.engine.stats();
  }

  /** Waits for the work under way, then closes the engine (the app's last step). */
  close(): Promise<void> {
    return this.engine.close();
  }

  /** The spec's rows, each measure's value under its `as`. */
  async query<A extends string>(
    survey: SurveyModel,
    spec: Omit<QuerySpec<A>, 'surveyId'>,
  ): Promise<QueryRow<A>[]> {
    return this.engine.use(survey, async (loadCount) => {
      const statement = this.engine.query(survey, { ...spec, surveyId: survey.id });
      return readQueryRows(await this.cached(survey.id, loadCount, statement), spec);
    });
  }

  private cached(surveyId: number, loadCount: number, statement: Statement) {
    if (!this.cacheEnabled) return statement.run();
    const key = `${surveyId}:${loadCount}:${statement.key}`;
    let result = this.cache.get(key);
    if (result) {
      // least recently used goes first
      this.cache.delete(key);
      this.cache.set(key, result);
      return result;
    }
    result = statement.run();
    result.catch(() => this.cache.delete(key));
    this.cache.set(key, result);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }

  /**
   * One page of a list over the read model, keyset-paged by an opaque cursor (a malformed
   * one or one of another order is a 400 naming `cursor`). Every list uses it: comments,
   * interviews, the big screen's comments, and the checks of alert and contact pages.
   */
  page(survey: SurveyModel, request: PageRequest): Promise<Page> {
    return this.engine.use(survey, (loadCount) => this.pageOf(survey, request, loadCount));
  }

  private async pageOf(survey: SurveyModel, request: PageRequest, loadCount: number): Promise<Page> {
    const after = request.cursor ? decodePageCursor(request.cursor, request.order) : null;
    const run = (fromDay: string | null) => this.engine.page(survey, request, after, fromDay).run();
    // Newest first, the newest rows are in the last days: when the month before the page's
    // start holds a full page, that is the page (every older row sorts after it), and the
    // date-sorted table lets the scan skip all other days. Otherwise the whole table is
    // read. An id set is small and read directly.
    const newestFirst = request.order.by === 'time' && request.order.direction === 'desc';
    if (newestFirst && !request.where.some((c) => c.kind === 'ids')) {
      const start = after ? Math.floor(after.ts / 86_400) : await this.lastDay(survey, loadCount);
      if (start !== null) {
        const windowed = await run(isoDay(start - RECENT_DAYS));
        if (windowed.length > request.limit) return readPage(windowed, request);
      }
    }
    return readPage(await run(null), request);
  }

  /**
   * Whole interviews passing the conditions, newest first, a page at a time after `after`
   * (exports read every interview of a node this way, in constant memory). Not cached.
   */
  async exportPage(
    survey: SurveyModel,
    where: Condition[],
    after: ExportKey | null,
    limit: number,
  ): Promise<ExportRow[]> {
    return this.engine.use(survey, async () =>
      readExportRows(survey, await this.engine.exportPage(survey, where, after, limit).run()),
    );
  }

  /** Which of these interviews pass the conditions (an alert or contact page's check). */
  async passing(survey: SurveyModel, where: Condition[], ids: readonly number[]): Promise<Set<number>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const page = await this.page(survey, {
      where: [...where, { kind: 'ids', ids: unique }],
      order: { by: 'time', direction: 'desc' },
      limit: unique.length,
    });
    return new Set(page.rows.map((r) => r.id));
  }

  /** The survey's last day with interviews (days since 1970), once per loadCount. */
  private async lastDay(survey: SurveyModel, loadCount: number): Promise<number | null> {
    const known = this.lastDays.get(survey.id);
    if (known?.loadCount === loadCount) return known.day;
    const [row] = await this.engine.lastDay(survey).run();
    const day = row?.day === null || row?.day === undefined ? null : Number(row.day);
    this.lastDays.set(survey.id, { loadCount, day });
    return day;
  }
}
