import { createHash } from 'node:crypto';
import type { Database } from '#db/database.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';
import { holdableRows } from '../holdable-rows.ts';
import { InterviewSource } from '../interview-pages.ts';
import { textColumn } from '../query-spec.ts';
import type { ReadModelRow } from '../read-rows.ts';
import type { CommentModels } from '../text/comment-models.ts';
import { pageTags } from '../text/page-tags.ts';
import type { TrainingSource } from '../text/sentiment-training.ts';
import { storeTags, tagStamp } from '../text/stored-tags.ts';
import type { ClickHouseSql } from './clickhouse-params.ts';
import { engineDb } from './engine-tables.ts';
import { rollupTables } from './rollup-tables.ts';
import {
  asideTable,
  type ClickHouseSurveyTables,
  type ClickHouseTable,
  clickHouseCommentSql,
  surveyTables,
} from './wide-table.ts';

/** The engine's name in `analytics_engines` and `analytics_engine_tables`. */
export const ENGINE = 'clickhouse';
/**
 * The tables' layout beyond their columns (2: an index of id ranges; 3: rollups beside the
 * wide table): another makes every table again.
 */
const LAYOUT = 3;

/** What the relay needs of ClickHouse: the engine in this process, or one in another (tests). */
export interface ClickHouseSink {
  /** Makes the table again, empty. */
  createTable(table: ClickHouseTable): Promise<void>;
  insertRows(table: ClickHouseTable, rows: readonly ReadModelRow[], version?: number): Promise<void>;
  /** Puts the table made aside in the live one's place, in one step (`EXCHANGE TABLES`). */
  exchange(next: ClickHouseTable, live: ClickHouseTable): Promise<void>;
  replaceTable(table: ClickHouseTable, rows: readonly ReadModelRow[]): Promise<void>;
  /** Merges the table's parts into one (after a backfill: FINAL reads one part, not hundreds). */
  merge(table: ClickHouseTable): Promise<void>;
  rows(statement: ClickHouseSql): Promise<ReadModelRow[]>;
  /** Runs a statement that answers no rows. */
  command(statement: ClickHouseSql): Promise<void>;
}

/**
 * A survey's wide table as the relay writes it: `live`, the one calls read, and `building`,
 * the one made aside while the survey's backfill runs (`backfillAfter`: the last interview id
 * it copied; 0: none yet; null: done, and `building` is `live`).
 */
export interface SurveyTable {
  live: ClickHouseTable;
  building: ClickHouseTable;
  backfillAfter: number | null;
}

/**
 * A survey's interviews as ClickHouse holds them (for the relay, relay.ts): which table they
 * go to and whether it must be made again (its shape: columns, rollups, taxonomy, sentiment
 * model), and copies of interviews read from PostgreSQL into it, built as the DuckDB read model
 * builds its rows (the same pages, the same comment tags), under a version.
 */
export class SurveyCopier {
  constructor(
    private readonly database: Database,
    private readonly clickhouse: ClickHouseSink,
    private readonly comments: CommentModels,
  ) {}

  /**
   * The survey's wide table; when missing or of another shape, made again aside and its
   * backfill begun (the live one, read by calls, stays as it is until the backfill is done).
   */
  async surveyTable(survey: SurveyModel): Promise<SurveyTable> {
    const tables = surveyTables(survey);
    const live = tables.wide;
    await this.comments.load(this.database, survey);
    const shape = this.shape(survey, tables);
    const { config_version } = await this.database.db
      .selectFrom('surveys')
      .select('config_version')
      .where('id', '=', survey.id)
      .executeTakeFirstOrThrow();
    const known = await engineDb(this.database.db)
      .selectFrom('analytics_engine_tables')
      .select(['shape', 'config_version', 'backfill_after'])
      .where('engine', '=', ENGINE)
      .where('survey_id', '=', survey.id)
      .executeTakeFirst();
    if (known?.shape === shape) {
      if (known.config_version !== config_version)
        await engineDb(this.database.db)
          .updateTable('analytics_engine_tables')
          .set({ config_version })
          .where('engine', '=', ENGINE)
          .where('survey_id', '=', survey.id)
          .execute();
      const backfillAfter = known.backfill_after === null ? null : Number(known.backfill_after);
      return { live, building: backfillAfter === null ? live : asideTable(live), backfillAfter };
    }
    // Recorded as being made: calls of the survey wait from here on, and the backfill's first
    // page makes the table aside (the outbox's copies wait for it).
    const made = { shape, config_version, backfill_after: 0 };
    await engineDb(this.database.db)
      .insertInto('analytics_engine_tables')
      .values({ engine: ENGINE, survey_id: survey.id, universe_id: survey.universeId, ...made })
      .onConflict((oc) => oc.columns(['engine', 'survey_id']).doUpdateSet(made))
      .execute();
    return { live, building: asideTable(live), backfillAfter: 0 };
  }

  /**
   * Once a survey's table holds all its interviews: when its promoters' and detractors'
   * comments reached the next training size, a new sentiment model is trained on the table
   * (as the DuckDB read model trains it, here on `table`), and the table is made again with
   * every comment scored by it (its shape names the model).
   */
  async retrain(survey: SurveyModel, table: ClickHouseTable): Promise<boolean> {
    const source: TrainingSource = {
      table: table.name,
      comment: clickHouseCommentSql(survey),
      read: (text) => this.clickhouse.rows({ sql: text, params: {} }),
    };
    if (!(await this.comments.train(this.database, source, survey))) return false;
    await this.surveyTable(survey);
    return true;
  }

  /**
   * What a table's rows were made for: its columns, the taxonomy its topics were found with
   * and the sentiment model its scores come from. Another of any makes the table again.
   */
  private shape(survey: SurveyModel, tables: ClickHouseSurveyTables): string {
    return createHash('sha256')
      .update(
        JSON.stringify([
          LAYOUT,
          tables.wide.columns,
          // a choice question filtered by from now on gets rollups of its own: made again
          rollupTables(survey).map((r) => [r.table.name, r.table.columns]),
          tagStamp(survey),
          this.comments.modelSize(survey.id),
        ]),
      )
      .digest('base64url');
  }

  /**
   * Copies the interviews `ids` as PostgreSQL holds them now under `version`. An interview
   * no longer there (deleted), or one the table cannot hold, is written as deleted under the
   * date the table has for it; one whose date changed is deleted under its old date.
   */
  async copy(
    survey: SurveyModel,
    table: ClickHouseTable,
    ids: number[],
    version: number,
  ): Promise<{ comments: boolean; days: string[] }> {
    const modelSize = this.comments.modelSize(survey.id);
    const source = new InterviewSource(this.database, survey, modelSize);
    const { page } = holdableRows(await fetchCopies(source, ids), source.types);
    const { tags, fresh } = await pageTags(survey, this.comments.tagger(survey), modelSize, page);
    const rows = source.rows(page, tags);
    const days = new Map(page.ids.map((id, r) => [id, Math.floor(page.ts[r] / 86_400)]));
    // Every date each id was copied under, from any copy (no FINAL: a copy under an old date,
    // even one marked deleted, is deleted again); the table's index of id ranges passes over
    // the parts that cannot hold one of them (new ids)
    const held = await this.clickhouse.rows({
      sql: `SELECT DISTINCT id, toInt32(d) AS day FROM ${table.name} WHERE id IN {ids:Array(Int64)}
            SETTINGS final = 0`,
      params: { ids },
    });
    for (const row of held) {
      const id = Number(row.id);
      const day = Number(row.day);
      if (days.get(id) !== day) rows.push(gone(id, day));
    }
    await this.clickhouse.insertRows(table, rows, version);
    // tags made here are stored with the comments, as the read model stores those it makes
    if (fresh.length > 0) await storeTags(this.database, survey, fresh);
    const texts = commentQuestionIds(survey).map(textColumn);
    const touched = new Set(rows.map((row) => (row.d as Date).toISOString().slice(0, 10)));
    return { comments: rows.some((row) => texts.some((column) => row[column] != null)), days: [...touched] };
  }

  async exists(table: ClickHouseTable): Promise<boolean> {
    const found = await this.clickhouse.rows({
      sql: 'SELECT 1 AS found FROM system.tables WHERE database = currentDatabase() AND name = {name:String}',
      params: { name: table.name },
    });
    return found.length > 0;
  }
}

/**
 * The interviews `ids` as PostgreSQL holds them. New interviews come in runs of ids: a run
 * (ids at least half of the range they span) is read as a range, which PostgreSQL scans
 * faster than a list; the range's other interviews of the survey are copied again too,
 * unchanged (a higher version of the same row).
 */
function fetchCopies(source: InterviewSource, ids: readonly number[]) {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return ids.length > 1 && high - low + 1 <= 2 * ids.length
    ? source.fetchRange(low - 1, high)
    : source.fetchIds(ids);
}

/** A row that says the interview is gone: its sort key (date and id) and nothing else. */
function gone(id: number, day: number): ReadModelRow {
  return { id: BigInt(id), d: new Date(day * 86_400_000), ts: 0, deleted: 1 };
}
