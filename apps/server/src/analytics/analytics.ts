import type { SurveyModel } from '../surveys/survey-model.ts';
import { compileQuery, compileWhere } from './compile-query.ts';
import type { Duck } from './duckdb.ts';
import type { Condition, QuerySpec } from './query-spec.ts';
import { surveyTable } from './query-spec.ts';
import type { ReadModel } from './read-model.ts';

/** Runs query specs against the read model, refreshing it first when the data moved. */
export class Analytics {
  constructor(
    private readonly readModel: ReadModel,
    private readonly duck: Duck,
  ) {}

  async query(survey: SurveyModel, spec: Omit<QuerySpec, 'surveyId'>): Promise<Record<string, unknown>[]> {
    await this.readModel.ensureFresh(survey);
    return this.duck.rows(compileQuery({ ...spec, surveyId: survey.id }));
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
    const conditions = compileWhere(where);
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
