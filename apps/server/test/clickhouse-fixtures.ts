import fc from 'fast-check';
import { expect } from 'vitest';
import type { ClickHouseSql } from '#analytics/clickhouse/clickhouse-params.ts';
import { rollupTables, sumsOfWide } from '#analytics/clickhouse/rollup-tables.ts';
import { clickHouseSurveyTable } from '#analytics/clickhouse/wide-table.ts';
import { Duck } from '#analytics/duckdb.ts';
import { type Condition, surveyTable, TOPICS_COLUMN } from '#analytics/query-spec.ts';
import { ReadModel } from '#analytics/read-model.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import { offeredChoices } from '#analytics/rollup-columns.ts';
import type { Database } from '#db/database.ts';
import type { NewInterview } from '#ingestion/insert-interviews.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { TEST_NOW } from './harness.ts';

/*
 * The data and the comparison of the ClickHouse differential test (clickhouse-query.test.ts):
 * interviews beyond the demo's that try the dialect's edges, and rows equal on both engines.
 */

const DAY_MS = 86_400_000;
export const isoDay = (offset: number) =>
  new Date(TEST_NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

/** Interviews with one answer or none. */
export const SPARSE = 1500;

/**
 * Comments that try the text conditions: quotes, backslashes, tabs, the placeholder syntax
 * of ClickHouse's parameters, LIKE's wildcards, letters beyond ASCII. None with a capital
 * İ or a word-final Σ: the two engines lower those differently (the last test).
 */
const ODD_TEXTS = [
  "It's 100% a_b",
  'back\\slash\tand tab\nnew line',
  '{p0:String} and {x}',
  'Ääni ja ÖLJY, åtta',
  'emoji 🙂 ok',
  '',
];
/** Words searched for: some in ODD_TEXTS, some in the demo's comments, some nowhere. */
export const TERMS = [
  "it's",
  '%',
  'a_b',
  '\\',
  '\t',
  '{p0:String}',
  'ääni',
  'öljy',
  '🙂',
  'a',
  'queue',
  'jono',
  'nowhere-xyz',
  '',
];

/**
 * Interviews beyond the demo's, written as the product writes them: some before the first
 * Monday of 1970 (weeks counted from it), one in 2100, and many with one answer or none, on
 * the root or a region (their lower unit columns NULL): columns mostly NULL.
 */
export function oddInterviews(survey: SurveyModel): NewInterview[] {
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;
  const units = [...survey.organisation.unitsById.values()];
  const root = units.find((u) => u.level === 1)!;
  const region = units.find((u) => u.level === 2)!;
  const stores = units.filter((u) => u.children.length === 0);
  const interviews: NewInterview[] = [];
  for (let i = 0; i < 12; i++)
    interviews.push({
      unitId: stores[i % stores.length].id,
      date: new Date(Date.UTC(1970, 0, 1 + i, 9)),
      externalId: `early-${i}`,
      answers: [{ questionId: q('nps'), value: i % 11, textValue: null }],
    });
  interviews.push({
    unitId: stores[0].id,
    date: new Date(Date.UTC(2100, 5, 30, 12)),
    externalId: 'late',
    answers: [{ questionId: q('sat_overall'), value: 5, textValue: null }],
  });
  for (let i = 0; i < SPARSE; i++) {
    const unit: UnitNode = [root, region, stores[i % stores.length]][i % 3];
    const answers = [
      [],
      [{ questionId: q('visit'), value: 1 + (i % 2), textValue: null }],
      [{ questionId: q('comment'), value: null, textValue: ODD_TEXTS[Math.floor(i / 4) % ODD_TEXTS.length] }],
      [{ questionId: q('sat_speed'), value: 1 + (i % 5), textValue: null }],
    ][i % 4];
    interviews.push({
      unitId: unit.id,
      date: new Date(TEST_NOW.getTime() - ((i * 5) % 400) * DAY_MS - 3_600_000),
      externalId: `sparse-${i}`,
      answers,
    });
  }
  return interviews;
}

/** Equal values: numbers to 1e-9 relative (NaN equals NaN), the rest exactly and of the same type. */
function differences(a: unknown, b: unknown, path: string, out: string[]): void {
  if (typeof a === 'number' && typeof b === 'number') {
    const same =
      (Number.isNaN(a) && Number.isNaN(b)) ||
      a === b ||
      Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b)) ||
      Math.abs(a - b) < 1e-12;
    if (!same) out.push(`${path}: ${a} <> ${b}`);
  } else if (a instanceof Date && b instanceof Date) {
    if (a.getTime() !== b.getTime()) out.push(`${path}: ${a.toISOString()} <> ${b.toISOString()}`);
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${path}: ${a.length} rows <> ${b.length}`);
    else
      a.forEach((v, i) => {
        differences(v, b[i], `${path}[${i}]`, out);
      });
  } else if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    if (keys.join() !== Object.keys(b).join())
      out.push(`${path}: columns ${keys.join()} <> ${Object.keys(b).join()}`);
    else for (const k of keys) differences((a as never)[k], (b as never)[k], `${path}.${k}`, out);
  } else if (a !== b) out.push(`${path}: ${String(a)} (${typeof a}) <> ${String(b)} (${typeof b})`);
}

export function expectSame(clickhouse: unknown, duckdb: unknown, what: string): void {
  const out: string[] = [];
  differences(clickhouse, duckdb, 'rows', out);
  expect(out.slice(0, 10), what).toEqual([]);
}

/**
 * ClickHouse holds the survey's rows as DuckDB's read model builds them from PostgreSQL now,
 * interview for interview and column for column, in the survey's universe and nothing else.
 * Answers how many rows.
 */
export async function expectCopyOf(
  database: Database,
  clickhouse: { rows(statement: ClickHouseSql): Promise<ReadModelRow[]> },
  survey: SurveyModel,
  /** `rollups` false: the wide table only (its rollups may wait for listed days). */
  { rollups = true }: { rollups?: boolean } = {},
): Promise<number> {
  const duck = await Duck.open(1);
  const readModel = new ReadModel(database, duck);
  try {
    await readModel.ensureFresh(survey);
    const built = await duck.rows(`SELECT * FROM ${surveyTable(survey.id)} ORDER BY id`);
    const table = clickHouseSurveyTable(survey.id);
    const held = await clickhouse.rows({
      sql: `SELECT * EXCEPT (universe, survey, version, deleted) FROM ${table} ORDER BY id`,
      params: {},
    });
    // a comment without a topic: NULL in DuckDB, an empty array in ClickHouse
    const asHeld = built.map((row) => ({ ...row, [TOPICS_COLUMN]: row[TOPICS_COLUMN] ?? [] }));
    expectSame(held, asHeld, `survey ${survey.extName}`);
    const [keys] = await clickhouse.rows({
      sql: `SELECT groupUniqArray(universe) AS universes, groupUniqArray(survey) AS surveys FROM ${table}`,
      params: {},
    });
    expect(keys).toEqual({ universes: [survey.universeId], surveys: [survey.id] });
    if (rollups) await expectRollupsOf(clickhouse, survey);
    return built.length;
  } finally {
    // the tags it made are written from its table in the background: before it closes
    await readModel.settle();
    duck.close();
  }
}

/**
 * The survey's rollups (by day and by month, each holding the plain rollup and those of its
 * choice questions), kept up to date batch by batch, hold what the same sums of its wide table
 * made afresh hold (their rows of zeros left out).
 */
export async function expectRollupsOf(
  clickhouse: { rows(statement: ClickHouseSql): Promise<ReadModelRow[]> },
  survey: SurveyModel,
): Promise<void> {
  const own = `universe = ${survey.universeId} AND survey = ${survey.id}`;
  const fresh = sumsOfWide(survey, clickHouseSurveyTable(survey.id), own);
  for (const { table, grain } of rollupTables(survey)) {
    const keys = table.orderBy.filter((key) => !['universe', 'survey', 'd'].includes(key));
    // made afresh, a choice question's answer is named k<id> (its column q<id>)
    const freshKeys = keys.map((key) => (/^q\d+$/.test(key) ? `k${key.slice(1)} AS ${key}` : key));
    const sums = table.columns
      .map((c) => c.name)
      .filter((name) => !['universe', 'survey', 'd', 'version', ...keys].includes(name));
    // summed under their own names from columns renamed (`sum(n) AS n` would read its own alias)
    const summed = sums.map((name) => `sum(x_${name}) AS ${name}`);
    // the day as text, named apart from the columns (`toString(day) AS day` is a cyclic alias)
    const order = ['at', ...keys].join(', ');
    const read = async (text: string) => clickhouse.rows({ sql: `${text} ORDER BY ${order}`, params: {} });
    const expected = await read(
      grain === 'day'
        ? `SELECT toString(day) AS at, ${[...freshKeys, ...sums].join(', ')} FROM (${fresh})`
        : `SELECT at, ${[...keys, ...summed].join(', ')} FROM (
             SELECT toString(toStartOfMonth(day)) AS at, ${[...freshKeys, ...sums.map((name) => `${name} AS x_${name}`)].join(', ')}
             FROM (${fresh})) GROUP BY ${order}`,
    );
    // every rollup of the table holds rows: the plain one and each choice question's
    const rollups = new Set(expected.map((row) => Number(row.cq)));
    expect(rollups.size).toBe(1 + offeredChoices(survey).length);
    const kept = await read(
      `SELECT toString(d) AS at, ${[...keys, ...sums].join(', ')} FROM ${table.name} WHERE n > 0`,
    );
    expectSame(kept, expected, `${table.name} of ${survey.extName}`);
  }
}

export const safeJson = (value: unknown) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));

/**
 * One condition of every kind, on values the data holds and on values it does not: the cases
 * of clickhouse-query.test.ts, for the tests of pages and exports (clickhouse-pages.test.ts).
 * `wide` is the read model's rows in id order.
 */
export function everyCondition(survey: SurveyModel, wide: readonly ReadModelRow[]): Condition[][] {
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;
  const units = [...survey.organisation.unitsById.values()];
  const region = units.find((u) => u.level === 2)!;
  const store = units.find((u) => u.children.length === 0)!;
  const campaign = survey.campaigns[0].id;
  const someIds = wide.filter((_, i) => i % 7 === 0).map((r) => Number(r.id));
  return [
    [],
    [{ kind: 'unit', level: 2, unitId: region.id }],
    [{ kind: 'unit', level: 2, unitId: 2_147_483_647 }],
    [
      {
        kind: 'units',
        units: [
          { level: 2, unitId: region.id },
          { level: store.level, unitId: store.id },
        ],
      },
    ],
    [{ kind: 'units', units: [] }],
    [{ kind: 'values', questionId: q('channel'), values: [1, 3] }],
    [{ kind: 'values', questionId: q('channel'), values: [1, 3], exclude: true }],
    [{ kind: 'values', questionId: q('visit'), values: [300, -1, 2] }],
    [{ kind: 'values', questionId: q('visit'), values: [300], exclude: true }],
    [{ kind: 'values', questionId: q('visit'), values: [] }],
    [{ kind: 'range', questionId: q('nps'), from: 2.5, to: 8.5 }],
    [{ kind: 'range', questionId: q('nps'), from: -1e12, to: 1e12 }],
    [{ kind: 'range', questionId: q('nps'), from: 8, to: 3 }],
    [{ kind: 'text', questionId: q('comment'), include: ['a', "it's"], exclude: ['öljy'] }],
    [{ kind: 'text', questionId: q('comment'), include: [], exclude: ['\\', '{p0:String}'] }],
    [{ kind: 'text', questionId: q('comment'), include: [], exclude: [] }],
    [{ kind: 'dateRange', from: isoDay(-120), to: isoDay(-30) }],
    [{ kind: 'dateRange', from: '1000-01-01', to: '9999-12-31' }],
    [{ kind: 'dateRange', from: '1970-01-01', to: '1970-01-06' }],
    [{ kind: 'dateCompare', op: '<', date: isoDay(-200) }],
    [{ kind: 'dateCompare', op: '=', date: isoDay(-1) }],
    [{ kind: 'dateCompare', op: '=', date: '1000-01-01' }],
    [{ kind: 'dateCompare', op: '>', date: '9999-12-31' }],
    [{ kind: 'dateCompare', op: '>', date: '2026-06-01' }],
    [{ kind: 'monthDay', month: 6, day: 15 }],
    [{ kind: 'monthDay', month: 1, day: 3 }],
    [{ kind: 'monthDay', month: 13, day: 1 }],
    [{ kind: 'tableDate', mode: 'first' }],
    [{ kind: 'tableDate', mode: 'last' }],
    [{ kind: 'campaign', campaignId: campaign, days: null, state: 'any', opened: 'any', clicked: 'any' }],
    [{ kind: 'campaign', campaignId: campaign, days: 7, state: 'delivered', opened: 'yes', clicked: 'any' }],
    [{ kind: 'campaign', campaignId: campaign, days: 0, state: 'any', opened: 'no', clicked: 'no' }],
    [{ kind: 'campaign', campaignId: 999_999, days: null, state: 'unsub', opened: 'any', clicked: 'yes' }],
    [{ kind: 'ids', ids: [...someIds, 0, 9_007_199_254_740_991] }],
    [{ kind: 'ids', ids: [] }],
    [{ kind: 'hasText', questionIds: [q('comment')] }],
    [{ kind: 'hasText', questionIds: [] }],
    [{ kind: 'textSearch', questionIds: [q('comment')], search: '100%' }],
    [{ kind: 'textSearch', questionIds: [q('comment')], search: 'ääni' }],
    [{ kind: 'textSearch', questionIds: [], search: 'a' }],
    [{ kind: 'answeredAll', questionIds: [q('visit'), q('sat_speed')] }],
    [{ kind: 'answeredAll', questionIds: [] }],
    [{ kind: 'topic', keys: ['checkout-queues', 'staff-service'] }],
    [{ kind: 'topic', keys: ['no-such-topic'] }],
    [{ kind: 'topic', keys: [] }],
    [
      { kind: 'unit', level: 2, unitId: region.id },
      { kind: 'dateRange', from: isoDay(-365), to: isoDay(1) },
      { kind: 'values', questionId: q('channel'), values: [2] },
    ],
  ];
}

/** A day as the random conditions ask for it: near the data, or at the ends of the date types. */
export const randomDay = fc.oneof(
  fc.integer({ min: -800, max: 10 }).map(isoDay),
  fc.constantFrom('1000-01-01', '1969-12-31', '1970-01-01', '1970-01-04', '2100-06-30', '9999-12-31'),
);

/** A random condition of any kind, as clickhouse-query.test.ts draws them. */
export function randomCondition(survey: SurveyModel, wide: readonly ReadModelRow[]): fc.Arbitrary<Condition> {
  const q = (name: string) => survey.questionsByExtName.get(name)!.id;
  const units = [...survey.organisation.unitsById.values()].map((u) => ({ level: u.level, unitId: u.id }));
  const ids = wide.map((r) => Number(r.id));
  const valueQuestions = ['nps', 'sat_overall', 'sat_staff', 'sat_speed', 'channel', 'visit'];
  const topicKeys = [...new Set(wide.flatMap((r) => (r[TOPICS_COLUMN] as string[] | null) ?? []))];
  const question = fc.constantFrom(...valueQuestions).map(q);
  return fc.oneof(
    fc.constantFrom(...units).map((u) => ({ kind: 'unit' as const, ...u })),
    fc.subarray(units, { maxLength: 3 }).map((list) => ({ kind: 'units' as const, units: list })),
    fc.record({
      kind: fc.constant('values' as const),
      questionId: question,
      values: fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 4 }),
      exclude: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('range' as const),
      questionId: question,
      from: fc.double({ min: -3, max: 12, noNaN: true }),
      to: fc.double({ min: -3, max: 12, noNaN: true }),
    }),
    fc.record({
      kind: fc.constant('text' as const),
      questionId: fc.constant(q('comment')),
      include: fc.subarray(TERMS, { maxLength: 2 }),
      exclude: fc.subarray(TERMS, { maxLength: 2 }),
    }),
    fc.tuple(randomDay, randomDay).map(([from, to]) => ({ kind: 'dateRange' as const, from, to })),
    fc.record({
      kind: fc.constant('dateCompare' as const),
      op: fc.constantFrom('<', '=', '>'),
      date: randomDay,
    }),
    fc.record({
      kind: fc.constant('monthDay' as const),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    }),
    fc.constantFrom('first' as const, 'last' as const).map((mode) => ({ kind: 'tableDate' as const, mode })),
    fc.record({
      kind: fc.constant('campaign' as const),
      campaignId: fc.constantFrom(...survey.campaigns.map((c) => c.id), 999_999),
      days: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      state: fc.constantFrom('any', 'delivered', 'pending', 'failed', 'unsub'),
      opened: fc.constantFrom('any', 'yes', 'no'),
      clicked: fc.constantFrom('any', 'yes', 'no'),
    }),
    fc.subarray(ids, { maxLength: 400 }).map((list) => ({ kind: 'ids' as const, ids: list })),
    fc.boolean().map((any) => ({ kind: 'hasText' as const, questionIds: any ? [q('comment')] : [] })),
    fc.constantFrom(...TERMS).map((search) => ({
      kind: 'textSearch' as const,
      questionIds: [q('comment')],
      search,
    })),
    fc
      .subarray(valueQuestions, { maxLength: 3 })
      .map((names) => ({ kind: 'answeredAll' as const, questionIds: names.map(q) })),
    fc
      .subarray([...topicKeys, 'no-such-topic'], { maxLength: 3 })
      .map((keys) => ({ kind: 'topic' as const, keys })),
  );
}
