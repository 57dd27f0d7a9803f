import type { DuckDBConnection } from '@duckdb/node-api';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { localName, questionColumn, surveyTable, unitColumn } from './query-spec.ts';
import { readRows } from './read-rows.ts';
import {
  bandColumn,
  choiceMonthRollupTable,
  choiceRollupTable,
  countColumn,
  monthRollupTable,
  offeredChoices,
  type RollupInfo,
  rollupScale,
  rollupTable,
  sameValues,
  squaresColumn,
  sumColumn,
  valueColumn,
} from './rollup-columns.ts';
import { structuralInteger } from './sql-params.ts';

/**
 * A choice question the dashboard filters or views by (`offeredChoices`) gets rollups of its
 * own where they pay: the monthly one when the monthly rollup times the options is at most
 * `MONTH_CHOICE_SHARE` of the wide table (months × organisation paths stay few however many
 * interviews a survey has, so a large survey's is small; a small survey's would be as long as
 * its wide table), the daily one likewise (`DAILY_CHOICE_SHARE`).
 */
const MONTH_CHOICE_SHARE = 0.1;
/**
 * A daily choice rollup is kept when the daily rollup times the question's options (and no
 * answer) is at most this share of the wide table: at 1M interviews of the demo a day and
 * store hold a few interviews, so such a table would be nearly as long as the wide one; at
 * 10M it is about 20x shorter.
 */
const DAILY_CHOICE_SHARE = 0.25;

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

/**
 * The rollup: a pre-aggregate of a survey's wide table with one row per day and
 * organisation path, holding for every number and choice question its answer count, sum
 * and (for small scales) a count per value. Every measure is a sum of sums there, so
 * dashboard calls filtered only by unit and date read ~70x fewer rows at 10M interviews;
 * a monthly copy serves whole months (unfiltered calls, monthly trends) from fewer still
 * (decision 014). New wide-table rows are folded in as extra rows (sums do not mind
 * duplicate keys) and the table is compacted when those pile up.
 */
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
    for (const q of survey.questions) if (q.type !== 'text') scales.set(q.id, rollupScale(q));
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
      const delta = `${localName(table)}_delta`;
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
    state.info = infoOf(survey, state);
  }

  /**
   * The survey's rollup state as JSON, to keep beside its tables in a read model on disk
   * (written in the transaction that changed them); null when it has none.
   */
  kept(surveyId: number): string | null {
    const state = this.surveys.get(surveyId);
    if (!state) return null;
    const { info: _info, outside, ...rest } = state;
    return JSON.stringify({ ...rest, outside: [...outside] });
  }

  /**
   * Takes a kept rollup state (`kept`) for the tables on disk. False, with nothing taken,
   * when it is not one, names a table that is not there, or folds more rows than the wide
   * table holds (it was not written for these rows): the tables are then built again.
   */
  async restore(
    connection: DuckDBConnection,
    survey: SurveyModel,
    kept: string,
    wideRows: number,
  ): Promise<boolean> {
    let parsed: Omit<SurveyRollup, 'info' | 'outside'> & { outside: number[] };
    try {
      parsed = JSON.parse(kept);
    } catch {
      return false;
    }
    if (!Number.isSafeInteger(parsed?.covered) || parsed.covered > wideRows || !Array.isArray(parsed.choices))
      return false;
    const restored = { ...parsed, outside: new Set(parsed.outside) };
    const state: SurveyRollup = { ...restored, info: infoOf(survey, restored) };
    const needed = [
      state.info.table,
      state.info.monthTable,
      ...[...(state.info.choices?.values() ?? [])].flatMap((c) => [c.table, c.monthTable]),
    ];
    // one statement that names them all: it fails when one is not there
    const named = needed.filter((table) => table !== null);
    const there = await connection
      .run(`SELECT ${named.map((table) => `(SELECT count(*) FROM ${table} WHERE false)`).join(', ')}`)
      .then(
        () => true,
        () => false,
      );
    if (!there) return false;
    this.surveys.set(survey.id, state);
    return true;
  }

  /** Whether the survey's rollups hold the wide table's `rows` rows. */
  covers(surveyId: number, rows: number): boolean {
    return this.surveys.get(surveyId)?.covered === rows;
  }

  /** Forgets the survey's rollup state without touching its tables (they are built again on the next update). */
  forget(surveyId: number): void {
    this.surveys.delete(surveyId);
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
      const delta = `${localName(daily)}_delta`;
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
/** What queries need to know of a survey's rollups (tables, counted values, bands, choice tables). */
function infoOf(survey: SurveyModel, state: Omit<SurveyRollup, 'info'>): RollupInfo {
  const scales = new Map<number, number[] | null>();
  for (const q of survey.questions) if (q.type !== 'text') scales.set(q.id, rollupScale(q));
  return {
    table: rollupTable(survey.id),
    monthTable: monthRollupTable(survey.id),
    questions: new Map([...scales].map(([id, values]) => [id, state.outside.has(id) ? null : values])),
    bands: bandsOf(survey, scales),
    choices: new Map(
      state.choices.map((c) => [
        c.questionId,
        {
          table: c.daily ? choiceRollupTable(survey.id, c.questionId) : null,
          monthTable: choiceMonthRollupTable(survey.id, c.questionId),
        },
      ]),
    ),
  };
}

function choiceQuestions(
  survey: SurveyModel,
  scales: Map<number, number[] | null>,
  sizes: { dailyRows: number; monthRows: number; wideRows: number; dailyShare: number; monthShare: number },
): ChoiceRollup[] {
  const rollups: ChoiceRollup[] = [];
  for (const id of offeredChoices(survey)) {
    const values = scales.get(id);
    if (!values) continue;
    const options = values.length + 1;
    if (sizes.monthRows * options > sizes.wideRows * sizes.monthShare) continue;
    const daily = sizes.dailyRows * options <= sizes.wideRows * sizes.dailyShare;
    rollups.push({
      questionId: id,
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
