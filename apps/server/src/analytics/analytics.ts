import type { SurveyModel } from '../surveys/survey-model.ts';
import { compileQuery, compileWhere } from './compile-query.ts';
import type { Duck } from './duckdb.ts';
import type { Condition, QuerySpec } from './query-spec.ts';
import { questionColumn, surveyTable } from './query-spec.ts';
import type { ReadModel } from './read-model.ts';

const CACHE_ENTRIES = 2000;
/** How far back from a page's start a newest-first page looks before reading everything. */
const RECENT_DAYS = 31;

/**
 * Runs query specs against the read model, refreshing it first when the data moved.
 * Results are cached by survey, loadCount and SQL: new data makes new keys, so a cached
 * result is never stale; concurrent identical queries share one execution.
 */
export class Analytics {
  private readonly cache = new Map<string, Promise<Record<string, unknown>[]>>();
  private readonly lastDays = new Map<number, { loadCount: number; day: number | null }>();

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
    const sql = compileQuery({ ...spec, surveyId: survey.id }, this.readModel.rollup(survey.id));
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
    const rows = await this.pageOfRows(survey, where, extra, [], limit, after);
    return rows.map((r) => ({ id: Number(r.id), ts: Number(r.ts) }));
  }

  /**
   * A keyset page of wide-table rows, newest first, with `columns` beside id and ts:
   * for lists whose content the read model holds already (no second round trip).
   */
  async pageOfRows(
    survey: SurveyModel,
    where: Condition[],
    extra: string,
    columns: string[],
    limit: number,
    after: { ts: number; id: number } | null,
  ): Promise<Record<string, unknown>[]> {
    const loadCount = await this.readModel.ensureFresh(survey);
    const table = surveyTable(survey.id);
    const conditions = compileWhere(where, table);
    const keyset = after ? `(ts, id) < (${Math.trunc(after.ts)}, ${Math.trunc(after.id)})` : '';
    const page = (window: string) => {
      const clauses = [conditions.replace(/^WHERE /, ''), extra, keyset, window].filter(Boolean);
      return this.duck.rows(
        `SELECT ${['id', 'ts', ...columns].join(', ')} FROM ${table}
         ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
         ORDER BY ts DESC, id DESC LIMIT ${Math.trunc(limit)}`,
      );
    };
    // The newest rows are in the last days: when the month before the page's start holds
    // a full page, that is the page (every older row sorts after it), and the date-sorted
    // table lets the scan skip all other days. Otherwise the whole table is read.
    const start = after ? Math.floor(after.ts / 86_400) : await this.lastDay(survey, loadCount);
    if (start !== null) {
      const windowed = await page(`d >= DATE '1970-01-01' + ${start - RECENT_DAYS}`);
      if (windowed.length >= limit) return windowed;
    }
    return page('');
  }

  /** The survey's last day with interviews (days since 1970), once per loadCount. */
  private async lastDay(survey: SurveyModel, loadCount: number): Promise<number | null> {
    const known = this.lastDays.get(survey.id);
    if (known?.loadCount === loadCount) return known.day;
    const [row] = await this.duck.rows(
      `SELECT (max(d) - DATE '1970-01-01')::INTEGER AS day FROM ${surveyTable(survey.id)}`,
    );
    const day = row?.day === null || row?.day === undefined ? null : Number(row.day);
    this.lastDays.set(survey.id, { loadCount, day });
    return day;
  }

  /**
   * A keyset page of interview ids in `order`, each with its sort key (ts and, when
   * ordered by a question, its value): the caller turns the last key into a cursor.
   */
  async pageOfKeys(
    survey: SurveyModel,
    where: Condition[],
    extra: string,
    order: PageOrder,
    limit: number,
    after: PageKey | null,
  ): Promise<PageKey[]> {
    await this.readModel.ensureFresh(survey);
    const value = order.by === 'question' ? `CAST(${questionColumn(order.questionId)} AS BIGINT)` : 'NULL';
    // Every order is one tuple of ascending keys, so the keyset is a single tuple comparison.
    const keys = (v: string, ts: string, id: string): string[] => {
      if (order.by === 'time') return order.direction === 'asc' ? [ts, id] : [`-${ts}`, `-${id}`];
      // answered first, then the value, then newest first; no answer sorts last either way
      const sign = order.direction === 'asc' ? '' : '-';
      return [`(${v} IS NULL)::INTEGER`, `${sign}coalesce(${v}, 0)`, `-${ts}`, `-${id}`];
    };
    const orderKeys = keys(value, 'CAST(ts AS BIGINT)', 'id');
    const keyset = after
      ? `(${orderKeys.join(', ')}) > (${keys(
          after.value === null ? 'NULL' : String(Math.trunc(after.value)),
          String(Math.trunc(after.ts)),
          String(Math.trunc(after.id)),
        ).join(', ')})`
      : '';
    const conditions = compileWhere(where, surveyTable(survey.id));
    const clauses = [conditions.replace(/^WHERE /, ''), extra, keyset].filter(Boolean);
    const rows = await this.duck.rows(
      `SELECT id, ts, ${value} AS value FROM ${surveyTable(survey.id)}
       ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
       ORDER BY ${orderKeys.join(', ')} LIMIT ${Math.trunc(limit)}`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      ts: Number(r.ts),
      value: r.value === null || r.value === undefined ? null : Number(r.value),
    }));
  }
}

/** The order of a keyset page: by interview time, or by a question's value (then newest first). */
export type PageOrder =
  | { by: 'time'; direction: 'asc' | 'desc' }
  | { by: 'question'; questionId: number; direction: 'asc' | 'desc' };

/** An interview's place in a `PageOrder`: value is null when not ordered by a question. */
export interface PageKey {
  id: number;
  ts: number;
  value: number | null;
}
