import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { comparableBuckets } from '@opinio/domain/trend-comparison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithin } from '#surveys/survey-model.ts';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { openSse } from './sse-client.ts';

/** Reads the big-screen stream over real HTTP with the key as a header, as the web page does. */
const openStream = (base: string, token: string) =>
  openSse(`${base}/api/bigscreen/stream`, { authorization: `Bearer ${token}` }, 10_000);

describe.each(DATABASE_KINDS)('big screen (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 600);
    cookies.admin = await signIn(t.app, 'admin');
    cookies.acme = await signIn(t.app, 'root', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const createKey = async (cookie: string, survey: string, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/apikey/create/${survey}?${query}`,
      headers: { cookie, ...CSRF_HEADER },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TApiKeyCreated;
  };
  const summary = (token: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/bigscreen/summary${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const ingest = (token: string, unit = 's001') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        interviews: [
          {
            externalId: `bs-${Math.random()}`,
            unit,
            date: '2026-06-14',
            answers: { nps: 10, comment: 'Big screen test' },
          },
        ],
      },
    });

  it("a big-screen key reads its unit's headline numbers, the same as the dashboard's", async () => {
    const key = await createKey(cookies.admin, 'cx', 'name=TV&scopeUnit=north&purpose=bigscreen');
    expect(key.purpose).toBe('bigscreen');
    const response = await summary(key.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json() as TBigScreenSummary;
    expect(data.survey.extName).toBe('cx');
    expect(data.unit.extName).toBe('north');
    const kpis = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/cx/${path('org,all,north;ftime=rdays:-29:0')}`,
      headers: { cookie: cookies.admin },
    });
    const expected = kpis.json() as TKpiResponse;
    expect(data.nInterviews).toBe(expected.nInterviews);
    expect(data.tiles.map((tile) => [tile.indicator.extName, tile.value, tile.change])).toEqual(
      expected.tiles.map((tile) => [tile.indicator, tile.value, tile.change]),
    );
    expect(data.trend.points).toHaveLength(30);
  });

  it('a key never reads outside its unit, whatever the request says', async () => {
    const key = await createKey(cookies.admin, 'cx', 'scopeUnit=north&purpose=bigscreen');
    const data = (
      await summary(key.token, '?survey=guest&unit=south&scopeUnit=all')
    ).json() as TBigScreenSummary;
    expect(data.unit.extName).toBe('north');
    const survey = (await t.services.catalog.survey(1, 'cx')) ?? (await firstCx());
    const north = survey.organisation.unitsByExtName.get('north')!;
    const rows = [...(data.ranking?.top ?? []), ...(data.ranking?.bottom ?? [])];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(isWithin(survey.organisation.unitsByExtName.get(row.extName)!, north)).toBe(true);
    // ranked fairly, each row carries what it is ranked by: the screen shows it beside the value
    expect(data.ranking?.order).toBe('fair');
    const top = data.ranking?.top ?? [];
    for (const row of top) expect(row.fairScore).not.toBeNull();
    for (let i = 1; i < top.length; i++) expect(top[i].fairScore!).toBeLessThanOrEqual(top[i - 1].fairScore!);
    expect(data.comments.length).toBeGreaterThan(0);
    const units = await t.database.db
      .selectFrom('interviews')
      .select(['id', 'unit_id'])
      .where(
        'id',
        'in',
        data.comments.map((c) => c.interviewId),
      )
      .execute();
    expect(units).toHaveLength(data.comments.length);
    for (const row of units)
      expect(isWithin(survey.organisation.unitsById.get(row.unit_id)!, north)).toBe(true);
  });

  async function firstCx() {
    const row = await t.database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    return (await t.services.catalog.survey(row.universe_id, 'cx'))!;
  }

  it("another universe's key shows only its own survey", async () => {
    const key = await createKey(cookies.acme, 'guest', 'purpose=bigscreen');
    const data = (await summary(key.token)).json() as TBigScreenSummary;
    expect(data.survey.extName).toBe('guest');
    expect(JSON.stringify(data)).not.toContain('north');
  });

  it('no key, an unknown key or an ingestion key answers 401 invalid_key; a big-screen key cannot ingest', async () => {
    for (const token of [null, 'opk_nonsense']) {
      const response = await summary(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('invalid_key');
    }
    const ingestKey = await createKey(cookies.admin, 'cx', 'name=Feed');
    expect(ingestKey.purpose).toBe('ingest');
    expect((await summary(ingestKey.token)).json().error.code).toBe('invalid_key');
    const screenKey = await createKey(cookies.admin, 'cx', 'purpose=bigscreen');
    expect((await ingest(screenKey.token)).statusCode).toBe(401);
    expect((await ingest(ingestKey.token)).statusCode).toBe(200);
  });

  it('the stream tells of new data, and says "revoked" and ends when the key is deleted', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const key = await createKey(cookies.admin, 'cx', 'scopeUnit=north&purpose=bigscreen');
    const feed = await createKey(cookies.admin, 'cx', 'name=Feed');
    const stream = await openStream(base, key.token);
    expect(stream.response.status).toBe(200);
    const before = (await summary(key.token)).json() as TBigScreenSummary;
    expect((await ingest(feed.token)).statusCode).toBe(200);
    const event = await stream.waitFor((e) => e.event === 'loadcount');
    expect(event?.data.loadCount).toBeGreaterThan(before.loadCount);
    const after = (await summary(key.token)).json() as TBigScreenSummary;
    expect(after.loadCount).toBe(event?.data.loadCount);
    expect(after.comments[0].text).toBe('Big screen test');

    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/apikey/delete/cx/${key.id}`,
      headers: { cookie: cookies.admin, ...CSRF_HEADER },
    });
    expect(deleted.statusCode).toBe(200);
    const revoked = await stream.waitFor((e) => e.event === 'revoked');
    expect(revoked?.data).toEqual({ reason: 'revoked_key' });
    await stream.close();
    const refused = await summary(key.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('revoked_key');
    const again = await fetch(`${base}/api/bigscreen/stream`, {
      headers: { authorization: `Bearer ${key.token}` },
    });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('revoked_key');
  });
});

describe.each(DATABASE_KINDS)('big screen in the morning (%s)', (kind) => {
  /** 08:10 on the demo's last day: the day has only begun. */
  const MORNING = new Date('2026-06-15T08:10:00Z');
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await seededApp(kind, 600, {}, MORNING);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const createKey = async (query: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/vuejs/surveys/apikey/create/cx?${query}`,
        headers: { cookie: admin, ...CSRF_HEADER },
      })
    ).json() as TApiKeyCreated;

  it("draws today's few answers as partial and compares only whole days of enough answers", async () => {
    const feed = await createKey('name=Feed');
    const screen = await createKey('scopeUnit=s001&purpose=bigscreen');
    // yesterday and the day before: happy customers; this morning: five unhappy ones so far
    const interviews = [
      ...['2026-06-13', '2026-06-14'].flatMap((day) =>
        Array.from({ length: 8 }, (_, i) => ({ day, time: `1${i}:00:00Z`, nps: 10 })),
      ),
      ...Array.from({ length: 5 }, (_, i) => ({ day: '2026-06-15', time: `07:0${i}:00Z`, nps: 0 })),
    ].map((x, i) => ({
      externalId: `morning-${i}`,
      unit: 's001',
      date: `${x.day}T${x.time}`,
      answers: { nps: x.nps },
    }));
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${feed.token}` },
      payload: { interviews },
    });
    expect(posted.statusCode, posted.body).toBe(200);

    const data = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bigscreen/summary',
        headers: { authorization: `Bearer ${screen.token}` },
      })
    ).json() as TBigScreenSummary;
    const { points, minAnswers } = data.trend;
    expect(minAnswers).toBe(5);
    expect(points).toHaveLength(30);
    const today = points.at(-1)!;
    expect(today.bucket).toBe('2026-06-15');
    expect(today.partial).toBe(true);
    expect(today.count).toBeGreaterThanOrEqual(5);
    expect(today.value).not.toBeNull();
    expect(points.slice(0, -1).every((p) => !p.partial)).toBe(true);
    // the words compare yesterday (whole, enough answers) with the whole day before it, never today
    const comparable = comparableBuckets(points, minAnswers);
    expect(comparable).not.toContain(points.length - 1);
    expect(points[comparable.at(-1)!].bucket).toBe('2026-06-14');
    expect(points[comparable.at(-2)!].bucket).toBe('2026-06-13');
    // a day under the survey's minimum is never compared
    for (const at of comparable) expect(points[at].count).toBeGreaterThanOrEqual(minAnswers);
  });
});
