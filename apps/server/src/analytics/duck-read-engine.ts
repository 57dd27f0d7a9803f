import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { columnTypes, compileQuery } from './compile-query.ts';
import { Duck } from './duckdb.ts';
import { compileExportPage, type ExportKey } from './export-page.ts';
import { compilePage, type PageKey, type PageRequest } from './keyset-page.ts';
import { type Condition, type QuerySpec, surveyTable } from './query-spec.ts';
import type { EngineStats, ReadEngine, Statement } from './read-engine.ts';
import { ReadModel, type ReadModelLog } from './read-model.ts';
import type { SqlParam } from './sql-params.ts';
import type { CommentModels } from './text/comment-models.ts';

/** The single file of the read model's first layout (all surveys in one): removed, rebuilt per survey. */
const FORMER_FILE = 'read-model.duckdb';

/**
 * DuckDB in this process over the read model (read-model.ts): one wide table per survey,
 * built from PostgreSQL on first use and brought up to date by appends, in memory or in a
 * file per survey under the data folder.
 */
export class DuckReadEngine implements ReadEngine {
  readonly name = 'duckdb';
  private constructor(
    private readonly readModel: ReadModel,
    private readonly duck: Duck,
  ) {}

  static async open(
    database: Database,
    options: { folder: string | null; memoryLimit?: string; openSurveys?: number },
  ): Promise<DuckReadEngine> {
    const { folder } = options;
    if (folder) {
      const former = join(dirname(folder), FORMER_FILE);
      rmSync(former, { force: true });
      rmSync(`${former}.wal`, { force: true });
    }
    const duck = await Duck.open(undefined, { folder, memoryLimit: options.memoryLimit });
    const readModel = new ReadModel(database, duck);
    if (options.openSurveys) readModel.openSurveys.maxOpen = options.openSurveys;
    await readModel.open();
    return new DuckReadEngine(readModel, duck);
  }

  get log(): ReadModelLog {
    return this.readModel.log;
  }
  set log(log: ReadModelLog) {
    this.readModel.log = log;
  }

  use<T>(survey: SurveyModel, work: (loadCount: number) => Promise<T>): Promise<T> {
    return this.readModel.use(survey, work);
  }

  private statement(survey: SurveyModel, sql: string, params: readonly SqlParam[]): Statement {
    return {
      key: `${sql}\u0000${JSON.stringify(params)}`,
      run: () => this.duck.rows(sql, params, surveyTable(survey.id)),
    };
  }

  query(survey: SurveyModel, spec: QuerySpec): Statement {
    const { sql, params } = compileQuery(spec, columnTypes(survey), this.readModel.rollup(survey.id));
    return this.statement(survey, sql, params);
  }

  page(survey: SurveyModel, request: PageRequest, after: PageKey | null, fromDay: string | null): Statement {
    const { sql, params } = compilePage(survey, columnTypes(survey), request, after, fromDay);
    return this.statement(survey, sql, params);
  }

  exportPage(survey: SurveyModel, where: Condition[], after: ExportKey | null, limit: number): Statement {
    const { sql, params } = compileExportPage(survey, columnTypes(survey), where, after, limit);
    return this.statement(survey, sql, params);
  }

  lastDay(survey: SurveyModel): Statement {
    return this.statement(
      survey,
      `SELECT (max(d) - DATE '1970-01-01')::INTEGER AS day FROM ${surveyTable(survey.id)}`,
      [],
    );
  }

  get comments(): CommentModels {
    return this.readModel.comments;
  }

  tagsStored(surveyId: number): Promise<void> {
    return this.readModel.tagsStored(surveyId);
  }

  changed(surveyId: number): void {
    this.readModel.changed(surveyId);
  }

  bulkWrite(surveyId: number): () => void {
    return this.readModel.bulkWrite(surveyId);
  }

  catchUp(survey: SurveyModel): Promise<void> {
    return this.readModel.catchUp(survey);
  }

  rewrite<T>(survey: SurveyModel, ids: readonly number[], write: () => Promise<T>): Promise<T> {
    return this.readModel.rewrite(survey, ids, write);
  }

  invalidate(surveyId: number): Promise<void> {
    return this.readModel.invalidate(surveyId);
  }

  async ping(): Promise<void> {
    await this.duck.rows('SELECT 1 AS one');
  }

  /** The surveys open in the read model, and the memory DuckDB holds (its buffer pool and more). */
  async stats(): Promise<EngineStats> {
    const [row] = await this.duck.rows(
      'SELECT coalesce(sum(memory_usage_bytes), 0)::DOUBLE AS bytes FROM duckdb_memory()',
    );
    return {
      openSurveys: this.readModel.openSurveys.count,
      memoryBytes: typeof row?.bytes === 'number' ? row.bytes : null,
      outboxRows: null,
    };
  }

  /** Waits for the refreshes under way, then closes DuckDB. */
  async close(): Promise<void> {
    await this.readModel.settle();
    this.duck.close();
  }
}
