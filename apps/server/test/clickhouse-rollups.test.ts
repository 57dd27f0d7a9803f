import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseReadEngine } from '#analytics/clickhouse/clickhouse-read-engine.ts';
import type { QuerySpec } from '#analytics/query-spec.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { writeInterviewData } from '#survey-admin/metadata/interview-data.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { seededAppOnClickHouse } from './clickhouse-app.ts';
import { path, signIn, TEST_NOW, type TestApp } from './harness.ts';
import { clickHouseEngineOf, clickHouseRelayOf } from './read-model-access.ts';

/**
 * Drill nodes whose figures the rollups answer: the root, a region, a period of days, and a
 * choice the dashboard filters by (its own rollups), alone and with a period.
 */
const DRILLS = [
  'org,all',
  'org,all,north',
  'org,all;ftime=rdays:-90:0',
  'org,all,north;channel=web*phone',
  'org,all;channel=web;ftime=rdays:-90:0',
];
/** A count of the whole survey: what the rollups answer. */
const KPI_SPEC = (survey: SurveyModel): QuerySpec => ({
  surveyId: survey.id,
  where: [],
  measures: [{ kind: 'count', as: 'n' }],
});
const CALLS = [
  'analytics/kpis',
  'analytics/trend',
  'analytics/breakdown',
  'analytics/distribution',
  'analytics/ranking',
];

/*
 * The dashboard on ClickHouse's rollups (rollup-tables.ts) against the same calls on the wide
 * table alone, after each kind of write the relay copies: the rollups' days made again in
 * place give the figures the wide table gives, and an answer outside its question's scale
 * sends that question's shares back to the wide table until it is gone.
 */
describe('the rollups of ClickHouse (postgres)', () => {
  let t: TestApp;
  let cx: SurveyModel;
  let admin: string;
  let engine: ClickHouseReadEngine;

  beforeAll(async () => {
    t = await seededAppOnClickHouse('postgres', 1000);
    cx = (await t.services.catalog.survey(1, 'cx'))!;
    admin = await signIn(t.app, 'admin');
    engine = clickHouseEngineOf(t.services.analytics);
    // the days a drain lists made by the next step (no rest)
    clickHouseRelayOf(engine).remakeRestMs = 0;
    t.services.analytics.cacheEnabled = false;
  }, 180_000);
  afterAll(() => t?.close());

  const figures = async () => {
    const all: Record<string, unknown> = {};
    for (const drill of DRILLS)
      for (const call of CALLS) {
        const url = `/api/vuejs/${call}/cx/${path(drill)}`;
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        all[url] = response.json();
      }
    return all;
  };
  const listedDays = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM analytics_rollup_days WHERE survey_id = ${cx.id}`.execute(t.database.db);
    return rows[0].n;
  };
  /** Whether a count of the survey now reads a rollup (its FROM, before the bound tables' list). */
  const readsRollups = () =>
    /FROM survey_\d+_rollup/.test(engine.query(cx, KPI_SPEC(cx)).key.split(' SETTINGS ')[0]);
  /** Whether it reads days the rollups are behind on from the wide table (decision 063). */
  const readsDaysFromWide = () => / d NOT IN \{p\d+:Array\(Date\)\}/.test(engine.query(cx, KPI_SPEC(cx)).key);
  /** The figures on the rollups, the same as on the wide table alone. */
  const sameOnBoth = async () => {
    // written here beside the app: told, as the app's own writes tell it
    t.services.analytics.changed(cx.id);
    // copied, and the days the copies touched made again in the rollups (a call alone would
    // read the wide table until the relay's next step makes them)
    await clickHouseRelayOf(engine).drain();
    expect(await listedDays()).toBe(0);
    const onRollups = await figures();
    expect(readsRollups()).toBe(true);
    engine.rollups = false;
    try {
      expect(await figures()).toEqual(onRollups);
    } finally {
      engine.rollups = true;
    }
    return onRollups;
  };
  // biome-ignore lint/complexity/useLiteralKeys: the field is private; a bracket reads it past TypeScript's check
  const outside = () => [...(engine['outside'].get(cx.id)?.questions ?? [])];
  const interviewIds = async (n: number) => {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM interviews WHERE survey_id = ${cx.id} ORDER BY id LIMIT ${n}`.execute(t.database.db);
    return rows.map((r) => Number(r.id));
  };

  /** `n` new interviews at a store, an hour apart up to the test's now, with their NPS. */
  const newInterviews = (n: number, name: string, nps: (i: number) => number) => {
    const store = [...cx.organisation.unitsById.values()].find((u) => u.children.length === 0)!;
    const question = cx.questionsByExtName.get('nps')!;
    return insertInterviews(
      t.database.db,
      cx.universeId,
      cx.id,
      Array.from({ length: n }, (_, i) => ({
        unitId: store.id,
        date: new Date(TEST_NOW.getTime() - i * 3_600_000),
        externalId: `${name}-${i}`,
        answers: [{ questionId: question.id, value: nps(i), textValue: null }],
      })),
    );
  };

  it('answers every call as the wide table does after new, changed and deleted interviews', async () => {
    const before = await sameOnBoth();
    const nps = cx.questionsByExtName.get('nps')!;
    // new interviews today at a store, answers changed, interviews deleted
    await newInterviews(20, 'rollup', (i) => i % 11);
    const [changed, ...gone] = await interviewIds(4);
    await writeInterviewData(t.database.db, cx, changed, [
      { question: nps, value: 0, textValue: null, deleted: false },
    ]);
    await sql`DELETE FROM interviews WHERE id = ANY(${gone}::bigint[])`.execute(t.database.db);
    const after = await sameOnBoth();
    expect(after).not.toEqual(before);
    expect(outside()).toEqual([]);
  });

  it('reads the shares of a question with an answer outside its scale from the wide table, until it is gone', async () => {
    const nps = cx.questionsByExtName.get('nps')!;
    const [odd] = await interviewIds(1);
    // an NPS of 12 (an import may bring one): counted as a promoter, as on the wide table
    await writeInterviewData(t.database.db, cx, odd, [
      { question: nps, value: 12, textValue: null, deleted: false },
    ]);
    await sameOnBoth();
    expect(outside()).toEqual([nps.id]);
    await writeInterviewData(t.database.db, cx, odd, [
      { question: nps, value: 7, textValue: null, deleted: false },
    ]);
    await sameOnBoth();
    expect(outside()).toEqual([]);
  });

  it('reads the rollups with the days they wait for summed from the wide table: every write in every figure', async () => {
    const relay = clickHouseRelayOf(engine);
    const nps = cx.questionsByExtName.get('nps')!;
    await relay.drain();
    t.services.analytics.changed(cx.id);
    const before = await figures();
    // the relay's own steps stopped: only a call's copy runs, and it leaves the days listed
    await relay.stop();
    await newInterviews(5, 'behind', () => 10);
    t.services.analytics.changed(cx.id);
    const behind = await figures();
    expect(await listedDays()).toBeGreaterThan(0);
    expect(readsRollups()).toBe(true);
    expect(readsDaysFromWide()).toBe(true);
    expect(behind).not.toEqual(before);
    const onWide = async () => {
      engine.rollups = false;
      try {
        return await figures();
      } finally {
        engine.rollups = true;
      }
    };
    expect(await onWide()).toEqual(behind);
    // an answer outside its scale on a day behind: that question's shares from the wide table
    await newInterviews(1, 'outside', () => 12);
    t.services.analytics.changed(cx.id);
    const outsideBehind = await figures();
    expect(outside()).toEqual([nps.id]);
    expect(outsideBehind).not.toEqual(behind);
    expect(await onWide()).toEqual(outsideBehind);
    // the days made: the same figures, from the rollups alone
    await relay.drain();
    expect(await listedDays()).toBe(0);
    t.services.analytics.changed(cx.id);
    expect(await figures()).toEqual(outsideBehind);
    expect(readsRollups()).toBe(true);
    expect(readsDaysFromWide()).toBe(false);
  });
});
