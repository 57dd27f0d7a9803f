import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { currentUniverse, runAsTenant } from '#db/tenant-context.ts';
import { HttpError } from '#lib/http-error.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { campaignFingerprint, campaignRows } from '../campaign-table.ts';
import { columnTypes } from '../compile-query.ts';
import type { ExportKey } from '../export-page.ts';
import type { PageKey, PageRequest } from '../keyset-page.ts';
import { countWrite } from '../long-writes.ts';
import type { Condition, QuerySpec } from '../query-spec.ts';
import { type EngineStats, OUTBOX_COUNT_LIMIT, type ReadEngine, type Statement } from '../read-engine.ts';
import type { ReadModelLog } from '../read-model.ts';
import type { CommentModels } from '../text/comment-models.ts';
import { ClickHouseParams, type ClickHouseSql } from './clickhouse-params.ts';
import { compileClickHouseExportPage } from './compile-clickhouse-export.ts';
import { compileClickHousePage } from './compile-clickhouse-page.ts';
import { compileClickHouseQuery } from './compile-clickhouse-query.ts';
import { OutboxRelay, SURVEYS_WITH_TABLES, TABLE_BEING_MADE } from './relay.ts';
import { clickHouseRollupInfo, outsideAnswersSql } from './rollup-tables.ts';
import type { ClickHouseSink } from './survey-copy.ts';
import { boundToSurvey } from './universe-line.ts';
import { clickHouseSurveyTable, surveyTables } from './wide-table.ts';

/** How long a survey's check stays good: other processes' writes show within this time. */
const FRESHNESS_MS = 250;
/** While another process's relay holds the lock, how long a caller waits before it looks again. */
const WAIT_STEP_MS = 20;
/**
 * The longest a call waits for its survey to be copied before it answers 503 (a backfill of
 * millions of interviews takes minutes; the relays go on with it meanwhile).
 */
const WAIT_LIMIT_MS = 30_000;
/** When a caller is told to try again (seconds). */
const RETRY_AFTER_S = 30;

/** What the survey's copy in ClickHouse lacks, as PostgreSQL says. */
interface SurveyState {
  loadCount: number;
  /** Outbox rows of the survey not yet copied. */
  pending: boolean;
  /** Days its rollups have not made again since the relay copied their interviews (ISO dates). */
  behindDays: string[];
  /** Its table is missing, being backfilled, or made under another configuration. */
  building: boolean;
}

/**
 * Analytics on ClickHouse (decision 057): the statements of `compile-clickhouse-*.ts` on the
 * tables the outbox relay keeps (relay.ts). Before a survey's call, PostgreSQL is asked
 * whether the survey has interviews not yet copied (outbox rows) or a table still being
 * made; if so, this process relays them (or waits while another process's relay holds the
 * lock), so that a figure read after a write includes it, whichever process wrote it. Days
 * its rollups have not made again yet do not hold the call: it reads the rollups with those
 * days summed from the wide table, which holds every copied interview, until the relay has
 * made them (decisions 061, 063).
 * The campaign side table is copied whole when its messages changed.
 */
export class ClickHouseReadEngine implements ReadEngine {
  readonly name = 'clickhouse';
  private readonly checked = new Map<number, { at: number; loadCount: number; behindDays: string[] }>();
  /** The loadCount and messages fingerprint each survey's campaign table was last looked at with. */
  private readonly campaigns = new Map<number, { loadCount: number; fingerprint: string }>();
  private readonly bulkWrites = new Map<number, number>();
  /** Each survey's questions with answers outside their scale, as its rollups said at a loadCount and days behind. */
  private readonly outside = new Map<number, { key: string; questions: Set<number> }>();
  log: ReadModelLog = { warn: () => {}, info: () => {} };
  /** How long a call waits for its survey's copy (tests shorten it). */
  waitLimitMs = WAIT_LIMIT_MS;
  /** Whether specs the rollups hold are answered from them (tests compare with the wide table). */
  rollups = true;

  private constructor(
    private readonly database: Database,
    private readonly clickhouse: ClickHouseSink,
    private readonly relay: OutboxRelay,
    /** Closes the ClickHouse connection (null: its owner does). */
    private readonly closeClickHouse: (() => Promise<void>) | null,
  ) {}

  /** Lists ClickHouse as following the interviews and starts this process's relay. */
  static async open(
    database: Database,
    clickhouse: ClickHouseSink,
    surveys: (universeId: number, surveyId: number) => Promise<SurveyModel | undefined>,
    closeClickHouse: (() => Promise<void>) | null,
  ): Promise<ClickHouseReadEngine> {
    let engine: ClickHouseReadEngine | null = null;
    const relay = new OutboxRelay(database, clickhouse, surveys, {
      warn: (details, message) => engine?.log.warn(details, message),
      info: (details, message) => engine?.log.info(details, message),
    });
    engine = new ClickHouseReadEngine(database, clickhouse, relay, closeClickHouse);
    await relay.enable();
    relay.start();
    return engine;
  }

  async use<T>(survey: SurveyModel, work: (loadCount: number) => Promise<T>): Promise<T> {
    return work(await this.fresh(survey));
  }

  private async fresh(survey: SurveyModel): Promise<number> {
    const known = this.checked.get(survey.id);
    if (known && Date.now() - known.at < FRESHNESS_MS) return known.loadCount;
    const started = Date.now();
    for (;;) {
      const state = await this.state(survey.id);
      // during a long write (an import) calls answer from the table as it is
      const bulk = this.bulkWrites.has(survey.id) && !state.building;
      if (bulk || (!state.pending && !state.building)) {
        await this.refreshCampaigns(survey, state.loadCount);
        const { loadCount, behindDays } = state;
        await this.refreshOutside(survey, loadCount, behindDays);
        this.checked.set(survey.id, { at: Date.now(), loadCount, behindDays });
        return loadCount;
      }
      // the copy only: the relay's own steps make the rollups' days (meanwhile, the wide table)
      const step = await this.relay.drain(survey.id, started + this.waitLimitMs, false);
      if (step.busy) await sleep(WAIT_STEP_MS);
      if (Date.now() - started > this.waitLimitMs)
        throw new HttpError(
          { code: 'analytics_preparing', params: { retryAfter: RETRY_AFTER_S } },
          `The figures of survey ${survey.extName} are being prepared: try again in ${RETRY_AFTER_S} s`,
        );
    }
  }

  private async state(surveyId: number): Promise<SurveyState> {
    const { rows } = await sql<{
      load_count: number;
      pending: boolean;
      behind_days: string[];
      building: boolean;
    }>`
      SELECT s.load_count,
             EXISTS (SELECT 1 FROM analytics_outbox o WHERE o.survey_id = s.id) AS pending,
             ARRAY(SELECT r.day::text FROM analytics_rollup_days r WHERE r.survey_id = s.id ORDER BY r.day) AS behind_days,
             ${TABLE_BEING_MADE} AS building
      FROM ${SURVEYS_WITH_TABLES}
      WHERE s.id = ${surveyId}`.execute(this.database.db);
    const row = rows[0];
    if (!row) throw new Error(`No survey ${surveyId}`);
    return {
      loadCount: Number(row.load_count),
      pending: row.pending,
      behindDays: row.behind_days,
      building: row.building,
    };
  }

  /** The campaign side table, copied again when the survey's data moved and its messages changed. */
  private async refreshCampaigns(survey: SurveyModel, loadCount: number): Promise<void> {
    const known = this.campaigns.get(survey.id);
    if (known?.loadCount === loadCount) return;
    const fingerprint = await campaignFingerprint(this.database, survey);
    if (known?.fingerprint !== fingerprint)
      await this.clickhouse.replaceTable(
        surveyTables(survey).campaign,
        await campaignRows(this.database, survey),
      );
    this.campaigns.set(survey.id, { loadCount, fingerprint });
  }

  /**
   * Which questions have answers outside their scale (their shares are then read from the
   * wide table: the rollups count such answers but not by value), asked of the monthly rollup
   * (and of the wide table's days it is behind on) when the survey's data moved.
   */
  private async refreshOutside(survey: SurveyModel, loadCount: number, behindDays: string[]): Promise<void> {
    const key = `${loadCount} ${behindDays.join(',')}`;
    if (this.outside.get(survey.id)?.key === key) return;
    const params = new ClickHouseParams();
    const behind =
      behindDays.length > 0
        ? {
            wide: clickHouseSurveyTable(survey.id),
            days: params.add({ type: 'Array(Date)', value: behindDays }),
          }
        : null;
    const text = outsideAnswersSql(survey, behind);
    const [row] = text ? await this.statement(survey, { sql: text, params: params.values }).run() : [];
    const questions = new Set(
      Object.entries(row ?? {}).flatMap(([name, n]) => (Number(n) > 0 ? [Number(name.slice(1))] : [])),
    );
    this.outside.set(survey.id, { key, questions });
  }

  /** A survey's statement, bound to its universe and tables by the engine (universe-line.ts). */
  private statement(survey: SurveyModel, compiled: ClickHouseSql): Statement {
    const statement = boundToSurvey(compiled, survey, currentUniverse());
    return {
      key: `${statement.sql}\u0000${JSON.stringify(statement.params)}`,
      run: () => this.clickhouse.rows(statement),
    };
  }

  query(survey: SurveyModel, spec: QuerySpec): Statement {
    const outside = this.outside.get(survey.id)?.questions ?? new Set<number>();
    // rollups only as of a check (none since a write: the wide table), with the days they are
    // behind on as of that check summed from the wide table
    const checked = this.checked.get(survey.id);
    const rollups = this.rollups && checked ? clickHouseRollupInfo(survey, outside) : null;
    const behind = checked?.behindDays.length ? { survey, days: checked.behindDays } : null;
    return this.statement(survey, compileClickHouseQuery(spec, columnTypes(survey), rollups, behind));
  }

  page(survey: SurveyModel, request: PageRequest, after: PageKey | null, fromDay: string | null): Statement {
    return this.statement(
      survey,
      compileClickHousePage(survey, columnTypes(survey), request, after, fromDay),
    );
  }

  exportPage(survey: SurveyModel, where: Condition[], after: ExportKey | null, limit: number): Statement {
    return this.statement(
      survey,
      compileClickHouseExportPage(survey, columnTypes(survey), where, after, limit),
    );
  }

  lastDay(survey: SurveyModel): Statement {
    // max() of no rows is 1970-01-01 in ClickHouse, not NULL
    return this.statement(survey, {
      sql: `SELECT if(count() = 0, NULL, toInt32(max(d))) AS day FROM ${clickHouseSurveyTable(survey.id)}`,
      params: {},
    });
  }

  get comments(): CommentModels {
    return this.relay.comments;
  }

  /** The relay stores the tags it makes before it deletes the outbox rows it copied. */
  async tagsStored(): Promise<void> {}

  changed(surveyId: number): void {
    this.checked.delete(surveyId);
  }

  bulkWrite(surveyId: number): () => void {
    return countWrite(this.bulkWrites, surveyId);
  }

  async catchUp(survey: SurveyModel): Promise<void> {
    this.changed(survey.id);
    await this.fresh(survey);
  }

  /** The write's triggers list the interviews in the outbox: the next call copies them first. */
  async rewrite<T>(survey: SurveyModel, _ids: readonly number[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.changed(survey.id);
    }
  }

  /** Another configuration: the next call finds its table made under the old one, and the relay makes it again. */
  async invalidate(surveyId: number): Promise<void> {
    this.checked.delete(surveyId);
    this.campaigns.delete(surveyId);
    this.outside.delete(surveyId);
    this.comments.drop(surveyId);
  }

  async ping(): Promise<void> {
    await this.clickhouse.rows({ sql: 'SELECT 1 AS one', params: {} });
  }

  /**
   * The relay's lag, as the outbox rows waiting (counted up to OUTBOX_COUNT_LIMIT, an index
   * scan), and the memory ClickHouse tracks (`system.metrics`; null where it cannot be read).
   */
  async stats(): Promise<EngineStats> {
    const { rows } = await runAsTenant('all', () =>
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (SELECT 1 FROM analytics_outbox LIMIT ${OUTBOX_COUNT_LIMIT}) o`.execute(
        this.database.db,
      ),
    );
    const memory = await this.clickhouse
      .rows({
        sql: "SELECT toFloat64(value) AS bytes FROM system.metrics WHERE metric = 'MemoryTracking'",
        params: {},
      })
      .then((found) => (typeof found[0]?.bytes === 'number' ? found[0].bytes : null))
      .catch(() => null);
    return { openSurveys: null, memoryBytes: memory, outboxRows: rows[0]?.n ?? 0 };
  }

  async close(): Promise<void> {
    await this.relay.stop();
    await this.closeClickHouse?.();
  }
}
