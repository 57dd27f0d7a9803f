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

/**
 * On disk, a build or an append of at least this many interviews is written into the survey's
 * file at once (a checkpoint), not held in memory until the file is closed. DuckDB keeps rows
 * appended in small batches in memory, beside its write-ahead log, until a checkpoint (which it
 * makes by itself only past 16 MB of log): hundreds of surveys built and left open then held
 * their tables in memory and pushed past the memory budget into temporary files. Written
 * into the file, they are pages the buffer pool lets go of when others need the room.
 */
const CHECKPOINT_ROWS = 5000;

/** After a build or an append: writes the survey's file when that paid (see CHECKPOINT_ROWS); whether it did. */
export async function writeIntoFile(
  connection: DuckDBConnection,
  surveyId: number,
  { cold, appended }: { cold: boolean; appended: number },
): Promise<boolean> {
  if (cold ? appended === 0 : appended < CHECKPOINT_ROWS) return false;
  await connection.run(`CHECKPOINT ${surveyDatabase(surveyId)}`);
  return true;
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

  /** Surveys whose database has the record table, in its current columns (since it was attached). */
  private readonly recordReady = new Set<number>();

  /** Attaches the survey's database (its file on disk, else in memory). */
  async attach(surveyId: number): Promise<void> {
    await this.duck.attach(surveyDatabase(surveyId));
  }

  /** The survey's database was closed: its record table is looked at again after the next attach. */
  detached(surveyId: number): void {
    this.recordReady.delete(surveyId);
  }

  /**
   * Creates the record table when missing, with the columns this version writes (a file of
   * an earlier version gains them): before the first write to it since the attach, so that a
   * restart's read of a kept table writes nothing.
   */
  private async recordTable(surveyId: number, connection: DuckDBConnection): Promise<void> {
    if (this.recordReady.has(surveyId)) return;
    await connection.run(
      `CREATE TABLE IF NOT EXISTS ${keptTable(surveyId)} (survey_id BIGINT PRIMARY KEY, shape VARCHAR NOT NULL, rewrites BIGINT NOT NULL, config_version BIGINT NOT NULL, rollups VARCHAR)`,
    );
    await connection.run(`ALTER TABLE ${keptTable(surveyId)} ADD COLUMN IF NOT EXISTS campaigns VARCHAR`);
    this.recordReady.add(surveyId);
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
    await this.recordTable(survey.id, connection);
    await connection.run(
      `INSERT OR REPLACE INTO ${keptTable(survey.id)} (survey_id, shape, rewrites, config_version, rollups, campaigns) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        survey.id,
        this.shapeOf(survey),
        state.rewrites,
        state.configVersion,
        this.rollups.kept(survey.id),
        state.campaigns,
      ],
    );
  }

  /** The survey's table is no longer what the list says (dropped or being built again). */
  async forget(surveyId: number, connection = this.duck.connection()): Promise<void> {
    if (!this.duck.persistent) return;
    await this.recordTable(surveyId, connection);
    await connection.run(`DELETE FROM ${keptTable(surveyId)} WHERE survey_id = $1`, [surveyId]);
  }

  /**
   * A table kept on disk by an earlier process, when it was built for the survey as it is
   * now, no loaded interview was edited since, and PostgreSQL holds exactly its interviews up
   * to its last one: its state is read from its rows (the ids it holds), so that whatever an
   * interrupted append left, the next refresh appends exactly the interviews it lacks. Its
   * rollups are taken with it when their kept state fits (the next refresh folds in the rows
   * appended after them), and its campaign table with the fingerprint it was built for (else
   * built again). Null when there is none to use (the table is then built from PostgreSQL).
   * `commentsLoaded`: the survey's stored sentiment model being read meanwhile (what the
   * table's tags were made with, part of what it was built for).
   */
  async restore(
    survey: SurveyModel,
    versions: Versions,
    connection: DuckDBConnection,
    commentsLoaded: Promise<void>,
  ): Promise<TableState | null> {
    if (!this.duck.persistent) {
      await commentsLoaded;
      return null;
    }
    const table = surveyTable(survey.id);
    const id = structuralInteger(survey.id);
    // the record and the wide table's extent in one statement: it fails when either is missing
    // (a file never kept, or kept by a version without the record)
    const [[kept]] = await Promise.all([
      readRows(
        connection,
        `SELECT k.*, (SELECT count(*) FROM ${table})::BIGINT AS wide_rows, (SELECT coalesce(max(id), 0) FROM ${table})::BIGINT AS wide_last FROM ${keptTable(survey.id)} k WHERE k.survey_id = ${id}`,
      ).catch(() => []),
      commentsLoaded,
    ]);
    /** The derived tables (rollups, campaigns) go: built again from the wide one. */
    const dropDerived = async () => {
      this.rollups.forget(survey.id);
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
    if (!usable) {
      await dropDerived();
      return null;
    }
    const rows = Number(kept.wide_rows);
    const maxInterviewId = Number(kept.wide_last);
    // The interviews up to its last one are all there: a file from another database (or an
    // older copy of this one) is not taken for this one's. Asked of PostgreSQL while DuckDB
    // takes the rollups and the ids.
    const held = this.database.db
      .selectFrom('interviews')
      .select((eb) => eb.fn.countAll<string>().as('held'))
      .where('survey_id', '=', survey.id)
      .where('id', '<=', maxInterviewId)
      .executeTakeFirstOrThrow();
    held.catch(() => {}); // awaited below
    // Its rollups with it, when their state was kept with them (else built again from it).
    const rollups = typeof kept.rollups === 'string' ? kept.rollups : null;
    const rollupsTaken = rollups !== null && (await this.rollups.restore(connection, survey, rollups, rows));
    const recent = (
      await connection.runAndReadAll(
        `SELECT id::DOUBLE AS id FROM ${table} WHERE id > ${structuralInteger(Math.max(0, maxInterviewId - LATE_WINDOW))}`,
      )
    ).getColumnsJS()[0] as number[];
    if (Number((await held).held) !== rows) {
      await dropDerived();
      return null;
    }
    if (!rollupsTaken) await dropDerived();
    return {
      loadCount: -1,
      maxInterviewId,
      rows,
      recent: new Set(recent),
      // the campaign table stands when its fingerprint still holds (compared by the refresh)
      campaigns: rollupsTaken && typeof kept.campaigns === 'string' ? kept.campaigns : null,
      // whether the sentiment model is due is looked at once
      retrain: true,
      rewrites: versions.rewrites,
      configVersion: versions.configVersion,
    };
  }
}
