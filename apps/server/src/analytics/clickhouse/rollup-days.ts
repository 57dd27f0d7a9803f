import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { ClickHouseEngine } from './clickhouse-engine.ts';
import { type EngineDb, engineDb } from './engine-tables.ts';
import { type ClickHouseRollup, rollupStatements, rollupTables } from './rollup-tables.ts';
import type { ClickHouseTable } from './wide-table.ts';

/*
 * The days the relay copied interviews of and has not made again in the rollups yet
 * (`analytics_rollup_days`, decision 060): listed in the transaction that deletes a batch's
 * outbox rows, made again once the outbox is drained and they rested a moment (or once they
 * waited under a stream of full batches), and only then deleted from the list.
 */

/** What the days need of ClickHouse (the relay's sink has it too). */
type Sink = Pick<ClickHouseEngine, 'command' | 'rows' | 'merge'>;

/** Parts a monthly rollup may hold before it is merged into one. */
const MONTH_PARTS = 8;

/** A day of a survey a batch touched. */
export interface TouchedDay {
  universe_id: number;
  survey_id: number;
  /** ISO date */
  day: string;
}

/** Lists the days in `trx` (the transaction that deletes their batch's outbox rows). */
export async function listDays(trx: EngineDb, touched: readonly TouchedDay[]): Promise<void> {
  if (touched.length === 0) return;
  await trx
    .insertInto('analytics_rollup_days')
    .values([...touched])
    .onConflict((oc) => oc.columns(['survey_id', 'day']).doNothing())
    .execute();
}

/**
 * The listed days by survey, once the oldest of them has waited `waitMs` (then all of them,
 * made in one remake). None due: an empty map.
 */
export async function listedDays(
  database: Database,
  waitMs: number,
): Promise<{ count: number; bySurvey: Map<number, { universeId: number; days: string[] }> }> {
  const listed = await engineDb(database.db)
    .selectFrom('analytics_rollup_days')
    .select([
      'universe_id',
      'survey_id',
      sql<string>`day::text`.as('day'),
      sql<boolean>`since < now() - ${`${waitMs} milliseconds`}::interval`.as('due'),
    ])
    .execute();
  const bySurvey = new Map<number, { universeId: number; days: string[] }>();
  if (!listed.some((row) => row.due)) return { count: 0, bySurvey };
  for (const row of listed) {
    const entry = bySurvey.get(row.survey_id) ?? { universeId: row.universe_id, days: [] };
    entry.days.push(row.day);
    bySurvey.set(row.survey_id, entry);
  }
  return { count: listed.length, bySurvey };
}

/** Makes the days again in the survey's rollups from its live wide table `wide`. */
export async function remakeRollupDays(
  clickhouse: Sink,
  survey: SurveyModel,
  wide: ClickHouseTable,
  days: readonly string[],
): Promise<void> {
  const rollups = rollupTables(survey);
  for (const statement of rollupStatements(survey, wide.name, rollups, days))
    await clickhouse.command(statement);
  await mergeMonths(clickhouse, rollups);
}

/** Deletes the survey's days from the list, once made again. */
export async function clearDays(
  database: Database,
  surveyId: number,
  days: readonly string[],
): Promise<void> {
  await engineDb(database.db)
    .deleteFrom('analytics_rollup_days')
    .where('survey_id', '=', surveyId)
    .where(sql<boolean>`day = ANY(${[...days]}::date[])`)
    .execute();
}

/**
 * Each monthly rollup (small, read by most calls) merged into one part again once the days
 * made again left more than `MONTH_PARTS` parts in it: FINAL then merges few at each call,
 * and a drain does not pay a merge per table.
 */
async function mergeMonths(clickhouse: Sink, rollups: readonly ClickHouseRollup[]): Promise<void> {
  const months = rollups.filter((r) => r.grain === 'month').map((r) => r.table);
  const parts = await clickhouse.rows({
    sql: `SELECT table, toInt32(count()) AS parts FROM system.parts
          WHERE active AND database = currentDatabase() AND table IN {names:Array(String)} GROUP BY table`,
    params: { names: months.map((t) => t.name) },
  });
  for (const row of parts)
    if (Number(row.parts) > MONTH_PARTS) {
      const table = months.find((t) => t.name === row.table);
      if (table) await clickhouse.merge(table);
    }
}
