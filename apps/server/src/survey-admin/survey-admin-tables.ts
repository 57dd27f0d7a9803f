import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 017 (configuration block versions, scripts). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface ConfigBlockVersionsTable {
  universe_id: number;
  survey_id: number;
  block: string;
  version: number;
  content: Json<unknown>;
  comment: Generated<string>;
  user_id: number | null;
  created_at: Timestamp;
}

export interface ScriptsTable {
  id: Generated<number>;
  /** null: a global script. */
  universe_id: number | null;
  survey_id: number | null;
  scope: 'global' | 'universe' | 'survey';
  name: string;
  purpose: 'variable' | 'alertCondition' | 'library';
  target: string | null;
  enabled: Generated<boolean>;
  version: Generated<number>;
  source: string;
  last_error: string | null;
  last_error_at: Date | null;
}

export interface ScriptVersionsTable {
  script_id: number;
  universe_id: number | null;
  version: number;
  source: string;
  user_id: number | null;
  created_at: Timestamp;
}

export type SurveyAdminTables = {
  config_block_versions: ConfigBlockVersionsTable;
  scripts: ScriptsTable;
  script_versions: ScriptVersionsTable;
};

export type SurveyAdminDb = Kysely<DB & SurveyAdminTables>;

/** The database with the tables of survey administration. */
export const surveyAdminDb = (db: Kysely<DB>): SurveyAdminDb => db.withTables<SurveyAdminTables>();
