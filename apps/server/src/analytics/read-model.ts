import { dateValue } from '@duckdb/node-api';
import { sql } from 'kysely';
import { dropCampaignTable, rebuildCampaignTable } from '../campaigns/campaign-table.ts';
import type { Database } from '../db/database.ts';
import { ancestors, type QuestionModel, type SurveyModel } from '../surveys/survey-model.ts';
import type { Duck } from './duckdb.ts';
import { questionColumn, surveyTable, textColumn, unitColumn } from './query-spec.ts';
import { type RollupCompaction, type RollupInfo, Rollups } from './rollup.ts';

interface TableState {
  loadCount: number;
  maxInterviewId: number;
  rows: number;
}

const PAGE = 20_000;
/** How far below the last loaded id late commits are looked for. */
const LATE_WINDOW = 20_000;
/**
 * How long a loadCount check stays good. Other processes' new data shows within this
 * time; this process's own ingestion calls `changed` and shows at once.
 */
const FRESHNESS_MS = 250;

type ValueType = 'UTINYINT' | 'SMALLINT' | 'INTEGER';

/** The narrowest column type for a question (DuckDB is 2-3x faster on 1-byte columns). */
function valueType(q: QuestionModel): ValueType {
  const values = q.options.map((o) => o.value);
  const min = q.type === 'choice' ? Math.min(...values) : q.min;
  const max = q.type === 'choice' ? Math.max(...values) : q.max;
  if (min !== null && max !== null && min >= 0 && max <= 255) return 'UTINYINT';
  if (min !== null && max !== null && min >= -32768 && max <= 32767) return 'SMALLINT';
  return 'INTEGER';
}

/**
 * The analytics read model: one wide DuckDB table per survey, one row per interview
 * with the ids of its organisation ancestors (u1 = root), its date and one narrow
 * column per question. Built from PostgreSQL on first use, then brought up to date by
 * appending new interviews whenever the survey's loadCount moves.
 */
export class ReadModel {
  private readonly state = new Map<number, TableState>();
  private readonly refreshing = new Map<number, Promise<void>>();
  private readonly checkedAt = new Map<number, number>();
  private readonly rollups: Rollups;

  constructor(
    private readonly database: Database,
    private readonly duck: Duck,
    rollupCompaction?: RollupCompaction,
  ) {
    this.rollups = new Rollups(rollupCompaction);
  }

  /** Makes the survey's table reflect its current loadCount. */
  async ensureFresh(survey: SurveyModel): Promise<number> {
    const known = this.state.get(survey.id);
    const checked = this.checkedAt.get(survey.id);
    if (known && checked !== undefined && Date.now() - checked < FRESHNESS_MS) return known.loadCount;
    const { load_count } = await this.database.db
      .selectFrom('surveys')
      .select('load_count')
      .where('id', '=', survey.id)
      .executeTakeFirstOrThrow();
    const loadCount = Number(load_count);
    // Checked after the await: one refresh at a time per survey.
    const pending = this.refreshing.get(survey.id);
    if (pending) {
      await pending;
      return this.state.get(survey.id)?.loadCount ?? loadCount;
    }
    const state = this.state.get(survey.id);
    if (!state || state.loadCount !== loadCount) {
      const refresh = this.refresh(survey, loadCount).finally(() => this.refreshing.delete(survey.id));
      this.refreshing.set(survey.id, refresh);
      await refresh;
    }
    this.checkedAt.set(survey.id, Date.now());
    return loadCount;
  }

  /** The survey's pre-aggregate, once built (queries it covers read it instead). */
  rollup(surveyId: number): RollupInfo | null {
    return this.rollups.info(surveyId);
  }

  /** This process changed the survey's data: the next query checks at once. */
  changed(surveyId: number): void {
    this.checkedAt.delete(surveyId);
  }

  /** Drops the survey's table (after a configuration change); the next query rebuilds it. */
  async invalidate(surveyId: number): Promise<void> {
    await this.refreshing.get(surveyId);
    this.state.delete(surveyId);
    this.checkedAt.delete(surveyId);
    await this.duck.connection().run(`DROP TABLE IF EXISTS ${surveyTable(surveyId)}`);
    await dropCampaignTable(this.duck.connection(), surveyTable(surveyId));
    await this.rollups.drop(this.duck.connection(), surveyId);
  }

  private async refresh(survey: SurveyModel, loadCount: number): Promise<void> {
    const table = surveyTable(survey.id);
    let state = this.state.get(survey.id);
    const connection = this.duck.connection();
    if (!state) {
      await connection.run(`DROP TABLE IF EXISTS ${table}`);
      await connection.run(`CREATE TABLE ${table} (${this.columns(survey).join(', ')})`);
      state = { loadCount: -1, maxInterviewId: 0, rows: 0 };
    }
    const cold = state.rows === 0;
    const appended = await this.append(survey, state);
    if (cold && appended > 0) {
      // Date-sorted rows make time filters cheap (zone maps skip whole row groups).
      await connection.run(`CREATE OR REPLACE TABLE ${table} AS SELECT * FROM ${table} ORDER BY d`);
    }
    // Campaign messages change without new interviews: the side table is rebuilt each time.
    await rebuildCampaignTable(this.database, connection, survey, table);
    // The pre-aggregate follows the wide table's appends (after its sort on a cold build).
    await this.rollups.update(connection, survey);
    state.loadCount = loadCount;
    this.state.set(survey.id, state);
  }

  private columns(survey: SurveyModel): string[] {
    const columns = ['id BIGINT NOT NULL', 'd DATE NOT NULL', 'ts UINTEGER NOT NULL'];
    for (let level = 1; level <= survey.organisation.depth; level++)
      columns.push(`${unitColumn(level)} INTEGER`);
    // value columns first, then text columns: the order `append` writes them in
    for (const q of survey.questions)
      if (q.type !== 'text') columns.push(`${questionColumn(q.id)} ${valueType(q)}`);
    for (const q of survey.questions) if (q.type === 'text') columns.push(`${textColumn(q.id)} VARCHAR`);
    return columns;
  }

  private async append(survey: SurveyModel, state: TableState): Promise<number> {
    const valueQuestions = survey.questions.filter((q) => q.type !== 'text');
    const types = valueQuestions.map(valueType);
    const textQuestions = survey.questions.filter((q) => q.type === 'text');
    const pivot = [
      ...valueQuestions.map((q) => sql`max(a.value) FILTER (WHERE a.question_id = ${sql.lit(q.id)})`),
      ...textQuestions.map(
        (q) => sql`nullif(max(a.text_value) FILTER (WHERE a.question_id = ${sql.lit(q.id)}), '')`,
      ),
    ];
    const pivotSql =
      pivot.length > 0 ? sql`, ${sql.join(pivot.map((p, i) => sql`${p} AS ${sql.ref(`c${i}`)}`))}` : sql``;
    const fetchRange = async (from: number, to: number) =>
      (
        await sql<Record<string, unknown>>`
          SELECT i.id, i.unit_id, floor(extract(epoch FROM i.interview_date))::bigint AS ts ${pivotSql}
          FROM interviews i LEFT JOIN answers a ON a.interview_id = i.id
          WHERE i.survey_id = ${survey.id} AND i.universe_id = ${survey.universeId}
            AND i.id > ${from} AND i.id <= ${to}
          GROUP BY i.id ORDER BY i.id`.execute(this.database.db)
      ).rows;
    const { rows: bounds } = await sql<{ last: number | null }>`
      SELECT max(id) AS last FROM interviews WHERE survey_id = ${survey.id} AND universe_id = ${survey.universeId}`.execute(
      this.database.db,
    );
    const last = Number(bounds[0]?.last ?? 0);
    // A transaction holding a lower id may commit after a higher one: the window below
    // the last loaded id is looked at again and rows not yet in the table are added.
    let late: Record<string, unknown>[] = [];
    if (state.rows > 0 && state.maxInterviewId > 0) {
      const windowStart = Math.max(0, state.maxInterviewId - LATE_WINDOW);
      const present = await this.duck.rows(
        `SELECT id FROM ${surveyTable(survey.id)} WHERE id > ${windowStart}`,
      );
      const loaded = new Set(present.map((r) => Number(r.id)));
      late = (await fetchRange(windowStart, state.maxInterviewId)).filter((r) => !loaded.has(Number(r.id)));
    }
    const appender = await this.duck.connection().createAppender(surveyTable(survey.id));
    let total = 0;
    const append = (rows: Record<string, unknown>[]) => {
      for (const row of rows) {
        const unit = survey.organisation.unitsById.get(Number(row.unit_id));
        const chain = unit ? ancestors(unit) : [];
        appender.appendBigInt(BigInt(row.id as number));
        const ts = Number(row.ts);
        appender.appendDate(dateValue(Math.floor(ts / 86_400)));
        appender.appendUInteger(ts);
        for (let level = 1; level <= survey.organisation.depth; level++) {
          const id = chain[level - 1]?.id;
          if (id === undefined) appender.appendNull();
          else appender.appendInteger(id);
        }
        types.forEach((type, i) => {
          const value = row[`c${i}`];
          if (value === null || value === undefined) appender.appendNull();
          else if (type === 'UTINYINT') appender.appendUTinyInt(Number(value));
          else if (type === 'SMALLINT') appender.appendSmallInt(Number(value));
          else appender.appendInteger(Number(value));
        });
        textQuestions.forEach((_, i) => {
          const value = row[`c${valueQuestions.length + i}`];
          if (typeof value === 'string') appender.appendVarchar(value);
          else appender.appendNull();
        });
        appender.endRow();
      }
      total += rows.length;
    };
    try {
      append(late);
      // Pages are id ranges, not LIMITs: each page reads only its own rows, so a build is
      // linear in the number of interviews.
      for (let from = state.maxInterviewId; from < last; from += PAGE) {
        append(await fetchRange(from, from + PAGE));
        state.maxInterviewId = Math.min(from + PAGE, last);
      }
    } finally {
      appender.closeSync();
    }
    state.rows += total;
    return total;
  }
}
