import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { RELAY_LOCK } from '#db/migrations/031-analytics-outbox.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { type BackoffLog, type BackoffOptions, FailureBackoff } from '#lib/failure-backoff.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { InterviewSource } from '../interview-pages.ts';
import { CommentModels } from '../text/comment-models.ts';
import { engineDb } from './engine-tables.ts';
import { clearDays, listDays, listedDays, remakeRollupDays, type TouchedDay } from './rollup-days.ts';
import { rollupStatements, rollupTables } from './rollup-tables.ts';
import { type ClickHouseSink, ENGINE, SurveyCopier } from './survey-copy.ts';
import { asideTable } from './wide-table.ts';

/**
 * How long a day listed for the rollups waits while full batches follow one another.
 */
const REMAKE_WAIT_MS = 1000;
/**
 * How long listed days rest once the outbox is drained before they are made (decision 061):
 * writes that follow soon share one remake, and the calls right after a write (answered from
 * the wide table meanwhile) do not queue behind the remake's statements in chDB, which runs
 * one statement at a time.
 */
const REMAKE_REST_MS = 500;
/**
 * Outbox rows per batch: 10,000 new interviews in one batch took 0.47-0.52 s against
 * 0.62-0.65 s in two of 5,000 (each batch pays its outbox read, version, lookup of earlier
 * copies, insert and transaction once; decision 061).
 */
const BATCH = 10_000;
/**
 * Interview ids per page of a backfill: each page is one insert, one part of the table until
 * ClickHouse merges it (10M interviews in pages of 10,000 would near its limit of parts).
 */
const BACKFILL_PAGE = 50_000;

/** Every survey `s` beside the record `t` of its ClickHouse table (none yet: NULLs). */
export const SURVEYS_WITH_TABLES = sql`surveys s
  LEFT JOIN analytics_engine_tables t ON t.engine = ${ENGINE} AND t.survey_id = s.id`;
/** Of `SURVEYS_WITH_TABLES`: the survey's table is missing, being backfilled, or made under another configuration. */
export const TABLE_BEING_MADE = sql<boolean>`(t.survey_id IS NULL OR t.backfill_after IS NOT NULL OR t.config_version <> s.config_version)`;

/** What a call of `relayOnce` did. */
export interface RelayStep {
  /** Outbox rows handled (each interview copied once however many rows named it). */
  outbox: number;
  /** Days made again in the rollups. */
  remade: number;
  /** Interviews copied by a backfill. */
  backfilled: number;
  /** Another process's relay held the lock: nothing was done. */
  busy: boolean;
}

/**
 * Copies interviews from PostgreSQL, the system of record, into ClickHouse (docs/scaling.md,
 * decision 057). PostgreSQL's triggers name every changed interview in `analytics_outbox`, in
 * the transaction that changed it (migration 031); the relay reads those interviews as they
 * are now, builds their wide rows as the DuckDB read model does (the same pages, the same
 * comment tags), inserts them into the survey's replacing table, and only then deletes the
 * outbox rows it copied. A relay killed anywhere leaves outbox rows, copied again by the next
 * batch under a higher version: nothing is lost, and the table keeps one row per interview.
 *
 * One batch at a time across processes (an advisory lock held through the batch): each copy
 * takes its version from a sequence after the lock, before reading, so a later copy of an
 * interview was read later and has the higher version. A survey whose table is missing or
 * was made for another shape (its questions, taxonomy or sentiment model changed) is made
 * again, and backfilled from PostgreSQL page by page.
 */
export class OutboxRelay {
  /** Each survey's comment tagger, with its stored sentiment model (none is trained here). */
  readonly comments = new CommentModels();
  /** Each survey's table, and copies of interviews into it. */
  private readonly copier: SurveyCopier;
  /** This process's batches, one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Outbox rows per batch (tests make it small). */
  batchSize = BATCH;
  /** Interview ids per page of a backfill (tests make it small). */
  backfillPageSize = BACKFILL_PAGE;
  /** How long a listed day waits while full batches follow one another (tests change it). */
  remakeWaitMs = REMAKE_WAIT_MS;
  /** How long listed days rest once the outbox is drained (tests change it). */
  remakeRestMs = REMAKE_REST_MS;
  /** The waits after failed batches in a row (tests make them short): 1 s doubling to a minute. */
  backoff: BackoffOptions = {};

  constructor(
    private readonly database: Database,
    private readonly clickhouse: ClickHouseSink,
    private readonly survey: (universeId: number, surveyId: number) => Promise<SurveyModel | undefined>,
    private readonly log: BackoffLog = { warn: () => {}, info: () => {} },
  ) {
    this.copier = new SurveyCopier(database, clickhouse, this.comments);
  }

  /**
   * Lists ClickHouse as an engine that follows the interviews: from here on every change
   * writes an outbox row. Surveys are backfilled as the relay finds them without a table.
   */
  async enable(): Promise<void> {
    await runAsTenant('all', () =>
      engineDb(this.database.db)
        .insertInto('analytics_engines')
        .values({ engine: ENGINE })
        .onConflict((oc) => oc.column('engine').doNothing())
        .execute(),
    );
  }

  /**
   * Runs `relayOnce` until the outbox is empty and every backfill done, then every `intervalMs`;
   * after failed batches (PostgreSQL or ClickHouse down) it waits longer each time, and logs
   * as seldom (lib/failure-backoff.ts).
   */
  start(intervalMs = 100): void {
    const failures = new FailureBackoff('ClickHouse relay: batch failed', this.log, this.backoff);
    const tick = () => {
      if (this.stopped) return;
      let waitMs = intervalMs;
      this.running = this.drain()
        .then(
          () => failures.succeeded(),
          (error: unknown) => {
            waitMs = failures.failed(error);
          },
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, waitMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Relays until nothing is left (or another process holds the lock, or the time `until` has
   * passed). `prefer`: a survey whose backfill goes before the others' (one a caller waits for).
   * `remake` false: the listed days are left to the relay's own steps (a caller answers from
   * the wide table meanwhile, decision 061).
   */
  async drain(prefer?: number, until = Number.POSITIVE_INFINITY, remake = true): Promise<RelayStep> {
    for (;;) {
      const step = await this.relayOnce(prefer, remake);
      const idle = step.outbox === 0 && step.remade === 0 && step.backfilled === 0;
      if (step.busy || idle || Date.now() > until) return step;
    }
  }

  /**
   * Whether every survey has its table, backfilled, and no outbox row is left: what a caller
   * waits for when it needs all of it (a backfill waits for transactions older than the
   * engine's listing, of any database of the server).
   */
  async settled(): Promise<boolean> {
    const { rows } = await runAsTenant('all', () =>
      sql<{ settled: boolean }>`
        SELECT NOT EXISTS (SELECT 1 FROM analytics_outbox)
           AND NOT EXISTS (SELECT 1 FROM analytics_rollup_days)
           AND NOT EXISTS (SELECT 1 FROM ${SURVEYS_WITH_TABLES} WHERE ${TABLE_BEING_MADE}) AS settled`.execute(
        this.database.db,
      ),
    );
    return rows[0]?.settled ?? false;
  }

  /**
   * One batch: outbox rows first; the rollups' listed days (unless `remake` is false) once the
   * oldest of them rested `remakeRestMs` with the outbox drained (a batch smaller than a full
   * one) or waited `remakeWaitMs` under full batches; else a page of a backfill (`prefer`'s
   * first).
   */
  relayOnce(prefer?: number, remake = true): Promise<RelayStep> {
    const step = this.queue.then(() =>
      runAsTenant('all', () =>
        this.exclusively(async () => {
          const outbox = await this.relayOutbox();
          const wait =
            outbox < this.batchSize ? Math.min(this.remakeRestMs, this.remakeWaitMs) : this.remakeWaitMs;
          const remade = remake ? await this.remakeDays(wait) : 0;
          const backfilled = outbox > 0 || remade > 0 ? 0 : await this.backfillPage(prefer);
          return { outbox, remade, backfilled, busy: false };
        }),
      ),
    );
    this.queue = step.catch(() => {});
    return step;
  }

  /**
   * Runs `work` holding the relay's lock (a transaction-level advisory lock on a connection
   * of its own, while `work` reads on others). PGlite serves one process: no lock.
   */
  private async exclusively(work: () => Promise<RelayStep>): Promise<RelayStep> {
    if (this.database.kind === 'pglite') return work();
    return this.database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(${RELAY_LOCK}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return { outbox: 0, remade: 0, backfilled: 0, busy: true };
      return work();
    });
  }

  private async nextVersion(): Promise<number> {
    const { rows } = await sql<{ v: string }>`SELECT nextval('analytics_relay_version') AS v`.execute(
      this.database.db,
    );
    return Number(rows[0].v);
  }

  /**
   * Copies the interviews of the oldest outbox rows, and deletes those rows in the transaction
   * that lists the days the copies touched for the rollups (`remakeDays`). Answers how many it
   * handled.
   */
  private async relayOutbox(): Promise<number> {
    const { rows } = await sql<{ id: string; universe_id: number; survey_id: number; interview_id: string }>`
      SELECT id, universe_id, survey_id, interview_id FROM analytics_outbox ORDER BY id LIMIT ${this.batchSize}`.execute(
      this.database.db,
    );
    if (rows.length === 0) return 0;
    const bySurvey = new Map<number, { universeId: number; ids: Set<number> }>();
    for (const row of rows) {
      const entry = bySurvey.get(row.survey_id) ?? { universeId: row.universe_id, ids: new Set<number>() };
      entry.ids.add(Number(row.interview_id));
      bySurvey.set(row.survey_id, entry);
    }
    const version = await this.nextVersion();
    const touched: TouchedDay[] = [];
    for (const [surveyId, { universeId, ids }] of bySurvey) {
      const survey = await this.survey(universeId, surveyId);
      // a survey deleted meanwhile: its rows go with it (its table is left for an operator)
      if (!survey) continue;
      const table = await this.copier.surveyTable(survey);
      // A survey being backfilled: its pages read these interviews too, later, or read them
      // already, into the table made aside. One whose backfill has not begun is left to it.
      if (table.backfillAfter === 0) continue;
      const copied = await this.copier.copy(survey, table.building, [...ids], version);
      if (table.backfillAfter !== null) continue;
      // the days the batch touched, to be made again in the rollups (a backfill makes them
      // whole at its end)
      for (const day of copied.days) touched.push({ universe_id: universeId, survey_id: surveyId, day });
      // only new or changed comments can bring the training to its next size
      if (copied.comments) await this.copier.retrain(survey, table.live);
    }
    await engineDb(this.database.db)
      .transaction()
      .execute(async (trx) => {
        await listDays(trx, touched);
        await sql`DELETE FROM analytics_outbox WHERE id = ANY(${rows.map((r) => Number(r.id))}::bigint[])`.execute(
          trx,
        );
      });
    return rows.length;
  }

  /**
   * Makes the listed days of every survey again in its rollups, then deletes them from the
   * list (a relay stopped in between makes them again: idempotent), once the oldest of them
   * has waited `waitMs`. Answers how many days it made.
   */
  private async remakeDays(waitMs: number): Promise<number> {
    const listed = await listedDays(this.database, waitMs);
    for (const [surveyId, { universeId, days }] of listed.bySurvey) {
      const survey = await this.survey(universeId, surveyId);
      const table = survey && (await this.copier.surveyTable(survey));
      // a survey deleted, or being made again (its backfill makes its rollups whole): nothing to make
      if (survey && table?.backfillAfter === null)
        await remakeRollupDays(this.clickhouse, survey, table.live, days);
      await clearDays(this.database, surveyId, days);
    }
    return listed.count;
  }

  /**
   * One page of the first survey whose backfill is not done (once every transaction older
   * than the engine's listing has ended: one of them may write interviews without outbox
   * rows). Answers how many interviews it copied.
   */
  private async backfillPage(prefer = 0): Promise<number> {
    const { rows: ready } = await sql<{ ready: boolean }>`
      SELECT coalesce(bool_and(txid_snapshot_xmin(txid_current_snapshot()) > since_xid), false) AS ready
      FROM analytics_engines WHERE engine = ${ENGINE}`.execute(this.database.db);
    if (!ready[0]?.ready) return 0;
    const pending = await engineDb(this.database.db)
      .selectFrom('analytics_engine_tables')
      .select(['survey_id', 'universe_id'])
      .where('engine', '=', ENGINE)
      .where('backfill_after', 'is not', null)
      .orderBy(sql`survey_id = ${prefer}`, 'desc')
      .orderBy('survey_id')
      .limit(1)
      .executeTakeFirst();
    if (!pending) return this.findUnfollowed(prefer);
    const survey = await this.survey(pending.universe_id, pending.survey_id);
    if (!survey) {
      await engineDb(this.database.db)
        .deleteFrom('analytics_engine_tables')
        .where('engine', '=', ENGINE)
        .where('survey_id', '=', pending.survey_id)
        .execute();
      return 0;
    }
    // made again meanwhile (another shape): its backfill starts over
    const table = await this.copier.surveyTable(survey);
    if (table.backfillAfter === null) return 0;
    let after = table.backfillAfter;
    // The table aside is made on the first page, and again when it is missing (a process
    // stopped after it was exchanged, before the backfill was marked done): from the start.
    if (after === 0 || !(await this.copier.exists(table.building))) {
      await this.clickhouse.createTable(table.building);
      after = 0;
    }
    const version = await this.nextVersion();
    const source = new InterviewSource(this.database, survey, this.comments.modelSize(survey.id));
    const last = await source.lastId();
    const to = Math.min(after + this.backfillPageSize, last);
    let copied = 0;
    if (to > after) {
      const ids = await source.idsInRange(after, to);
      if (ids.length > 0) await this.copier.copy(survey, table.building, ids, version);
      copied = ids.length;
    }
    if (to >= last) {
      // A new sentiment model trained on the whole table starts the table over (aside again);
      // only without one is the backfill done.
      if (await this.copier.retrain(survey, table.building)) return 1;
      // its pages as one part (FINAL merges parts per query), its rollups made from it, then
      // all in the live ones' place
      await this.clickhouse.merge(table.building);
      const rollups = rollupTables(survey);
      const aside = rollups.map((r) => ({ ...r, table: asideTable(r.table) }));
      for (const { table: next } of aside) await this.clickhouse.createTable(next);
      for (const statement of rollupStatements(survey, table.building.name, aside, null))
        await this.clickhouse.command(statement);
      for (const [i, { table: next }] of aside.entries())
        await this.clickhouse.exchange(next, rollups[i].table);
      await this.clickhouse.exchange(table.building, table.live);
    }
    await engineDb(this.database.db)
      .updateTable('analytics_engine_tables')
      .set({ backfill_after: to >= last ? null : to })
      .where('engine', '=', ENGINE)
      .where('survey_id', '=', survey.id)
      .execute();
    // an empty page still moved the backfill on: the caller goes on
    return Math.max(copied, to > after ? 1 : 0);
  }

  /**
   * A survey without a table yet, or whose configuration changed since its table was made:
   * its table is made (again, when its shape changed) and its backfill begun.
   */
  private async findUnfollowed(prefer: number): Promise<number> {
    const { rows } = await sql<{ id: number; universe_id: number }>`
      SELECT s.id, s.universe_id FROM ${SURVEYS_WITH_TABLES}
      WHERE t.survey_id IS NULL OR t.config_version <> s.config_version
      ORDER BY s.id = ${prefer} DESC, s.id LIMIT 1`.execute(this.database.db);
    const row = rows[0];
    if (!row) return 0;
    const survey = await this.survey(row.universe_id, row.id);
    if (!survey) return 0;
    await this.copier.surveyTable(survey);
    return 1;
  }
}
