import {
  BIGINT,
  DATE,
  DOUBLE,
  type DuckDBAppender,
  DuckDBDataChunk,
  type DuckDBType,
  type DuckDBValue,
  dateValue,
  INTEGER,
  LIST,
  listValue,
  SMALLINT,
  UINTEGER,
  UTINYINT,
  VARCHAR,
} from '@duckdb/node-api';
import { isLocale } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { ancestors, commentQuestions, type QuestionModel, type SurveyModel } from '#surveys/survey-model.ts';
import {
  LANGUAGE_COLUMN,
  questionColumn,
  SENTIMENT_COLUMN,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
  unitColumn,
} from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';
import { parseStoredTags, type StoredTags, storedTagsRow, tagStamp } from './text/stored-tags.ts';

export type ValueType = 'UTINYINT' | 'SMALLINT' | 'INTEGER';

/** The survey's wide table's columns with their types, in the order `InterviewSource.append` writes them. */
export function wideColumns(survey: SurveyModel): string[] {
  const columns = ['id BIGINT NOT NULL', 'd DATE NOT NULL', 'ts UINTEGER NOT NULL'];
  for (let level = 1; level <= survey.organisation.depth; level++)
    columns.push(`${unitColumn(level)} INTEGER`);
  // value columns first, then text columns: the order `append` writes them in
  for (const q of survey.questions)
    if (q.type !== 'text') columns.push(`${questionColumn(q.id)} ${valueType(q)}`);
  for (const q of survey.questions) if (q.type === 'text') columns.push(`${textColumn(q.id)} VARCHAR`);
  // the comment's tags, then each comment question's answer's: what `append` writes last
  // (a background or computed text variable has its text column only: it is no comment)
  columns.push(`${TOPICS_COLUMN} VARCHAR[]`, `${SENTIMENT_COLUMN} DOUBLE`, `${LANGUAGE_COLUMN} VARCHAR`);
  for (const q of commentQuestions(survey))
    columns.push(`${textTopicsColumn(q.id)} VARCHAR`, `${textSentimentColumn(q.id)} DOUBLE`);
  return columns;
}

/**
 * Where each of the survey's comment questions (`commentQuestions`) is among its text
 * questions: which of a page's `texts` make the interview's comment.
 */
export function commentColumns(survey: SurveyModel): number[] {
  const texts = survey.questions.filter((q) => q.type === 'text');
  return commentQuestions(survey).map((q) => texts.indexOf(q));
}

/** The narrowest column type for a question (DuckDB is 2-3x faster on 1-byte columns). */
export function valueType(q: QuestionModel): ValueType {
  const values = q.options.map((o) => o.value);
  const min = q.type === 'choice' ? Math.min(...values) : q.min;
  const max = q.type === 'choice' ? Math.max(...values) : q.max;
  if (min !== null && max !== null && min >= 0 && max <= 255) return 'UTINYINT';
  if (min !== null && max !== null && min >= -32768 && max <= 32767) return 'SMALLINT';
  return 'INTEGER';
}

/** Interviews of a survey in wide form, column by column (what one page of the read model's build holds). */
export interface InterviewPage {
  ids: number[];
  units: number[];
  /** Seconds since the epoch. */
  ts: number[];
  /** One array per value question (in `InterviewSource.valueQuestions` order). */
  values: (number | null)[][];
  /** One array per text question; empty texts are null. */
  texts: (string | null)[][];
  /**
   * The language of each interview that has one: its contact's (a campaign's invitee answers
   * in the language they were invited in). Interviews without a contact, or whose contact has
   * no language, are left out: their comments are read in every language.
   */
  locales: Map<number, TLocale>;
  /** The comments' tags stored in PostgreSQL and made with the survey's taxonomy and sentiment model now, by interview id. */
  stored: Map<number, StoredTags>;
}

/** The comment tags of a page's rows, row by row (null: the interview has no comment). */
export interface PageTags {
  topics: (string[] | null)[];
  sentiment: (number | null)[];
  lang: (TLocale | null)[];
  /** Per comment question (`commentQuestions`, in order), row by row: the answer's own tags. */
  textTopics: (string | null)[][];
  textSentiment: (number | null)[][];
}

/** Rows appended between two yields to the event loop (the next page's fetch proceeds meanwhile). */
const APPEND_SLICE = 4096;
/** Rows per data chunk appended: DuckDB's vector size. */
const CHUNK_ROWS = 2048;

/**
 * Reads a survey's interviews from PostgreSQL for the read model and appends them to its
 * wide table (decision 012). The pivot (one column per question) happens here, not in
 * PostgreSQL: a page is one round trip returning three strings (interviews, numeric
 * answers, text answers as JSON), which spares PostgreSQL a GROUP BY with one FILTER
 * aggregate per question and the driver one object per row.
 */
export class InterviewSource {
  readonly valueQuestions: QuestionModel[];
  readonly textQuestions: QuestionModel[];
  /** The text questions whose answers are comments, with tags of their own (`commentQuestions`). */
  readonly commentQuestions: QuestionModel[];
  readonly types: ValueType[];
  /** A value (text) question's id -> its column among `valueQuestions` (`textQuestions`), -1 for others. */
  private readonly valueIndex: (id: number) => number;
  private readonly textIndex: (id: number) => number;
  /** unit id -> ancestor ids u1..uN (null beyond the unit's level). */
  private readonly chains = new Map<number, (number | null)[]>();

  /** What the comments' stored tags must have been made with to be read (`tagStamp`). */
  private readonly stamp: string;

  /** `modelSize`: the survey's sentiment model's size now, which stored tags must have been scored with. */
  constructor(
    private readonly database: Database,
    private readonly survey: SurveyModel,
    private readonly modelSize: number,
  ) {
    this.stamp = tagStamp(survey);
    this.valueQuestions = survey.questions.filter((q) => q.type !== 'text');
    this.textQuestions = survey.questions.filter((q) => q.type === 'text');
    this.commentQuestions = commentQuestions(survey);
    this.types = this.valueQuestions.map(valueType);
    this.valueIndex = positions(this.valueQuestions.map((q) => q.id));
    this.textIndex = positions(this.textQuestions.map((q) => q.id));
    for (const unit of survey.organisation.unitsById.values()) {
      const chain = ancestors(unit);
      this.chains.set(
        unit.id,
        Array.from({ length: survey.organisation.depth }, (_, level) => chain[level]?.id ?? null),
      );
    }
  }

  /** The survey's highest interview id (0 without interviews). */
  async lastId(): Promise<number> {
    const { rows } = await this.lastIdQuery().execute(this.database.db);
    return Number(rows[0]?.last ?? 0);
  }

  /** How many of the survey's interviews have an id in (from, to]. */
  async countRange(from: number, to: number): Promise<number> {
    const { rows } = await this.countRangeQuery(from, to).execute(this.database.db);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The statements of `lastId` and `countRange`, run at every refresh of every survey: both
   * are answered from the index on (survey_id, id) (migration 027). The highest id is read as
   * the first row in descending order: under row-level security PostgreSQL does not turn
   * `max(id)` into that, and would read every interview of the survey.
   */
  lastIdQuery() {
    return sql<{ last: number | null }>`
      SELECT id AS last FROM interviews
      WHERE survey_id = ${this.survey.id} AND universe_id = ${this.survey.universeId}
      ORDER BY id DESC LIMIT 1`;
  }
  countRangeQuery(from: number, to: number) {
    return sql<{ n: number }>`
      SELECT count(*)::int AS n FROM interviews
      WHERE survey_id = ${this.survey.id} AND universe_id = ${this.survey.universeId}
        AND id > ${from} AND id <= ${to}`;
  }

  /** The ids of the survey's interviews in (from, to]. */
  async idsInRange(from: number, to: number): Promise<number[]> {
    const { rows } = await sql<{ ids: string | null }>`
      SELECT string_agg(id::text, ',') AS ids FROM interviews
      WHERE survey_id = ${this.survey.id} AND universe_id = ${this.survey.universeId}
        AND id > ${from} AND id <= ${to}`.execute(this.database.db);
    const ids = rows[0]?.ids;
    return ids ? ids.split(',').map(Number) : [];
  }

  /** The survey's interviews with an id in (from, to]. */
  fetchRange(from: number, to: number): Promise<InterviewPage> {
    return this.fetch((column) => sql`${sql.ref(column)} > ${from} AND ${sql.ref(column)} <= ${to}`);
  }

  /** The survey's interviews among `ids`. */
  fetchIds(ids: readonly number[]): Promise<InterviewPage> {
    const list = sql`${[...ids]}::bigint[]`;
    return this.fetch((column) => sql`${sql.ref(column)} = ANY(${list})`);
  }

  /**
   * `condition` picks the page's interviews by a column holding their id. It is repeated on
   * each table's own column: PostgreSQL does not carry a range across a join, and without it
   * the answers scan is not bounded.
   */
  private async fetch(condition: (column: string) => RawBuilder<unknown>) {
    const { survey } = this;
    const interviewCondition = condition('i.id');
    // One transaction so that JIT can be switched off for it alone: these scans are cheap
    // per row but large. JIT compiled the former pivot for 100-200 ms a page, and 1-2 s a
    // page once the planner's estimate passes jit_inline_above_cost (the estimate grows
    // with answers.interview_id's underestimated n_distinct; decision 012).
    const row = await this.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL jit = off`.execute(trx);
      // The answers are read by their interview id alone when no interview of another
      // survey falls in the page (a survey's interviews mostly come in runs of ids): the
      // join with the page's interviews costs as much as the rest of the page. Texts come as
      // a JSON array's elements joined as text (json_agg costs twice as much); stored tags
      // only when made with the survey's taxonomy and sentiment model now (stale ones are
      // left out: their comments are tagged again).
      const { rows } = await sql<{
        interviews: string | null;
        answer_values: string | null;
        answer_texts: string | null;
        locales: string | null;
        tags: string | null;
      }>`
        WITH page AS MATERIALIZED (
          SELECT i.id, i.unit_id, i.interview_date FROM interviews i
          WHERE i.survey_id = ${survey.id} AND i.universe_id = ${survey.universeId} AND ${interviewCondition}
        ), mixed AS MATERIALIZED (
          SELECT EXISTS (
            SELECT 1 FROM interviews o
            WHERE ${condition('o.id')} AND (o.survey_id <> ${survey.id} OR o.universe_id <> ${survey.universeId})
          ) AS m
        )
        SELECT iv.s AS interviews, an.v AS answer_values, an.t AS answer_texts, lc.s AS locales, tg.t AS tags
        FROM (
          SELECT string_agg(concat(p.id, ',', p.unit_id, ',', floor(extract(epoch FROM p.interview_date))::bigint), ';') AS s
          FROM page p
        ) iv, (
          SELECT string_agg(concat(a.interview_id, ',', a.question_id, ',', a.value), ';')
                   FILTER (WHERE a.value IS NOT NULL) AS v,
                 string_agg(concat('[', a.interview_id, ',', a.question_id, ',', to_json(a.text_value), ']'), ',')
                   FILTER (WHERE a.text_value <> '') AS t
          FROM answers a
          WHERE a.universe_id = ${survey.universeId} AND ${condition('a.interview_id')}
            AND (NOT (SELECT m FROM mixed) OR a.interview_id IN (SELECT id FROM page))
        ) an, (
          SELECT string_agg(concat(c.interview_id, ',', c.locale), ';') AS s FROM contacts c
          WHERE c.universe_id = ${survey.universeId} AND c.locale IS NOT NULL AND ${condition('c.interview_id')}
        ) lc, (
          SELECT string_agg(${storedTagsRow(this.commentQuestions.length)}, chr(30)) AS t
          FROM comment_tags t
          WHERE t.universe_id = ${survey.universeId} AND t.survey_id = ${survey.id} AND ${condition('t.interview_id')}
            AND t.stamp = ${this.stamp} AND t.model = ${this.modelSize}
        ) tg`.execute(trx);
      return rows[0];
    });
    const page = this.pivot(row?.interviews ?? null, row?.answer_values ?? null, row?.answer_texts ?? null);
    for (const pair of row?.locales?.split(';') ?? []) {
      const [id, locale] = pair.split(',');
      if (isLocale(locale)) page.locales.set(Number(id), locale);
    }
    page.stored = parseStoredTags(
      row?.tags ?? null,
      this.stamp,
      this.modelSize,
      this.commentQuestions.length,
    );
    return page;
  }

  /** Builds the wide columns (answers of questions not in the survey model are skipped). */
  private pivot(interviews: string | null, answerValues: string | null, answerTexts: string | null) {
    const ids: number[] = [];
    const units: number[] = [];
    const ts: number[] = [];
    parseTriples(interviews, (id, unit, seconds) => {
      ids.push(id);
      units.push(unit);
      ts.push(seconds);
    });
    const n = ids.length;
    const row = positions(ids);
    const values = this.valueQuestions.map(() => new Array<number | null>(n).fill(null));
    const texts = this.textQuestions.map(() => new Array<string | null>(n).fill(null));
    parseTriples(answerValues, (interviewId, questionId, value) => {
      const r = row(interviewId);
      const column = this.valueIndex(questionId);
      if (r >= 0 && column >= 0) values[column][r] = value;
    });
    if (answerTexts) {
      for (const [interviewId, questionId, text] of JSON.parse(`[${answerTexts}]`) as [
        number,
        number,
        string,
      ][]) {
        const r = row(interviewId);
        const column = this.textIndex(questionId);
        if (r >= 0 && column >= 0) texts[column][r] = text;
      }
    }
    return { ids, units, ts, values, texts, locales: new Map(), stored: new Map() } satisfies InterviewPage;
  }

  /**
   * A page's rows as objects under the wide table's column names, with the values DuckDB's
   * row reader gives (read-rows.ts): what the ClickHouse relay copies (the read model appends
   * the same columns with `append`).
   */
  rows(page: InterviewPage, tags: PageTags): ReadModelRow[] {
    const { depth } = this.survey.organisation;
    return page.ids.map((id, r) => {
      const row: ReadModelRow = { id: BigInt(id), d: dayDate(page.ts[r]), ts: page.ts[r] };
      const chain = this.chains.get(page.units[r]);
      for (let level = 0; level < depth; level++) row[unitColumn(level + 1)] = chain?.[level] ?? null;
      this.valueQuestions.forEach((q, c) => {
        row[questionColumn(q.id)] = page.values[c][r];
      });
      this.textQuestions.forEach((q, c) => {
        row[textColumn(q.id)] = page.texts[c][r];
      });
      row[TOPICS_COLUMN] = tags.topics[r];
      row[SENTIMENT_COLUMN] = tags.sentiment[r];
      row[LANGUAGE_COLUMN] = tags.lang[r];
      this.commentQuestions.forEach((q, c) => {
        row[textTopicsColumn(q.id)] = tags.textTopics[c][r];
        row[textSentimentColumn(q.id)] = tags.textSentiment[c][r];
      });
      return row;
    });
  }

  /**
   * Appends a page's rows (columns in `ReadModel.columns` order), their comments' tags
   * last, a data chunk of column vectors at a time (per-value appender calls
   * cost several times more), yielding to the event loop every few thousand rows so that
   * the next page's query runs meanwhile.
   */
  async append(appender: DuckDBAppender, page: InterviewPage, tags: PageTags): Promise<void> {
    const { depth } = this.survey.organisation;
    const { chains } = this;
    const types: DuckDBType[] = [BIGINT, DATE, UINTEGER];
    for (let level = 0; level < depth; level++) types.push(INTEGER);
    for (const type of this.types)
      types.push(type === 'UTINYINT' ? UTINYINT : type === 'SMALLINT' ? SMALLINT : INTEGER);
    for (let c = 0; c < page.texts.length; c++) types.push(VARCHAR);
    types.push(LIST(VARCHAR), DOUBLE, VARCHAR);
    for (let c = 0; c < this.commentQuestions.length; c++) types.push(VARCHAR, DOUBLE);
    for (let start = 0; start < page.ids.length; start += CHUNK_ROWS) {
      if (start > 0 && start % APPEND_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const end = Math.min(page.ids.length, start + CHUNK_ROWS);
      const chunk = DuckDBDataChunk.create(types, end - start);
      let column = 0;
      const set = (values: readonly DuckDBValue[]) => chunk.setColumnValues(column++, values);
      const slice = <T>(values: readonly T[]) => values.slice(start, end);
      set(slice(page.ids).map((id) => BigInt(id)));
      set(slice(page.ts).map((seconds) => dateValue(Math.floor(seconds / 86_400))));
      set(slice(page.ts));
      const units = slice(page.units);
      for (let level = 0; level < depth; level++) set(units.map((unit) => chains.get(unit)?.[level] ?? null));
      for (const values of page.values) set(slice(values));
      for (const texts of page.texts) set(slice(texts));
      set(slice(tags.topics).map((topics) => (topics === null ? null : listValue(topics))));
      set(slice(tags.sentiment));
      set(slice(tags.lang));
      for (let c = 0; c < this.commentQuestions.length; c++) {
        set(slice(tags.textTopics[c]));
        set(slice(tags.textSentiment[c]));
      }
      appender.appendDataChunk(chunk);
    }
  }
}

/** The UTC day of a time in seconds, as DuckDB's row reader gives a DATE. */
const dayDate = (seconds: number) => new Date(Math.floor(seconds / 86_400) * 86_400_000);

/**
 * Each key's position in `keys`, -1 for a key not among them. A page's interview ids (and a
 * survey's question ids) mostly lie close together: an array spanning them is looked up
 * many times faster than a Map, which remains for keys spread far apart.
 * @internal
 */
export function positions(keys: readonly number[]): (key: number) => number {
  if (keys.length === 0) return () => -1;
  let min = keys[0];
  let max = keys[0];
  for (const key of keys) {
    if (key < min) min = key;
    if (key > max) max = key;
  }
  if (max - min < 4 * keys.length + 1024) {
    const at = new Int32Array(max - min + 1).fill(-1);
    keys.forEach((key, i) => {
      at[key - min] = i;
    });
    return (key) => (key >= min && key <= max ? at[key - min] : -1);
  }
  const at = new Map(keys.map((key, i) => [key, i]));
  return (key) => at.get(key) ?? -1;
}

/** Calls `visit` for each `a,b,c` of `a,b,c;a,b,c;...` (integers, possibly negative). @internal */
export function parseTriples(text: string | null, visit: (a: number, b: number, c: number) => void): void {
  if (!text) return;
  const length = text.length;
  let position = 0;
  const next = (): number => {
    let negative = false;
    if (text.charCodeAt(position) === 45) {
      negative = true;
      position++;
    }
    let value = 0;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code < 48 || code > 57) break;
      value = value * 10 + (code - 48);
      position++;
    }
    position++; // the separator
    return negative ? -value : value;
  };
  while (position < length) {
    const a = next();
    const b = next();
    const c = next();
    visit(a, b, c);
  }
}
