import type { DuckDBConnection } from '@duckdb/node-api';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { dropCampaignTable, refreshCampaignTable } from './campaign-table.ts';
import type { Duck } from './duckdb.ts';
import { countWrite } from './long-writes.ts';
import { surveyDatabase, surveyTable } from './query-spec.ts';
import { type AppendContext, emptyTable, fillTable, replaceRows } from './read-model-append.ts';
import { KeptTables, type TableState, type Versions, writeIntoFile } from './read-model-file.ts';
import { OpenSurveys } from './read-model-open.ts';
import { type RollupCompaction, Rollups } from './rollup.ts';
import type { RollupInfo } from './rollup-columns.ts';
import { CommentModels } from './text/comment-models.ts';
import { TagWriter } from './text/tag-writer.ts';

/** Interview ids per page of a build (the next page is fetched while one is appended). */
const PAGE = 20_000;
/**
 * How long a loadCount check stays good. Other processes' new data shows within this
 * time; this process's own ingestion calls `changed` and shows at once.
 */
const FRESHNESS_MS = 250;
/**
 * How long a loadCount check stays good while a long write (an import) is under way: its
 * transactions raise loadCount several times a second, and refreshing after each of them
 * kept dashboard calls waiting on refreshes most of the time (docs/decisions/019).
 */
const BULK_FRESHNESS_MS = 5000;

/** How often surveys are looked at for that. */
const IDLE_CHECK_MS = 60_000;

/** Where the read model reports what it had to leave out (the app's logger). */
export interface ReadModelLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The analytics read model: one wide DuckDB table per survey, one row per interview
 * with the ids of its organisation ancestors (u1 = root), its date and one narrow
 * column per question, then its comment's tags (topics, sentiment, language: read with
 * the page where PostgreSQL holds them current, else tagged as they are copied and stored
 * afterwards, docs/text-analytics.md). Built from PostgreSQL on first use, then brought up
 * to date by appending new interviews whenever the survey's loadCount moves.
 */
export class ReadModel {
  private readonly state = new Map<number, TableState>();
  private readonly refreshing = new Map<number, Promise<void>>();
  private readonly checkedAt = new Map<number, number>();
  /** Long writes under way, per survey. */
  private readonly bulkWrites = new Map<number, number>();
  /** Surveys brought up to date in the background during a long write. */
  private readonly catchingUp = new Map<number, Promise<unknown>>();
  private readonly rollups: Rollups;
  /** Each survey's comment tagger and sentiment model. */
  readonly comments: CommentModels;
  /** Writes the tags made here to PostgreSQL in the background. */
  private readonly tagWriter: TagWriter;
  /** What each table on disk was built for, and taking a kept table after a restart. */
  private readonly kept: KeptTables;

  /** Interview ids per page of a build (tests make it small to build in many pages). */
  pageSize = PAGE;
  /** Which surveys are open and in use: what a release may close (idle time, the limit). */
  readonly openSurveys: OpenSurveys;
  /** Surveys whose rollups are changing in a transaction not yet committed. */
  private readonly rollupsChanging = new Set<number>();
  private idleTimer: NodeJS.Timeout | null = null;
  /** app.ts sets the app's logger. */
  log: ReadModelLog = { warn: () => {}, info: () => {} };

  constructor(
    private readonly database: Database,
    private readonly duck: Duck,
    rollupCompaction?: RollupCompaction,
  ) {
    this.rollups = new Rollups(rollupCompaction);
    this.comments = new CommentModels(duck.connection());
    this.kept = new KeptTables(database, duck, this.comments, this.rollups);
    this.tagWriter = new TagWriter(database, duck, this.comments, (details, message) =>
      this.log.warn(details, message),
    );
    this.openSurveys = new OpenSurveys(
      (surveyId) => this.kept.attach(surveyId),
      (current) => void this.release(() => this.openSurveys.beyondLimit(this.busy, current)),
    );
  }

  /** Prepares a read model kept on disk (its list of what each table was built for). */
  async open(): Promise<void> {
    if (!this.duck.persistent) return;
    this.idleTimer = setInterval(() => void this.releaseIdle(), IDLE_CHECK_MS);
    this.idleTimer.unref();
  }

  /**
   * Brings the survey's table up to date and runs `work` on it, the survey kept open
   * meanwhile: a release (idle, or beyond the surveys open at once) passes it by until the
   * work is done, so its tables are never closed under a query.
   */
  async use<T>(survey: SurveyModel, work: (loadCount: number) => Promise<T>): Promise<T> {
    const done = this.openSurveys.hold(survey.id);
    try {
      return await work(await this.freshLoadCount(survey));
    } finally {
      done();
    }
  }

  /** Makes the survey's table reflect its current loadCount. */
  ensureFresh(survey: SurveyModel): Promise<number> {
    return this.use(survey, async (loadCount) => loadCount);
  }

  private async freshLoadCount(survey: SurveyModel): Promise<number> {
    this.openSurveys.used(survey.id);
    const known = this.state.get(survey.id);
    const checked = this.checkedAt.get(survey.id);
    const bulk = this.bulkWrites.has(survey.id);
    if (known && checked !== undefined && Date.now() - checked < (bulk ? BULK_FRESHNESS_MS : FRESHNESS_MS))
      return known.loadCount;
    if (bulk && known && checked !== undefined) {
      // During a long write no query waits for a refresh: the table as it is answers while
      // the next part is brought in (a query may see some of it early).
      if (!this.catchingUp.has(survey.id)) {
        const catchUp = this.bringUpToDate(survey, true)
          .catch(() => {}) // the next query tries again
          .finally(() => this.catchingUp.delete(survey.id));
        this.catchingUp.set(survey.id, catchUp);
      }
      return known.loadCount;
    }
    return this.bringUpToDate(survey);
  }

  /**
   * `background`: a catch-up during a long write, which nobody waits for: it reads small
   * pages, lets other work in between, and leaves the sentiment model's retraining to the
   * refresh after the write.
   */
  private async bringUpToDate(survey: SurveyModel, background = false): Promise<number> {
    await this.openSurveys.attach(survey.id);
    const row = await this.database.db
      .selectFrom('surveys')
      .select(['load_count', 'rewrite_count', 'config_version'])
      .where('id', '=', survey.id)
      .executeTakeFirstOrThrow();
    const versions: Versions = {
      loadCount: Number(row.load_count),
      rewrites: Number(row.rewrite_count),
      configVersion: Number(row.config_version),
    };
    const { loadCount } = versions;
    // Checked after the await: one refresh at a time per survey.
    const pending = this.refreshing.get(survey.id);
    if (pending) {
      await pending;
      return this.state.get(survey.id)?.loadCount ?? loadCount;
    }
    const state = this.state.get(survey.id);
    // Rows it holds were edited by another process: the table is built again.
    const rewritten = state !== undefined && state.rewrites !== versions.rewrites;
    // New topics or a new NPS indicator (the survey model is new) tag every comment again.
    if (
      !state ||
      rewritten ||
      state.loadCount !== loadCount ||
      this.comments.outdated(survey) !== null ||
      (state.retrain && !background)
    ) {
      const refresh = this.refresh(survey, versions, background, rewritten).finally(() =>
        this.refreshing.delete(survey.id),
      );
      this.refreshing.set(survey.id, refresh);
      await refresh;
    }
    this.checkedAt.set(survey.id, Date.now());
    return loadCount;
  }

  /** The survey's pre-aggregate, once built (queries it covers read it instead). */
  rollup(surveyId: number): RollupInfo | null {
    // While its rollups change in a transaction, tables it creates are not there for other
    // connections yet: a query then reads the wide table.
    if (this.rollupsChanging.has(surveyId)) return null;
    return this.rollups.info(surveyId);
  }

  /** This process changed the survey's data: the next query checks at once. */
  changed(surveyId: number): void {
    this.checkedAt.delete(surveyId);
  }

  /**
   * A long write of the survey's data begins (an import): until the returned function is
   * called, queries look at loadCount every few seconds instead of four times a second,
   * and refresh in the background instead of waiting. Calling `changed` at the end makes
   * the next query wait for all of it.
   */
  bulkWrite(surveyId: number): () => void {
    return countWrite(this.bulkWrites, surveyId);
  }

  /**
   * Brings the survey's table up to date as a background catch-up does (small pages, other
   * work let in between): at the end of a long write, so that the first query after it
   * does not read the write's last part in one piece while every other call waits.
   */
  async catchUp(survey: SurveyModel): Promise<void> {
    await this.catchingUp.get(survey.id);
    await this.bringUpToDate(survey, true);
  }

  /**
   * Waits for refreshes under way (nobody may be waiting for one): before DuckDB closes.
   * Background writes of tags stop after their current statement.
   */
  async settle(): Promise<void> {
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.tagWriter.close();
    await Promise.allSettled([...this.catchingUp.values(), ...this.refreshing.values()]);
    await this.tagWriter.settle();
  }

  /**
   * With the read model on disk: gives back what this process holds for surveys not asked
   * for in `openSurveys.idleMs` and not being written (their tables stay in the file, and
   * DuckDB's buffer pool lets their pages go as others need the room): their databases are
   * closed, to be opened again on their next call. Answers the surveys released.
   */
  releaseIdle(now = Date.now()): Promise<number[]> {
    return this.release(() => this.openSurveys.idle(this.busy, now));
  }

  /** A survey being refreshed or written, which a release passes by. */
  private readonly busy = (surveyId: number): boolean =>
    this.refreshing.has(surveyId) ||
    this.catchingUp.has(surveyId) ||
    this.bulkWrites.has(surveyId) ||
    this.tagWriter.writing(surveyId);

  /** On disk: gives back what this process holds for the surveys picked, and closes their databases. */
  private async release(pick: () => number[]): Promise<number[]> {
    if (!this.duck.persistent) return [];
    const surveyIds = pick();
    for (const surveyId of surveyIds) {
      this.state.delete(surveyId);
      this.checkedAt.delete(surveyId);
      this.comments.drop(surveyId);
      this.rollups.forget(surveyId);
      this.duck.forget(surveyTable(surveyId));
      this.kept.detached(surveyId);
    }
    await Promise.all(surveyIds.map((surveyId) => this.duck.detach(surveyDatabase(surveyId))));
    return surveyIds;
  }

  /** Resolves when the tags this process made for the survey are written to PostgreSQL (tests, benchmarks). */
  tagsStored(surveyId: number): Promise<void> {
    return this.tagWriter.stored(surveyId);
  }

  /**
   * Interviews already loaded change in PostgreSQL (their background data): `write` commits
   * the change, then their rows are read again and updated in place, and the rollup is
   * rebuilt. Queries of the survey wait for it as for a refresh, so that none reads the old
   * rows under the new loadCount. Other processes keep the old rows until their table is
   * rebuilt.
   */
  async rewrite<T>(survey: SurveyModel, ids: readonly number[], write: () => Promise<T>): Promise<T> {
    for (let pending = this.refreshing.get(survey.id); pending; pending = this.refreshing.get(survey.id))
      await pending.catch(() => {});
    const written = write();
    const reload = written
      .then(
        () =>
          this.reloadRows(survey, ids).catch(async () => {
            // the next query builds the table and its rollup again
            this.state.delete(survey.id);
            await this.rollups.drop(this.duck.connection(), survey.id).catch(() => {});
          }),
        () => {},
      )
      .finally(() => {
        this.duck.forget(surveyTable(survey.id));
        this.refreshing.delete(survey.id);
        this.checkedAt.delete(survey.id);
      });
    this.refreshing.set(survey.id, reload);
    await reload;
    return written;
  }

  /** The edited rows read again in place (`replaceRows`), then the rollups rebuilt and the record kept. */
  private async reloadRows(survey: SurveyModel, ids: readonly number[]): Promise<void> {
    const state = this.state.get(survey.id);
    if (!state) return; // a build reads them as they are now
    // The edit raised the rewrite count: this table follows it (an edit by another process
    // in the same moment would be taken as this one's).
    const { rewrite_count } = await this.database.db
      .selectFrom('surveys')
      .select('rewrite_count')
      .where('id', '=', survey.id)
      .executeTakeFirstOrThrow();
    if (ids.length === 0) {
      state.rewrites = Number(rewrite_count);
      await this.kept.keep(survey, state);
      return;
    }
    const tagged = await this.duck.lease(async (connection) => {
      const fresh = await replaceRows(this.appendContext(), survey, connection, ids);
      await this.rollups.rebuild(connection, survey);
      state.rewrites = Number(rewrite_count);
      await this.kept.keep(survey, state, connection);
      return fresh;
    });
    this.tagWriter.store(survey, tagged);
  }

  /** Drops the survey's table (after a configuration change); the next query rebuilds it. */
  async invalidate(surveyId: number): Promise<void> {
    await this.refreshing.get(surveyId);
    await this.openSurveys.attach(surveyId);
    this.state.delete(surveyId);
    this.checkedAt.delete(surveyId);
    this.comments.drop(surveyId);
    // a write of the old table's tags stops
    this.tagWriter.stopWrites(surveyId);
    await this.kept.forget(surveyId);
    await this.duck.connection().run(`DROP TABLE IF EXISTS ${surveyTable(surveyId)}`);
    await dropCampaignTable(this.duck.connection(), surveyTable(surveyId));
    await this.rollups.drop(this.duck.connection(), surveyId);
    this.duck.forget(surveyTable(surveyId));
  }

  /**
   * Brings the survey's tables to `loadCount`. Whatever it changed (even when it fails part
   * way), the statements prepared on the old rows are retired (see `Duck.forget`).
   */
  private async refresh(
    survey: SurveyModel,
    versions: Versions,
    background: boolean,
    rebuild: boolean,
  ): Promise<void> {
    try {
      // a connection of its own: a build's temporary tables, appender and transaction are
      // never interleaved with another caller's statements
      await this.duck.lease((connection) =>
        this.refreshTables(survey, versions, background, rebuild, connection),
      );
    } finally {
      this.duck.forget(surveyTable(survey.id));
    }
  }

  private async refreshTables(
    survey: SurveyModel,
    versions: Versions,
    background: boolean,
    rebuild: boolean,
    connection: DuckDBConnection,
  ): Promise<void> {
    const { loadCount } = versions;
    const table = surveyTable(survey.id);
    let state = this.state.get(survey.id);
    const change = state ? this.comments.outdated(survey) : null;
    let storeAll = false;
    if (rebuild) {
      state = undefined;
      this.state.delete(survey.id);
      await this.rollups.drop(connection, survey.id);
    }
    if (change === 'model') {
      // every comment is tagged again, in a new table (a failure part way starts it over)
      state = undefined;
      this.state.delete(survey.id);
      this.comments.drop(survey.id);
      this.tagWriter.stopWrites(survey.id);
      await this.rollups.drop(connection, survey.id);
    } else if (change === 'topics') {
      // a new taxonomy: the topics are found again in place, once (lists read them from the rows)
      try {
        await this.comments.retag(connection, survey);
        storeAll = true;
      } catch (error) {
        // the next query builds the table again
        this.state.delete(survey.id);
        this.comments.drop(survey.id);
        await this.rollups.drop(connection, survey.id).catch(() => {});
        throw error;
      }
    }
    const restoreStart = performance.now();
    let restored: number | null = null;
    if (!state) {
      // the stored sentiment model, whose scores the stored tags carry
      const commentsLoaded = this.comments.load(this.database, survey);
      state = (await this.kept.restore(survey, versions, connection, commentsLoaded)) ?? undefined;
      if (state) restored = state.rows;
    }
    if (!state) {
      await this.kept.forget(survey.id, connection);
      state = await emptyTable(connection, survey, versions);
    }
    state.configVersion = versions.configVersion;
    const cold = state.rows === 0;
    // a cold build's phases (or a kept table's), in milliseconds, for the log
    const phases: Record<string, number> = {};
    if (restored !== null) phases.restore = Math.round(performance.now() - restoreStart);
    let phaseStart = performance.now();
    const phase = (name: string) => {
      const now = performance.now();
      phases[name] = Math.round(now - phaseStart);
      phaseStart = now;
    };
    const { appended, fresh } = await fillTable(
      this.appendContext(),
      { survey, state, background, connection, staged: cold && this.duck.persistent },
      phase,
    );
    // A new sentiment model when enough new comments came (scoring every comment again).
    let retrained = false;
    if (background) state.retrain ||= appended > 0;
    else if (appended > 0 || state.retrain) {
      retrained = await this.comments.update(this.database, connection, survey);
      if (retrained) storeAll = true;
      state.retrain = false;
    }
    phase('sentiment');
    // Campaign messages change without new interviews: the side table is rebuilt whenever
    // its content's fingerprint moved.
    const campaignsBefore = state.campaigns;
    state.campaigns = await refreshCampaignTable(this.database, connection, survey, table, state.campaigns);
    // The pre-aggregate follows the wide table's appends (after its sort on a cold build).
    phase('campaigns');
    // A table taken from disk as it was kept (nothing appended, its rollups with it, no new
    // sentiment model): its record stands, and nothing is written.
    const asKept =
      restored !== null && appended === 0 && !retrained && this.rollups.covers(survey.id, state.rows);
    if (!asKept) await this.updateRollups(survey, state, connection);
    // only the campaign table was built again: its record says so, for the next start
    else if (state.campaigns !== campaignsBefore) await this.kept.keep(survey, state, connection);
    phase('rollups');
    if (this.duck.persistent && (await writeIntoFile(connection, survey.id, { cold, appended })))
      phase('checkpoint');
    if (cold && appended > 0)
      this.log.info(
        { survey: survey.extName, surveyId: survey.id, rows: appended, phasesMs: phases },
        `Read model of survey ${survey.extName} built: ${appended} interviews`,
      );
    if (restored !== null)
      this.log.info(
        { survey: survey.extName, surveyId: survey.id, rows: restored, appended, phasesMs: phases },
        `Read model of survey ${survey.extName} taken from disk: ${restored} interviews`,
      );
    state.loadCount = loadCount;
    this.state.set(survey.id, state);
    // What was tagged here is stored with the comments (after the sort: read back from the table).
    this.tagWriter.store(survey, storeAll ? 'all' : fresh);
  }

  private appendContext(): AppendContext {
    return { database: this.database, comments: this.comments, log: this.log, pageSize: this.pageSize };
  }

  /**
   * The rollups' tables and their state on disk change together: a process stopped between
   * them leaves the ones before, which the next start folds the wide table's new rows into.
   */
  private async updateRollups(
    survey: SurveyModel,
    state: TableState,
    connection: DuckDBConnection,
  ): Promise<void> {
    this.rollupsChanging.add(survey.id);
    await connection.run('BEGIN TRANSACTION');
    try {
      await this.rollups.update(connection, survey);
      await this.kept.keep(survey, state, connection);
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK').catch(() => {});
      // what the rollups' state says may not be in their tables: built again next time
      this.rollups.forget(survey.id);
      throw error;
    } finally {
      this.rollupsChanging.delete(survey.id);
    }
  }
}
