import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 029 (detected changes). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A day (`date`): written as an ISO date, read as text by its readers (`::text`), never through a time zone. */
type DateOnly = ColumnType<Date, string, string>;

export interface DetectedChangesTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  unit_id: number;
  indicator: string;
  direction: 'up' | 'down';
  window_days: number;
  windows: number[];
  period_from: DateOnly;
  period_to: DateOnly;
  history_from: DateOnly;
  history_to: DateOnly;
  recent_value: number;
  recent_n: number;
  history_value: number;
  history_n: number;
  difference: number;
  ci_low: number;
  ci_high: number;
  p_value: number;
  q_value: number;
  detected_at: Timestamp;
  checked_at: Timestamp;
  closed_at: Date | null;
}

export interface ChangeRunsTable {
  survey_id: number;
  universe_id: number;
  load_count: Generated<number>;
  ran_at: Date | null;
  tested: Generated<number>;
  found: Generated<number>;
  locked_by: string | null;
  locked_until: Date | null;
}

export type ChangeTables = {
  detected_changes: DetectedChangesTable;
  change_runs: ChangeRunsTable;
};

export type ChangesDb = Kysely<DB & ChangeTables>;

/** The database with the change tables (kept out of db/schema.ts, which other features share). */
export const changesDb = (db: Kysely<DB>): ChangesDb => db.withTables<ChangeTables>();
