import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { columnTypes, compileQuery } from './compile-query.ts';
import { Duck } from './duckdb.ts';
import { compileExportPage, type ExportKey, type ExportRow, readExportRows } from './export-page.ts';
import { compilePage, decodePageCursor, type Page, type PageRequest, readPage } from './keyset-page.ts';
import { readQueryRows } from './query-rows.ts';
import { type Condition, type QueryRow, type QuerySpec, surveyTable } from './query-spec.ts';
import { ReadModel, type ReadModelLog } from './read-model.ts';
import type { ReadModelRow } from './read-rows.ts';
import type { CommentModels } from './text/comment-models.ts';

const CACHE_ENTRIES = 2000;
/** The read model's folder in the data folder (ANALYTICS_STORE=disk): a file per survey. */
export const READ_MODEL_FOLDER = 'read-model';
/** The single file of the read model's first layout (all surveys in one): removed, rebuilt per survey. */
const FORMER_FILE = 'read-model.duckdb';
/** How far back from a page's start a newest-first page looks before reading everything. */
const RECENT_DAYS = 31;

const isoDay = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/**
 * The one way into the analytics read model (decision 038): runs query specs and list
 * pages against it, refreshing it first when the data moved, and is told by the writers of
 * interview data what they are doing (`bulkWrite`, `changed`, `rewrite`, `invalidate`).
 * DuckDB, its tables and every statement on them stay behind this class. Results are
 * cached by survey, loadCount, SQL and parameters: new data makes new keys, so a cached
 * result is never stale; concurrent identical queries share one execution.
 */
export class Analytics {
  private readonly cache = new Map<string, Promise<ReadModelRow[]>>();
  private readonly lastDays = new Map<number, { loadCount: number; day: number | null }>();

  /** Off in benchmarks that measure the engine path. */
  cacheEnabled: boolean;

  private constructor(
    private readonly readModel: ReadModel,
    private readonly duck: Duck,
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
    const { folder = null } = options;
    if (folder) {
      const former = join(dirname(folder), FORMER_FILE);
      rmSync(former, { force: true });
      rmSync(`${former}.wal`, { force: true });
    }
    const duck = await Duck.open(undefined, { folder, memoryLimit: options.memoryLimit });
    const readModel = new ReadModel(database, duck);
    if (options.openSurveys) readModel.openSurveys.maxOpen = options.openSurveys;
    await readModel.open();
    return new Analytics(readModel, duck, options);
  }

  /** Where the read model reports the rows it had to leave out (app.ts: the app's logger). */
  set log(log: ReadModelLog) {
    this.readModel.log = log;
  }

  /** The survey's data version, with the read model brought up to it. */
  loadCount(survey: SurveyModel): Promise<number> {
    return this.readModel.ensureFresh(survey);
  }

  /** Each survey's comment tagger: its sentiment model and that model's accuracy (docs/text-analytics.md). */
  get comments(): CommentModels {
    return this.readModel.comments;
  }

  /** Resolves when the comment tags this process made for the survey are stored in PostgreSQL. */
  commentTagsStored(surveyId: number): Promise<void> {
    return this.readModel.tagsStored(surveyId);
  }

  /** This process changed the survey's data: the next query looks for it at once. */
  changed(surveyId: number): void {
    this.readModel.changed(surveyId);
  }

  /**
   * A long write of the survey's data begins (an import): until the returned function is
   * called, queries answer from the table as it is and refresh it in the background.
   */
  bulkWrite(surveyId: number): () => void {
    return this.readModel.bulkWrite(surveyId);
  }

  /** Brings the survey's table up to date in small pages (the end of a long write). */
  catchUp(survey: SurveyModel): Promise<void> {
    return this.readModel.catchUp(survey);
  }

  /**
   * Loaded interviews change in PostgreSQL: `write` commits the change, then their rows are
   * read again; queries of the survey wait for it (read after write, decision 007).
   */
  rewrite<T>(survey: SurveyModel, ids: readonly number[], write: () => Promise<T>): Promise<T> {
    return this.readModel.rewrite(survey, ids, write);
  }

  /** The survey's columns changed: its tables go, and the next query builds them again. */
  invalidate(surveyId: number): Promise<void> {
    return this.readModel.invalidate(surveyId);
  }

  /** Waits for the refreshes under way, then closes DuckDB (the app's last step). */
  async close(): Promise<void> {
    await this.readModel.settle();
    this.duck.close();
  }

  /** The spec's rows, each measure's value under its `as`. */
  async query<A extends string>(
    survey: SurveyModel,
    spec: Omit<QuerySpec<A>, 'surveyId'>,
  ): Promise<QueryRow<A>[]> {
    return this.readModel.use(survey, async (loadCount) => {
      const { sql, params } = compileQuery(
        { ...spec, surveyId: survey.id },
        columnTypes(survey),
        this.readModel.rollup(survey.id),
      );
      return readQueryRows(await this.cached(survey.id, loadCount, sql, params), spec);
    });
  }

  private cached(surveyId: number, loadCount: number, sql: string, params: Parameters<Duck['rows']>[1]) {
    const scope = surveyTable(surveyId);
    if (!this.cacheEnabled) return this.duck.rows(sql, params, scope);
    const key = `${surveyId}:${loadCount}:${sql}\u0000${JSON.stringify(params)}`;
    let result = this.cache.get(key);
    if (result) {
      // least recently used goes first
      this.cache.delete(key);
      this.cache.set(key, result);
      return result;
    }
    result = this.duck.rows(sql, params, scope);
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
    return this.readModel.use(survey, (loadCount) => this.pageOf(survey, request, loadCount));
  }

  private async pageOf(survey: SurveyModel, request: PageRequest, loadCount: number): Promise<Page> {
    const after = request.cursor ? decodePageCursor(request.cursor, request.order) : null;
    const types = columnTypes(survey);
    const run = async (fromDay: string | null) => {
      const { sql, params } = compilePage(survey, types, request, after, fromDay);
      return this.duck.rows(sql, params, surveyTable(survey.id));
    };
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
    return this.readModel.use(survey, async () => {
      const { sql, params } = compileExportPage(survey, columnTypes(survey), where, after, limit);
      return readExportRows(survey, await this.duck.rows(sql, params, surveyTable(survey.id)));
    });
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
    const [row] = await this.duck.rows(
      `SELECT (max(d) - DATE '1970-01-01')::INTEGER AS day FROM ${surveyTable(survey.id)}`,
      [],
      surveyTable(survey.id),
    );
    const day = row?.day === null || row?.day === undefined ? null : Number(row.day);
    this.lastDays.set(survey.id, { loadCount, day });
    return day;
  }
}
