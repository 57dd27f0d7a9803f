import type { TInterviewList, TInterviewSort } from '@opinio/domain/schemas/interviews';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { DATABASE_KINDS, path, raiseLoadCount, seededApp, signIn, type TestApp } from './harness.ts';

/** ORDER BY of each sort, written independently of the read model, over PostgreSQL. */
const PG_ORDER: Record<TInterviewSort, string> = {
  newest: 'ts DESC, id DESC',
  oldest: 'ts ASC, id ASC',
  score_asc: 'nps IS NULL, nps ASC, ts DESC, id DESC',
  score_desc: 'nps IS NULL, nps DESC, ts DESC, id DESC',
};
const SORTS = Object.keys(PG_ORDER) as TInterviewSort[];

describe.each(DATABASE_KINDS)('interview list sorting and paging (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let unscored: number[];

  beforeAll(async () => {
    t = await seededApp(kind, 1500);
    for (const user of ['admin', 'store']) cookies[user] = await signIn(t.app, user);
    // a few interviews without a score (same second: ties broken by id) in the store user's store
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const visit = survey.questionsByExtName.get('visit')!.id;
    const comment = survey.questionsByExtName.get('comment')!.id;
    unscored = await insertInterviews(
      t.database.db,
      survey.universeId,
      survey.id,
      ['u1', 'u2', 'u3'].map((externalId) => ({
        unitId: store.id,
        date: new Date('2026-06-10T10:00:00Z'),
        externalId,
        answers: [
          { questionId: visit, value: 1, textValue: null },
          { questionId: comment, value: null, textValue: 'Unscored zebra remark' },
        ],
      })),
    );
    await raiseLoadCount(t.database.db, survey.id);
    t.services.analytics.changed(survey.id);
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const list = async (user: string, drill: string, query: string) => {
    const response = await get(user, `/api/vuejs/interviews/cx/${path(drill)}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TInterviewList;
  };
  /** Follows nextCursor for at most `pages` pages. */
  const pages = async (user: string, drill: string, query: string, limit: number, pages: number) => {
    const ids: number[] = [];
    const all: TInterviewList['items'] = [];
    let cursor: string | null = null;
    for (let n = 0; n < pages; n++) {
      const page: TInterviewList = await list(
        user,
        drill,
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      all.push(...page.items);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return { ids, items: all, cursor };
  };

  /** Ids of the cx interviews below a unit (ext name), in a sort's order, straight from PostgreSQL. */
  const expected = async (
    unit: string,
    sort: TInterviewSort,
    where: { channel?: number; search?: string } = {},
  ): Promise<number[]> => {
    const { rows } = await sql<{ id: number }>`
      WITH RECURSIVE below(id) AS (
        SELECT u.id FROM units u JOIN surveys s ON s.universe_id = u.universe_id
        WHERE s.ext_name = 'cx' AND u.ext_name = ${unit}
        UNION ALL
        SELECT u.id FROM units u JOIN below b ON u.parent_id = b.id
      ), rows AS (
        SELECT i.id,
          floor(extract(epoch FROM i.interview_date)) AS ts,
          (SELECT a.value FROM answers a JOIN questions q ON q.id = a.question_id
            WHERE a.interview_id = i.id AND q.ext_name = 'nps') AS nps,
          (SELECT a.value FROM answers a JOIN questions q ON q.id = a.question_id
            WHERE a.interview_id = i.id AND q.ext_name = 'channel') AS channel,
          (SELECT string_agg(lower(a.text_value), ' | ') FROM answers a
            WHERE a.interview_id = i.id AND a.text_value IS NOT NULL) AS texts
        FROM interviews i JOIN surveys s ON s.id = i.survey_id
        WHERE s.ext_name = 'cx' AND i.unit_id IN (SELECT id FROM below)
      )
      SELECT id FROM rows
      WHERE (${where.channel ?? null}::int IS NULL OR channel = ${where.channel ?? null})
        AND (${where.search ?? null}::text IS NULL OR strpos(texts, lower(${where.search ?? ''})) > 0)
      ORDER BY ${sql.raw(PG_ORDER[sort])}`.execute(t.database.db);
    return rows.map((r) => Number(r.id));
  };

  it.each(SORTS)(
    'sort %s pages through the drill node in the PostgreSQL order, no repeats, no gaps',
    async (sort) => {
      const got = await pages('admin', 'org,all,north', `sort=${sort}`, 9, 3);
      expect(got.ids).toHaveLength(27);
      expect(new Set(got.ids).size).toBe(27);
      expect(got.ids).toEqual((await expected('north', sort)).slice(0, 27));
      expect(got.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    },
  );

  it('the default sort is newest, and score sorts put interviews without a score last', async () => {
    const byDefault = await list('admin', 'org,all,north', 'limit=15');
    expect(byDefault.items.map((i) => i.id)).toEqual((await expected('north', 'newest')).slice(0, 15));
    for (const sort of ['score_asc', 'score_desc'] as const) {
      // the store holds few interviews: page through all of them
      const got = await pages('store', 'org,all,north,oulu,s001', `sort=${sort}`, 10, 100);
      expect(got.cursor).toBeNull();
      expect(got.ids).toEqual(await expected('s001', sort));
      expect(got.ids.slice(-3)).toEqual([...unscored].reverse());
      expect(got.items.slice(-3).every((i) => i.nps === null)).toBe(true);
      const scores = got.items.slice(0, -3).map((i) => i.nps!);
      const sorted = [...scores].sort((a, b) => (sort === 'score_asc' ? a - b : b - a));
      expect(scores).toEqual(sorted);
    }
  });

  it('search and filter combine, in every sort', async () => {
    for (const sort of SORTS) {
      const got = await pages('admin', 'org,all;channel=store', `sort=${sort}&search=STAFF`, 5, 3);
      const want = await expected('all', sort, { channel: 1, search: 'staff' });
      expect(want.length).toBeGreaterThan(15);
      expect(got.ids).toEqual(want.slice(0, 15));
      for (const item of got.items) expect(item.comment?.toLowerCase()).toContain('staff');
    }
    const zebra = await list('admin', 'org,all', 'search=zebra&sort=score_desc');
    expect(zebra.items.map((i) => i.id).sort()).toEqual([...unscored].sort());
    expect((await list('admin', 'org,all;channel=store', 'search=zebra')).items).toEqual([]);
  });

  it('a bad sort or cursor answers 400', async () => {
    const status = async (query: string) =>
      (await get('admin', `/api/vuejs/interviews/cx/${path('org,all')}?${query}`)).statusCode;
    expect(await status('sort=best')).toBe(400);
    expect(await status('cursor=garbage')).toBe(400);
    const newest = await list('admin', 'org,all', 'limit=2');
    const scored = await list('admin', 'org,all', 'limit=2&sort=score_asc');
    // opaque: base64url, nothing a client could read or build
    expect(newest.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(scored.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await status(`sort=oldest&cursor=${newest.nextCursor}`)).toBe(400);
    expect(await status(`cursor=${scored.nextCursor}`)).toBe(400);
    expect(await status(`sort=score_desc&cursor=${scored.nextCursor}`)).toBe(400);
    expect(await status(`sort=score_asc&cursor=${newest.nextCursor}`)).toBe(400);
    // a well-formed cursor with a key that is not one: a score cursor whose time is negative
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const tag = `q${survey.questionsByExtName.get('nps')!.id}_asc`;
    const forge = (key: unknown[]) => Buffer.from(JSON.stringify([tag, ...key])).toString('base64url');
    expect(await status(`sort=score_asc&cursor=${forge([5, 1781000000, 10])}`)).toBe(200);
    const forged = forge([5, -1, 10]);
    expect(await status(`sort=score_asc&cursor=${forged}`)).toBe(400);
    expect(await status(`sort=score_asc&cursor=${scored.nextCursor}`)).toBe(200);
    const response = await get(
      'admin',
      `/api/vuejs/interviews/cx/${path('org,all')}?sort=oldest&cursor=${newest.nextCursor}`,
    );
    expect(response.json().error).toMatchObject({ field: 'cursor', message: expect.stringMatching(/sort/) });
  });

  it('a store user sees only their store, in every sort', async () => {
    for (const sort of SORTS) {
      const got = await pages('store', 'org,all,north,oulu,s001', `sort=${sort}`, 50, 1);
      expect(got.ids).toEqual((await expected('s001', sort)).slice(0, 50));
      expect(new Set(got.items.map((i) => i.unitTitle)).size).toBe(1);
    }
    expect(
      (await get('store', `/api/vuejs/interviews/cx/${path('org,all')}?sort=score_asc`)).statusCode,
    ).toBe(404);
    expect((await get('store', `/api/vuejs/interviews/cx/${path('org,all,north')}`)).statusCode).toBe(404);
  });
});
