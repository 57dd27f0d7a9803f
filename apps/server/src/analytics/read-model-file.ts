import type { DuckDBConnection } from '@duckdb/node-api';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { Duck } from './duckdb.ts';
import { wideColumns } from './interview-pages.ts';
import { localName, surveyDatabase, surveyTable } from './query-spec.ts';
import { readRows } from './read-rows.ts';
import type { Rollups } from './rollup.ts';
import { structuralInteger } from './sql-params.ts';
import type { CommentModels } from './text/comment-models.ts';

/** What the read model holds of a survey's table. */
export interface TableState {
  loadCount: number;
  maxInterviewId: number;
  rows: number;
  /** Loaded ids above `maxInterviewId - LATE_WINDOW`: late commits are looked for among these. */
  recent: Set<number>;
  /** The campaign side table's fingerprint (null until built). */
  campaigns: string | null;
  /** Rows came in a background catch-up: the sentiment model's retraining is still to do. */
  retrain: boolean;
  /** The survey's rewrite count its rows reflect (edits of interviews already loaded). */
  rewrites: number;
  /** The configuration version the table was last known good under (kept on disk with it). */
  configVersion: number;
}

/** A survey's data versions in PostgreSQL (table `surveys`). */
export interface Versions {
  loadCount: number;
  rewrites: number;
  configVersion: number;
}

/**
 * In a survey's database on disk: what its table was built for (one row). The table is used
 * after a restart only when this still matches (docs/reliability.md#the-read-model-on-disk).
 */
const keptTable = (surveyId: number) => `${surveyDatabase(surveyId)}.read_model`;

/** How far below the last loaded id late commits are looked for. */
export const LATE_WINDOW = 20_000;

/**
 * The read model's file (ANALYTICS_STORE=disk): beside each survey's tables, what they were
 * built for, and taking them again after a restart when that still holds. In memory, every
 * method does nothing.
 */
export class KeptTables {
  constructor(
    private readonly database: Database,
    private readonly duck: Duck,
    private readonly comments: CommentModels,
    private readonly rollups: Rollups,
  ) {}

  /**
   * Attaches the survey's database (its file on disk, else in memory), with its record of
   * what its table was built for.
   */
  async attach(surveyId: number): Promise<void> {
    await this.duck.attach(surveyDatabase(surveyId));
    if (!this.duck.persistent) return;
    await this.duck
      .connection()
      .run(
        `CREATE TABLE IF NOT EXISTS ${keptTable(surveyId)} (survey_id BIGINT PRIMARY KEY, shape VARCHAR NOT NULL, rewrites BIGINT NOT NULL, config_version BIGINT NOT NULL, rollups VARCHAR)`,
      );
  }

  /**
   * What the survey's table is built for: its columns and how its comments are tagged (the
   * labelling and text questions, the taxonomy and the sentiment model's size).
   */
  private shapeOf(survey: SurveyModel): string {
    return JSON.stringify({ columns: wideColumns(survey), comments: this.comments.taggedAs(survey.id) });
  }

  /** On disk: notes what the survey's table is now built for, so that a restart may use it. */
  async keep(survey: SurveyModel, state: TableState, connection = this.duck.connection()): Promise<void> {
    if (!this.duck.persistent) return;
    await connection.run(`INSERT OR REPLACE INTO ${keptTable(survey.id)} VALUES ($1, $2, $3, $4, $5)`, [
      survey.id,
      this.shapeOf(survey),
      state.rewrites,
      state.configVersion,
      this.rollups.kept(survey.id),
    ]);
  }

  /** The survey's table is no longer what the list says (dropped or being built again). */
  async forget(surveyId: number): Promise<void> {
    if (!this.duck.persistent) return;
    await this.duck.connection().run(`DELETE FROM ${keptTable(surveyId)} WHERE survey_id = $1`, [surveyId]);
  }

  /**
   * A table kept on disk by an earlier process, when it was built for the survey as it is
   * now, no loaded interview was edited since, and PostgreSQL holds exactly its interviews up
   * to its last one: its state is read from its rows (the ids it holds), so that whatever an
   * interrupted append left, the next refresh appends exactly the interviews it lacks. Its
   * rollups are taken with it when their kept state fits (the next refresh folds in the rows
   * appended after them); its campaign table is built again. Null when there is none to use
   * (the table is then built from PostgreSQL).
   */
  async restore(
    survey: SurveyModel,
    versions: Versions,
    connection: DuckDBConnection,
  ): Promise<TableState | null> {
    if (!this.duck.persistent) return null;
    const table = surveyTable(survey.id);
    const id = structuralInteger(survey.id);
    const [kept] = await readRows(
      connection,
      `SELECT shape, rewrites, config_version, rollups FROM ${keptTable(survey.id)} WHERE survey_id = ${id}`,
    );
    /** The derived tables (rollups, campaigns) go: built again from the wide one. */
    const dropDerived = async () => {
      const database = surveyDatabase(survey.id);
      const derived = await readRows(
        connection,
        `SELECT table_name FROM duckdb_tables() WHERE database_name = '${database}' AND schema_name = 'main' AND starts_with(table_name, '${localName(table)}_')`,
      );
      for (const row of derived)
        await connection.run(`DROP TABLE IF EXISTS ${database}.${String(row.table_name)}`);
    };
    const usable =
      kept !== undefined &&
      kept.shape === this.shapeOf(survey) &&
      Number(kept.rewrites) === versions.rewrites &&
      Number(kept.config_version) === versions.configVersion;
    // the wide table, when it is there (its record is written after it)
    const [counted] = usable
      ? await readRows(
          connection,
          `SELECT count(*)::BIGINT AS rows, coalesce(max(id), 0)::BIGINT AS last FROM ${table}`,
        ).catch(() => [])
      : [];
    if (!counted) {
      await dropDerived();
      return null;
    }
    const { rows, last } = counted;
    const maxInterviewId = Number(last);
    // The interviews up to its last one are all there: a file from another database (or an
    // older copy of this one) is not taken for this one's.
    const { held } = await this.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<string>().as('held'))
      .where('survey_id', '=', survey.id)
      .where('id', '<=', maxInterviewId)
      .executeTakeFirstOrThrow();
    if (Number(held) !== Number(rows)) {
      await dropDerived();
      return null;
    }
    // Its rollups with it, when their state was kept with them (else built again from it).
    const rollups = typeof kept.rollups === 'string' ? kept.rollups : null;
    if (!rollups || !(await this.rollups.restore(connection, survey, rollups, Number(rows))))
      await dropDerived();
    const recent = await readRows(
      connection,
      `SELECT id FROM ${table} WHERE id > ${structuralInteger(Math.max(0, maxInterviewId - LATE_WINDOW))}`,
    );
    return {
      loadCount: -1,
      maxInterviewId,
      rows: Number(rows),
      recent: new Set(recent.map((r) => Number(r.id))),
      campaigns: null,
      // whether the sentiment model is due is looked at once
      retrain: true,
      rewrites: versions.rewrites,
      configVersion: versions.configVersion,
    };
  }
}
