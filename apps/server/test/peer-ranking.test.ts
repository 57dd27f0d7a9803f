import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import type { TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitNode } from '#surveys/survey-model.ts';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

/** The demo store manager's store, its district and the time filter of the screen. */
const STORE = 'org,all,north,oulu,s001';
const DISTRICT = 'org,all,north,oulu';
const FILTER = ';ftime=rdays:-179:0';

describe.each(DATABASE_KINDS)('a store among its peers (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let peers: UnitNode[];
  beforeAll(async () => {
    t = await seededApp(kind, 3000);
    for (const user of ['store', 'regional', 'admin']) cookies[user] = await signIn(t.app, user);
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const store = survey.organisation.unitsByExtName.get('s001')!;
    peers = store.parent!.children.filter((u) => u !== store);
  });
  afterAll(() => t.close());

  const get = async <T>(user: string, url: string): Promise<{ body: string; data: T }> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, data: response.json() as T };
  };
  const ranking = (user: string, drill: string, query = '') =>
    get<TRankingResponse>(user, `/api/vuejs/analytics/ranking/cx/${path(drill)}${query}`);
  const leaderboard = (user: string, drill: string) =>
    get<TGamificationResponse>(user, `/api/vuejs/analytics/gamification/cx/${path(drill)}?page=leaderboard`);

  /** No peer's name, id or path anywhere in a response. */
  const expectNoPeerNamed = (body: string) => {
    for (const peer of peers) {
      expect(body).not.toContain(`"${peer.extName}"`);
      expect(body).not.toContain(`,${peer.extName}"`);
      expect(body).not.toContain(peer.title);
    }
  };

  it('the store manager gets their store ranked among its peers, the peers numbered and unnamed', async () => {
    const { body, data } = await ranking('store', STORE + FILTER, '?minCount=1');
    expect(data.peers).toBe(true);
    expect(data.level).toBe(4);
    expect(data.rows).toHaveLength(peers.length + 1);
    const own = data.rows.filter((r) => r.peer === null);
    expect(own.map((r) => [r.extName, r.path])).toEqual([['s001', STORE]]);
    expect(own[0].title).not.toBe('');
    const others = data.rows.filter((r) => r.peer !== null);
    for (const row of others) expect([row.extName, row.title, row.path]).toEqual(['', '', '']);
    // numbered by position: the numbers tell the rows apart
    expect(others.map((r) => r.peer)).toEqual(data.rows.flatMap((r, i) => (r.peer === null ? [] : [i + 1])));
    expectNoPeerNamed(body);

    // the same ranks and values as the district's ranking an administrator sees
    const district = (await ranking('admin', DISTRICT + FILTER, '?minCount=1')).data;
    expect(district.peers).toBe(false);
    const expected = district.rows.find((r) => r.extName === 's001')!;
    expect(own[0].rank).toBe(expected.rank);
    expect(own[0].value).toBe(expected.value);
    expect(own[0].previousRank).toBe(expected.previousRank);
    expect(data.rows.map((r) => [r.rank, r.value, r.count])).toEqual(
      district.rows.map((r) => [r.rank, r.value, r.count]),
    );
  });

  it('a regional manager at the same store sees the peers by name', async () => {
    const { data } = await ranking('regional', STORE + FILTER, '?minCount=1');
    expect(data.peers).toBe(true);
    expect(data.rows.every((r) => r.peer === null)).toBe(true);
    expect(data.rows.map((r) => r.extName).sort()).toEqual(['s001', ...peers.map((p) => p.extName)].sort());
    for (const row of data.rows) expect(row.path).toBe(`${DISTRICT},${row.extName}`);
  });

  it('a level asked for at a store is still refused, and the district ranks its stores as before', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/ranking/cx/${path(STORE)}?level=4`,
      headers: { cookie: cookies.store },
    });
    expect(asked.statusCode).toBe(400);
    const { data } = await ranking('regional', DISTRICT);
    expect(data.peers).toBe(false);
    expect(data.rows.every((r) => r.peer === null && r.extName !== '')).toBe(true);
  });

  it("the store manager's leaderboard ranks their store among its peers without naming them", async () => {
    const { body, data } = await leaderboard('store', STORE);
    expect(data.peers).toBe(true);
    expect(data.rows).toHaveLength(peers.length + 1);
    const own = data.rows.filter((r) => r.peer === null);
    expect(own.map((r) => [r.extName, r.path])).toEqual([['s001', STORE]]);
    for (const row of data.rows.filter((r) => r.peer !== null))
      expect([row.extName, row.title, row.path]).toEqual(['', '', '']);
    expectNoPeerNamed(body);
    // the same points and ranks as on the district's board
    const district = (await leaderboard('admin', DISTRICT)).data;
    expect(data.rows.map((r) => [r.rank, r.points, r.badges])).toEqual(
      district.rows.map((r) => [r.rank, r.points, r.badges]),
    );
    expect(own[0].rank).toBe(district.rows.find((r) => r.extName === 's001')!.rank);

    const regional = (await leaderboard('regional', STORE)).data;
    expect(regional.rows.map((r) => r.extName)).toEqual(district.rows.map((r) => r.extName));
  });
});
