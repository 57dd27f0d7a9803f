import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/*
 * Kysely's view of the tables that let engines outside PostgreSQL follow the interviews
 * (migrations 031 and 032): read and written by the ClickHouse relay and engine alone.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Engines outside PostgreSQL that follow the interviews (migration 031): the outbox is written while one is listed. */
export interface AnalyticsEnginesTable {
  engine: string;
  since: Generated<Date>;
  since_xid: Generated<number>;
}

/** An interview changed since an engine's relay last copied it (migration 031). */
export interface AnalyticsOutboxTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  interview_id: number;
}

/** A day of a survey an engine's rollups must make again (migration 032). */
export interface AnalyticsRollupDaysTable {
  universe_id: number;
  survey_id: number;
  /** Written and compared as an ISO date; read back as text (`day::text`). */
  day: Timestamp;
  since: Generated<Date>;
}

/** What an engine's copy of a survey was made for, and how far its backfill went. */
export interface AnalyticsEngineTablesTable {
  engine: string;
  survey_id: number;
  universe_id: number;
  shape: string;
  config_version: number;
  backfill_after: number | null;
}

export type EngineTables = {
  analytics_engines: AnalyticsEnginesTable;
  analytics_outbox: AnalyticsOutboxTable;
  analytics_engine_tables: AnalyticsEngineTablesTable;
  analytics_rollup_days: AnalyticsRollupDaysTable;
};

export type EngineDb = Kysely<DB & EngineTables>;

/** The database with the engine tables in its view. */
export const engineDb = (db: Kysely<DB>): EngineDb => db.withTables<EngineTables>();
