import type { SurveyModel } from '../surveys/survey-model.ts';
import { compileQuery, compileWhere } from './compile-query.ts';
import type { Duck } from './duckdb.ts';
import type { Condition, QuerySpec } from './query-spec.ts';
import { surveyTable } from './query-spec.ts';
import type { ReadModel } from './read-model.ts';

const CACHE_ENTRIES = 2000;

/**
 * Runs query specs against the read model, refreshing it first when the data moved.
 * Results are cached by survey, loadCount and SQL: new data makes new keys, so a cached
 * result is never stale; concurrent identical queries share one execution.
 */
export class Analytics {
  private readonly cache = new Map<string, Promise<Record<string, unknown>[]>>();

  /** Off in benchmarks that measure the engine path. */
  cacheEnabled: boolean;

  constructor(
    private readonly readModel: ReadModel,
    private readonly duck: Duck,
    options: { cache: boolean } = { cache: true },
  ) {
    this.cacheEnabled = options.cache;
  }

  async query(survey: SurveyModel, spec: Omit<QuerySpec, 'surveyId'>): Promise<Record<string, unknown>[]> {
    const loadCount = await this.readModel.ensureFresh(survey);
    const sql = compileQuery({ ...spec, surveyId: survey.id });
    if (!this.cacheEnabled) return this.duck.rows(sql);
    const key = `${survey.id}:${loadCount}:${sql}`;
    let result = this.cache.get(key);
    if (result) {
      // least recently used goes first
      this.cache.delete(key);
      this.cache.set(key, result);
      return result;
    }
    result = this.duck.rows(sql);
    result.catch(() => this.cache.delete(key));
    this.cache.set(key, result);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return result;
  }

  /**
   * Interview ids for a keyset-paged list, newest first: the filters stay in one place
   * (the read model), the rows' content comes from PostgreSQL.
   */
  async pageOfIds(
    survey: SurveyModel,
    where: Condition[],
    extra: string,
    limit: number,
    after: { ts: number; id: number } | null,
  ): Promise<Array<{ id: number; ts: number }>> {
    await this.readModel.ensureFresh(survey);
    const conditions = compileWhere(where, surveyTable(survey.id));
    const keyset = after ? `(ts, id) < (${Math.trunc(after.ts)}, ${Math.trunc(after.id)})` : '';
    const clauses = [conditions.replace(/^WHERE /, ''), extra, keyset].filter(Boolean);
    const rows = await this.duck.rows(
      `SELECT id, ts FROM ${surveyTable(survey.id)}
       ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
       ORDER BY ts DESC, id DESC LIMIT ${Math.trunc(limit)}`,
    );
    return rows.map((r) => ({ id: Number(r.id), ts: Number(r.ts) }));
  }
}
