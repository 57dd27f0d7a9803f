import { expect } from 'vitest';
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

export const safeJson = (value: unknown) =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
