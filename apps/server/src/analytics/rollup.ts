import type { DuckDBConnection } from '@duckdb/node-api';
import type { QuestionModel, SurveyModel } from '#surveys/survey-model.ts';
import type { Condition, Measure, QuerySpec } from './query-spec.ts';
import { measureAlias, questionColumn, surveyTable, unitColumn } from './query-spec.ts';
import { readRows } from './read-rows.ts';
import { structuralInteger } from './sql-params.ts';

/**
 * The rollup: a pre-aggregate of a survey's wide table with one row per day and
 * organisation path, holding for every number and choice question its answer count, sum
 * and (for small scales) a count per value. Every measure is a sum of sums there, so
 * dashboard calls filtered only by unit and date read ~70x fewer rows at 10M interviews;
 * a monthly copy serves whole months (unfiltered calls, monthly trends) from fewer still
 * (decision 014). New wide-table rows are folded in as extra rows (sums do not mind
 * duplicate keys) and the table is compacted when those pile up.
 * @internal
 */
export const rollupTable = (surveyId: number) => `${surveyTable(surveyId)}_rollup`;
/** The same by month (its `d` is the month's first day): for month-aligned specs. @internal */
export const monthRollupTable = (surveyId: number) => `${surveyTable(surveyId)}_rollup_month`;
/**
 * A choice question's rollups: the same sums with the question's answer as one more key, so
 * that a filter on that question (or a view by it) reads sums, not the wide table. @internal
 */
export const choiceRollupTable = (surveyId: number, questionId: number) =>
  `${rollupTable(surveyId)}_q${structuralInteger(questionId)}`;
/** @internal */
export const choiceMonthRollupTable = (surveyId: number, questionId: number) =>
  `${monthRollupTable(surveyId)}_q${structuralInteger(questionId)}`;

/**
 * Choice questions that the dashboard filters by (or views by) with at most this many options
 * get rollups of their own where they pay: the monthly one when the monthly rollup times the
 * options is at most `MONTH_CHOICE_SHARE` of the wide table (months × organisation paths stay
 * few however many interviews a survey has, so a large survey's is small; a small survey's
 * would be as long as its wide table), the daily one likewise (`DAILY_CHOICE_SHARE`).
 */
const CHOICE_ROLLUP_OPTIONS = 8;
const MONTH_CHOICE_SHARE = 0.1;
/**
 * A daily choice rollup is kept when the daily rollup times the question's options (and no
 * answer) is at most this share of the wide table: at 1M interviews of the demo a day and
 * store hold a few interviews, so such a table would be nearly as long as the wide one; at
 * 10M it is about 20x shorter.
 */
const DAILY_CHOICE_SHARE = 0.25;

/** Scales up to this many values get a count per value (NPS has 11). */
const MAX_SCALE = 32;
/** When folded-in rows exceed the compacted size by `share` of it plus `floor`, it is compacted. */
export interface RollupCompaction {
  share: number;
  floor: number;
  /**
   * The shares of the wide table up to which a choice question's monthly and daily rollups
   * are kept (`MONTH_CHOICE_SHARE`, `DAILY_CHOICE_SHARE`): tests set them to keep either.
   */
  choiceShares?: { month: number; day: number };
}
const DEFAULT_COMPACTION: RollupCompaction = { share: 0.25, floor: 20_000 };

// column names from checked integers, as query-spec.ts builds the wide table's
const countColumn = (questionId: number) => `c${structuralInteger(questionId)}`;
const sumColumn = (questionId: number) => `s${structuralInteger(questionId)}`;
/** A band's count: answers with one of the band's values (see `bandsOf`). */
const bandColumn = (questionId: number, index: number) =>
  `b${structuralInteger(questionId)}_${structuralInteger(index)}`;
/** The sum of the answers' squares (a mean's interval). */
const squaresColumn = (questionId: number) => `ss${structuralInteger(questionId)}`;
const valueColumn = (questionId: number, index: number) =>
  `h${structuralInteger(questionId)}_${structuralInteger(index)}`;

/** What a query compiled against the rollup needs to know. */
export interface RollupInfo {
  table: string;
  monthTable: string;
  /**
   * Number and choice questions by id: the values with a count column each, or null
   * when the question has no per-value counts (a wide scale, or answers found outside
   * it) and only its count and sum may be used.
   */
  questions: Map<number, number[] | null>;
  /**
   * Per question, the sets of its values counted together in a column of their own (an NPS
   * question's promoters and detractors, a top-box indicator's top two): an indicator reads
   * one column where it would add up several.
   */
  bands?: Map<number, number[][]>;
  /**
   * The choice questions with rollups of their own (their answer one more key): the monthly
   * table, and the daily one where it pays (null: days are read from the wide table).
   */
  choices?: Map<number, { table: string | null; monthTable: string }>;
}

/** The values of a question's scale, in column order, when small enough to count each. */
function scale(q: QuestionModel): number[] | null {
  if (q.type === 'choice') {
    const values = [...new Set(q.options.map((o) => o.value))].sort((a, b) => a - b);
    return values.length > 0 && values.length <= MAX_SCALE ? values : null;
  }
  if (q.min === null || q.max === null || !Number.isInteger(q.min) || !Number.isInteger(q.max)) return null;
  if (q.max < q.min || q.max - q.min >= MAX_SCALE) return null;
  return Array.from({ length: q.max - q.min + 1 }, (_, i) => (q.min as number) + i);
}

/** Rows of one rollup table (or pair of tables): after the last build or compaction, and now. */
interface TableRows {
  compacted: number;
  now: number;
}

/** A choice question's rollups and their sizes. */
interface ChoiceRollup {
  questionId: number;
  /** The daily table, when it pays. */
  daily: TableRows | null;
  month: TableRows;
}

interface SurveyRollup {
  /** Wide-table rows (by rowid) already folded in. */
  covered: number;
  /** Rollup rows right after the last build or compaction. */
  compactedRows: number;
  /** Rollup rows now. */
  rows: number;
  /** Questions with an answer outside their scale: their per-value counts are not used. */
  outside: Set<number>;
  choices: ChoiceRollup[];
  info: RollupInfo;
}

/** Keeps each survey's rollup in step with its wide table (called by the read model). */
export class Rollups {
  private readonly surveys = new Map<number, SurveyRollup>();

  constructor(private readonly compaction: RollupCompaction = DEFAULT_COMPACTION) {}

  /**
   * Folds the wide table's rows not yet in the rollup into it, building it on first
   * call. Relies on the wide table only growing by appends after its build (rowids
   * never reused).
   */
  async update(connection: DuckDBConnection, survey: SurveyModel): Promise<void> {
    const wide = surveyTable(survey.id);
    const table = rollupTable(survey.id);
    const total = Number((await readRows(connection, `SELECT count(*)::BIGINT AS n FROM ${wide}`))[0].n);
    let state = this.surveys.get(survey.id);
    if (state && state.covered === total) return;
    const scales = new Map<number, number[] | null>();
    for (const q of survey.questions) if (q.type !== 'text') scales.set(q.id, scale(q));
    const bands = bandsOf(survey, scales);
    const units = levels(survey).map(unitColumn);
    const keys = ['d', ...units];
    const monthKeys = [`date_trunc('month', d)::DATE AS d`, ...units];
    const from = state ? `FROM ${wide} WHERE rowid >= ${structuralInteger(state.covered)}` : `FROM ${wide}`;
    const outside = await outsideScale(connection, scales, from);
    const select = `SELECT ${[...keys, ...wideAggregates(scales, bands)].join(', ')} ${from} GROUP BY ${keys.join(', ')}`;
    // The months are summed from the days (new days only, on an update).
    const months = (days: string) =>
      `SELECT ${[...monthKeys, ...rollupAggregates(scales, bands)].join(', ')} FROM ${days} GROUP BY ALL`;
    const monthTable = monthRollupTable(survey.id);
    const building = !state;
    if (!state) {
      await connection.run(`CREATE OR REPLACE TABLE ${table} AS ${select} ORDER BY d`);
      await connection.run(`CREATE OR REPLACE TABLE ${monthTable} AS ${months(table)} ORDER BY d`);
      state = {
        covered: total,
        compactedRows: 0,
        rows: 0,
        outside: new Set(),
        choices: [],
        info: { table, monthTable, questions: new Map() },
      };
      this.surveys.set(survey.id, state);
    } else {
      const delta = `${table}_delta`;
      await connection.run(`CREATE OR REPLACE TEMP TABLE ${delta} AS ${select}`);
      await connection.run(`INSERT INTO ${table} SELECT * FROM ${delta}`);
      await connection.run(`INSERT INTO ${monthTable} ${months(delta)}`);
      await connection.run(`DROP TABLE ${delta}`);
    }
    for (const id of outside) state.outside.add(id);
    state.covered = total;
    state.rows = await rowCount(connection, table);
    if (state.compactedRows === 0) state.compactedRows = state.rows;
    if (this.due({ compacted: state.compactedRows, now: state.rows })) {
      await connection.run(
        `CREATE OR REPLACE TABLE ${table} AS SELECT ${[...keys, ...rollupAggregates(scales, bands)].join(', ')}
         FROM ${table} GROUP BY ${keys.join(', ')} ORDER BY d`,
      );
      await connection.run(`CREATE OR REPLACE TABLE ${monthTable} AS ${months(table)} ORDER BY d`);
      state.rows = await rowCount(connection, table);
      state.compactedRows = state.rows;
    }
    if (building) {
      state.choices = choiceQuestions(survey, scales, {
        dailyRows: state.rows,
        monthRows: await rowCount(connection, monthTable),
        wideRows: total,
        dailyShare: this.compaction.choiceShares?.day ?? DAILY_CHOICE_SHARE,
        monthShare: this.compaction.choiceShares?.month ?? MONTH_CHOICE_SHARE,
      });
    }
    for (const choice of state.choices)
      await this.foldChoice(connection, survey, { scales, bands }, choice, from, building);
    const choices = new Map(
      state.choices.map((c) => [
        c.questionId,
        {
          table: c.daily ? choiceRollupTable(survey.id, c.questionId) : null,
          monthTable: choiceMonthRollupTable(survey.id, c.questionId),
        },
      ]),
    );
    state.info = {
      table,
      monthTable,
      questions: new Map([...scales].map(([id, values]) => [id, state.outside.has(id) ? null : values])),
      bands,
      choices,
    };
  }

  /** Whether a table's folded-in rows exceed its compacted size by enough to compact it. */
  private due(rows: TableRows): boolean {
    return rows.now > rows.compacted * (1 + this.compaction.share) + this.compaction.floor;
  }

  /**
   * Folds the wide table's rows of `from` into a choice question's rollups (builds them when
   * `building`): the daily table as the survey's daily rollup with the answer as one more key,
   * the monthly one from the wide rows directly when there is no daily table.
   */
  private async foldChoice(
    connection: DuckDBConnection,
    survey: SurveyModel,
    { scales, bands }: { scales: Map<number, number[] | null>; bands: Map<number, number[][]> },
    choice: ChoiceRollup,
    from: string,
    building: boolean,
  ): Promise<void> {
    const units = levels(survey).map(unitColumn);
    const answer = questionColumn(choice.questionId);
    const dayKeys = ['d', ...units, answer];
    const monthKeys = [`date_trunc('month', d)::DATE AS d`, ...units, answer];
    const daily = choiceRollupTable(survey.id, choice.questionId);
    const monthly = choiceMonthRollupTable(survey.id, choice.questionId);
    const fromWide = (keys: string[]) =>
      `SELECT ${[...keys, ...wideAggregates(scales, bands)].join(', ')} ${from} GROUP BY ALL`;
    const fromRollup = (keys: string[], table: string) =>
      `SELECT ${[...keys, ...rollupAggregates(scales, bands)].join(', ')} FROM ${table} GROUP BY ALL`;
    if (building) {
      if (choice.daily) {
        await connection.run(`CREATE OR REPLACE TABLE ${daily} AS ${fromWide(dayKeys)} ORDER BY d`);
        await connection.run(
          `CREATE OR REPLACE TABLE ${monthly} AS ${fromRollup(monthKeys, daily)} ORDER BY d`,
        );
      } else {
        await connection.run(`CREATE OR REPLACE TABLE ${monthly} AS ${fromWide(monthKeys)} ORDER BY d`);
      }
    } else if (choice.daily) {
      const delta = `${daily}_delta`;
      await connection.run(`CREATE OR REPLACE TEMP TABLE ${delta} AS ${fromWide(dayKeys)}`);
      await connection.run(`INSERT INTO ${daily} SELECT * FROM ${delta}`);
      await connection.run(`INSERT INTO ${monthly} ${fromRollup(monthKeys, delta)}`);
      await connection.run(`DROP TABLE ${delta}`);
    } else {
      await connection.run(`INSERT INTO ${monthly} ${fromWide(monthKeys)}`);
    }
    const sizes: Array<[TableRows | null, string, string[]]> = [
      [choice.daily, daily, dayKeys],
      [choice.month, monthly, ['d', ...units, answer]],
    ];
    for (const [rows, table, keys] of sizes) {
      if (!rows) continue;
      rows.now = await rowCount(connection, table);
      if (building) rows.compacted = rows.now;
      if (!this.due(rows)) continue;
      await connection.run(`CREATE OR REPLACE TABLE ${table} AS ${fromRollup(keys, table)} ORDER BY d`);
      rows.now = await rowCount(connection, table);
      rows.compacted = rows.now;
    }
  }

  /** The survey's rollup for compiling queries, or null when it has none yet. */
  info(surveyId: number): RollupInfo | null {
    return this.surveys.get(surveyId)?.info ?? null;
  }

  /**
   * Builds the survey's rollup again from the whole wide table (after rows of it were
   * replaced); the tables are swapped in, queries meanwhile read the wide table.
   */
  async rebuild(connection: DuckDBConnection, survey: SurveyModel): Promise<void> {
    this.surveys.delete(survey.id);
    await this.update(connection, survey);
  }

  async drop(connection: DuckDBConnection, surveyId: number): Promise<void> {
    const choices = this.surveys.get(surveyId)?.choices ?? [];
    this.surveys.delete(surveyId);
    await connection.run(`DROP TABLE IF EXISTS ${rollupTable(surveyId)}`);
    await connection.run(`DROP TABLE IF EXISTS ${monthRollupTable(surveyId)}`);
    for (const { questionId } of choices) {
      await connection.run(`DROP TABLE IF EXISTS ${choiceRollupTable(surveyId, questionId)}`);
      await connection.run(`DROP TABLE IF EXISTS ${choiceMonthRollupTable(surveyId, questionId)}`);
    }
  }
}

async function rowCount(connection: DuckDBConnection, table: string): Promise<number> {
  return Number((await readRows(connection, `SELECT count(*)::BIGINT AS n FROM ${table}`))[0].n);
}

/**
 * The choice questions that get rollups of their own (see `CHOICE_ROLLUP_OPTIONS`): those the
 * dashboard filters or views by, with few options, whose monthly rollup pays, each with a
 * daily one when that pays too.
 */
function choiceQuestions(
  survey: SurveyModel,
  scales: Map<number, number[] | null>,
  sizes: { dailyRows: number; monthRows: number; wideRows: number; dailyShare: number; monthShare: number },
): ChoiceRollup[] {
  const offered = new Set<number>();
  for (const filter of survey.filters.values()) {
    const question =
      filter.target === 'question' && filter.question
        ? survey.questionsByExtName.get(filter.question)
        : undefined;
    if (question) offered.add(question.id);
  }
  for (const view of survey.views) if (view.questionId !== null) offered.add(view.questionId);
  const rollups: ChoiceRollup[] = [];
  for (const q of survey.questions) {
    const values = scales.get(q.id);
    if (q.type !== 'choice' || !offered.has(q.id) || !values || values.length > CHOICE_ROLLUP_OPTIONS)
      continue;
    const options = values.length + 1;
    if (sizes.monthRows * options > sizes.wideRows * sizes.monthShare) continue;
    const daily = sizes.dailyRows * options <= sizes.wideRows * sizes.dailyShare;
    rollups.push({
      questionId: q.id,
      daily: daily ? { compacted: 0, now: 0 } : null,
      month: { compacted: 0, now: 0 },
    });
  }
  return rollups;
}

function levels(survey: SurveyModel): number[] {
  return Array.from({ length: survey.organisation.depth }, (_, i) => i + 1);
}

/** Questions of `scales` with an answer outside their scale among the rows of `from`. */
async function outsideScale(
  connection: DuckDBConnection,
  scales: Map<number, number[] | null>,
  from: string,
): Promise<number[]> {
  const checks = [...scales]
    .filter((entry): entry is [number, number[]] => entry[1] !== null)
    .map(
      ([id, values]) =>
        `count(*) FILTER (WHERE ${questionColumn(id)} NOT IN (${values.map(structuralInteger).join(', ')}))::BIGINT AS o${id}`,
    );
  if (checks.length === 0) return [];
  const [row] = await readRows(connection, `SELECT ${checks.join(', ')} ${from}`);
  return [...scales.keys()].filter((id) => Number(row?.[`o${id}`] ?? 0) > 0);
}

/**
 * The value sets counted in columns of their own, per question with a scale: an NPS
 * indicator's promoters (9-10) and detractors (0-6), a top-box indicator's top two values.
 */
function bandsOf(survey: SurveyModel, scales: Map<number, number[] | null>): Map<number, number[][]> {
  const bands = new Map<number, number[][]>();
  const add = (questionId: number, keep: (value: number) => boolean) => {
    const values = (scales.get(questionId) ?? []).filter(keep);
    if (values.length === 0) return;
    const list = bands.get(questionId) ?? [];
    if (!list.some((band) => sameValues(band, values))) list.push(values);
    bands.set(questionId, list);
  };
  for (const indicator of survey.indicators) {
    const id = indicator.question.id;
    if (indicator.kind === 'nps') {
      add(id, (v) => v >= 9);
      add(id, (v) => v <= 6);
    } else if (indicator.kind === 'topbox') {
      const max = indicator.question.max ?? 5;
      add(id, (v) => v >= max - 1);
    }
  }
  return bands;
}

const sameValues = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function wideAggregates(scales: Map<number, number[] | null>, bands: Map<number, number[][]>): string[] {
  const columns = ['count(*)::UINTEGER AS n'];
  for (const [id, values] of scales) {
    const q = questionColumn(id);
    columns.push(`count(${q})::UINTEGER AS ${countColumn(id)}`);
    columns.push(`coalesce(sum(${q}), 0)::BIGINT AS ${sumColumn(id)}`);
    values?.forEach((v, i) => {
      columns.push(
        `count(*) FILTER (WHERE ${q} = ${structuralInteger(v)})::UINTEGER AS ${valueColumn(id, i)}`,
      );
    });
    if (values) columns.push(`coalesce(sum(${q}::BIGINT * ${q}), 0)::BIGINT AS ${squaresColumn(id)}`);
    bands.get(id)?.forEach((band, i) => {
      columns.push(
        `count(*) FILTER (WHERE ${q} IN (${band.map(structuralInteger).join(', ')}))::UINTEGER AS ${bandColumn(id, i)}`,
      );
    });
  }
  return columns;
}

function rollupAggregates(scales: Map<number, number[] | null>, bands: Map<number, number[][]>): string[] {
  const columns = ['sum(n)::UINTEGER AS n'];
  for (const [id, values] of scales) {
    columns.push(`sum(${countColumn(id)})::UINTEGER AS ${countColumn(id)}`);
    columns.push(`sum(${sumColumn(id)})::BIGINT AS ${sumColumn(id)}`);
    values?.forEach((_, i) => {
      columns.push(`sum(${valueColumn(id, i)})::UINTEGER AS ${valueColumn(id, i)}`);
    });
    if (values) columns.push(`sum(${squaresColumn(id)})::BIGINT AS ${squaresColumn(id)}`);
    bands.get(id)?.forEach((_, i) => {
      columns.push(`sum(${bandColumn(id, i)})::UINTEGER AS ${bandColumn(id, i)}`);
    });
  }
  return columns;
}

const ROLLUP_CONDITIONS = new Set(['unit', 'units', 'dateRange', 'dateCompare', 'monthDay', 'tableDate']);

const FIRST_OF_MONTH = /^\d{4}-\d{2}-01$/;

/** The conditions a rollup table keys on: units and dates, and on a choice rollup its question's answer. */
function onKeys(c: Condition, choice: number | null): boolean {
  return ROLLUP_CONDITIONS.has(c.kind) || (c.kind === 'values' && c.questionId === choice);
}

/**
 * The rollup tables that hold the spec's conditions: the survey's own when it has only
 * unit and date conditions; a choice question's when one condition (or more) is on that
 * question's answer; null otherwise.
 */
function rollupTables(
  spec: QuerySpec,
  info: RollupInfo,
): { table: string | null; monthTable: string; choice: number | null } | null {
  const others = spec.where.filter((c) => !ROLLUP_CONDITIONS.has(c.kind));
  if (others.length === 0) return { table: info.table, monthTable: info.monthTable, choice: null };
  const first = others[0];
  if (first.kind !== 'values') return null;
  const tables = info.choices?.get(first.questionId);
  if (!tables || !others.every((c) => onKeys(c, first.questionId))) return null;
  return { ...tables, choice: first.questionId };
}

/** Whether every date bound of the spec (and its split, and its buckets) falls on a month's first day. */
function wholeMonths(spec: QuerySpec): boolean {
  return (
    spec.where.every(
      (c) =>
        (c.kind !== 'dateRange' || (FIRST_OF_MONTH.test(c.from) && FIRST_OF_MONTH.test(c.to))) &&
        c.kind !== 'dateCompare' &&
        c.kind !== 'monthDay' &&
        c.kind !== 'tableDate',
    ) &&
    (spec.splitSince === undefined || FIRST_OF_MONTH.test(spec.splitSince)) &&
    (spec.groupBy?.kind !== 'time' || spec.groupBy.bucket === 'month' || spec.groupBy.bucket === 'quarter')
  );
}

/**
 * The rollup table that answers the spec exactly, or null: the monthly one when every
 * date bound is a month's first day and no bucket is finer than a month, else the daily
 * one when the spec is covered at all. A filter on a choice question with rollups of its
 * own reads those.
 */
export function rollupFor(spec: QuerySpec, info: RollupInfo): string | null {
  if (!rollupCovers(spec, info)) return null;
  const tables = rollupTables(spec, info);
  if (!tables) return null;
  return wholeMonths(spec) ? tables.monthTable : tables.table;
}

/**
 * Whether `table` keys on the answer to `questionId` (a choice question's rollup): a grouping
 * by that question is then a grouping by a column, as on the wide table.
 * @internal
 */
export function keysOnAnswer(info: RollupInfo, table: string, questionId: number): boolean {
  const tables = info.choices?.get(questionId);
  return tables !== undefined && (tables.table === table || tables.monthTable === table);
}

/**
 * Whether the rollup answers the spec exactly: conditions on units and dates only (and on
 * the answer of a choice question with rollups of its own), and measures (and a question
 * grouping) it holds the counts for.
 * @internal
 */
export function rollupCovers(spec: QuerySpec, info: RollupInfo): boolean {
  const tables = rollupTables(spec, info);
  if (!tables) return false;
  // days with a choice filter: only where the question's daily table pays
  if (tables.table === null && !wholeMonths(spec)) return false;
  const held = (m: Measure): boolean => {
    if (m.kind === 'count') return true;
    // a correlation needs the pairs of answers, which no sum of the rollup keeps
    if (m.kind === 'corr') return false;
    // comment tags are not summed into the rollup
    if (m.kind === 'sentiment') return false;
    if (!info.questions.has(m.questionId)) return false;
    // counts, sums and means from the count and sum columns; the rest from the per-value counts
    if (m.kind === 'answered' || m.kind === 'mean' || m.kind === 'sum') return true;
    return info.questions.get(m.questionId) !== null;
  };
  if (!spec.measures.every(held)) return false;
  if (spec.groupBy?.kind === 'topic') return false;
  if (spec.groupBy?.kind === 'question') {
    // on the question's own rollup its answer is a column to group by
    if (spec.groupBy.questionId === tables.choice) return true;
    return (
      !spec.splitSince &&
      !spec.totals &&
      (info.questions.get(spec.groupBy.questionId) ?? null) !== null &&
      spec.measures.every((m) => m.kind === 'count')
    );
  }
  return true;
}

/** The sum of the count columns of the question's values that pass `keep`, as BIGINT. */
function countOf(info: RollupInfo, questionId: number, keep: (value: number) => boolean): string {
  const values = info.questions.get(questionId) ?? [];
  const kept = values.filter(keep);
  const band = info.bands?.get(questionId)?.findIndex((b) => sameValues(b, kept)) ?? -1;
  if (kept.length > 0 && band >= 0) return `coalesce(sum(${bandColumn(questionId, band)}), 0)::BIGINT`;
  const columns = values.flatMap((v, i) => (keep(v) ? [valueColumn(questionId, i)] : []));
  return columns.length > 0 ? `coalesce(sum(${columns.join(' + ')}), 0)::BIGINT` : '0::BIGINT';
}

/**
 * A measure over the rollup, typed and rounded as `compileMeasure` computes it over the
 * wide table (the analytics tests compare both), named `alias`.
 */
export function compileRollupMeasure(m: Measure, info: RollupInfo, alias: string): string {
  switch (m.kind) {
    case 'count':
      return `coalesce(sum(n), 0)::INTEGER AS ${alias}`;
    case 'answered':
      return `coalesce(sum(${countColumn(m.questionId)}), 0)::INTEGER AS ${alias}`;
    case 'mean':
      return `(sum(${sumColumn(m.questionId)}) / nullif(sum(${countColumn(m.questionId)}), 0))::DOUBLE AS ${alias}`;
    case 'nps': {
      const answered = `nullif(coalesce(sum(${countColumn(m.questionId)}), 0)::BIGINT, 0)`;
      return `((${countOf(info, m.questionId, (v) => v >= 9)} - ${countOf(info, m.questionId, (v) => v <= 6)}) * 100.0 / ${answered})::DOUBLE AS ${alias}`;
    }
    case 'topbox': {
      const answered = `nullif(coalesce(sum(${countColumn(m.questionId)}), 0)::BIGINT, 0)`;
      return `(${countOf(info, m.questionId, (v) => v >= m.scaleMax - 1)} * 100.0 / ${answered})::DOUBLE AS ${alias}`;
    }
    case 'countIn':
      return `(${countOf(info, m.questionId, (v) => v >= m.min && v <= m.max)})::INTEGER AS ${alias}`;
    case 'sum':
      return `coalesce(sum(${sumColumn(m.questionId)}), 0)::DOUBLE AS ${alias}`;
    case 'sumSquares':
      // Σv², summed per row when the rollup was made (its scale's values only: held while no
      // answer lies outside it)
      return (info.questions.get(m.questionId) ?? []).length > 0
        ? `coalesce(sum(${squaresColumn(m.questionId)}), 0)::DOUBLE AS ${alias}`
        : `0::DOUBLE AS ${alias}`;
    case 'corr':
      throw new Error('A correlation is not held in the rollup (rollupCovers says no)');
    case 'sentiment':
      throw new Error('Sentiment is not held in the rollup (rollupCovers says no)');
  }
}

/** A measure's additive parts over the rollup, as `measureParts` gives them over the wide table. */
export function rollupMeasureParts(m: Measure, info: RollupInfo): string[] {
  const answered = (questionId: number) => `coalesce(sum(${countColumn(questionId)}), 0)::BIGINT`;
  switch (m.kind) {
    case 'count':
      return ['coalesce(sum(n), 0)::BIGINT'];
    case 'answered':
      return [answered(m.questionId)];
    case 'mean':
      return [`coalesce(sum(${sumColumn(m.questionId)}), 0)::BIGINT`, answered(m.questionId)];
    case 'nps':
      return [
        countOf(info, m.questionId, (v) => v >= 9),
        countOf(info, m.questionId, (v) => v <= 6),
        answered(m.questionId),
      ];
    case 'topbox':
      return [countOf(info, m.questionId, (v) => v >= m.scaleMax - 1), answered(m.questionId)];
    case 'countIn':
      return [countOf(info, m.questionId, (v) => v >= m.min && v <= m.max)];
    case 'sum':
    case 'sumSquares':
      // the measure's own expression, without its name
      return [compileRollupMeasure(m, info, 'x').replace(/ AS x$/, '')];
    case 'corr':
    case 'sentiment':
      throw new Error(`A ${m.kind} is not held in the rollup (rollupCovers says no)`);
  }
}

/**
 * Counts per answer of a question (its scale, then no answer as null), as the wide
 * table's GROUP BY gives them: values without interviews left out, ordered by value.
 * The scale's values are survey structure and stay in the text; `where` holds the
 * request's values as parameters.
 */
export function compileRollupDistribution(
  questionId: number,
  measures: Measure[],
  info: RollupInfo,
  table: string,
  where: string,
): string {
  const values = info.questions.get(questionId) ?? [];
  const sums = [
    ...values.map((_, i) => `coalesce(sum(${valueColumn(questionId, i)}), 0) AS k${i}`),
    `coalesce(sum(n), 0) - coalesce(sum(${countColumn(questionId)}), 0) AS k_null`,
  ];
  const keys = [...values.map(structuralInteger), 'NULL'];
  const counts = [...values.map((_, i) => `k${i}`), 'k_null'];
  const outputs = measures.map((_, i) => `n::INTEGER AS ${measureAlias(i)}`);
  return `SELECT g, ${outputs.join(', ')} FROM (
      SELECT unnest([${keys.join(', ')}]) AS g, unnest([${counts.join(', ')}]) AS n
      FROM (SELECT ${sums.join(', ')} FROM ${table} ${where})
    ) WHERE n > 0 ORDER BY g`;
}
