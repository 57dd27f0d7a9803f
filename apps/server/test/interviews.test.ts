import type { TInterviewDetails, TInterviewList, TShareLink } from '@opinio/domain/schemas/interviews';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('interviews (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let inStore: number;
  let outside: number;
  beforeAll(async () => {
    t = await seededApp(kind, 1500);
    for (const user of ['admin', 'store']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    const ids = await t.database.db
      .selectFrom('interviews as i')
      .innerJoin('units as u', 'u.id', 'i.unit_id')
      .select(['i.id', 'u.ext_name'])
      .orderBy('i.id')
      .execute();
    inStore = Number(ids.find((r) => r.ext_name === 's001')!.id);
    outside = Number(ids.find((r) => r.ext_name !== 's001')!.id);
  });
  afterAll(() => t.close());

  const get = (user: string | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] } : {} });
  const comment = (user: string, id: number, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/vuejs/interview/addcomment/cx/${id}`,
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      payload: { message },
    });

  it('an interview answers its answers with titles and its unit drill path', async () => {
    const response = await get('admin', `/api/vuejs/interview/cx/${inStore}`);
    expect(response.statusCode, response.body).toBe(200);
    const interview = response.json() as TInterviewDetails;
    expect(interview.unit.drillPath).toBe('org,all,north,oulu,s001');
    expect(interview.unit.segments.map((s) => s.extName)).toEqual(['all', 'north', 'oulu', 's001']);
    const nps = interview.answers.find((a) => a.question === 'nps')!;
    expect(nps.title).toBe('How likely are you to recommend us to a friend?');
    expect(nps.value).toBeGreaterThanOrEqual(0);
    const channel = interview.answers.find((a) => a.question === 'channel');
    if (channel) expect(['In store', 'Web shop', 'Phone']).toContain(channel.text);
  });

  it('outside the scope, in another universe or unknown: 404', async () => {
    expect((await get('store', `/api/vuejs/interview/cx/${inStore}`)).statusCode).toBe(200);
    expect((await get('store', `/api/vuejs/interview/cx/${outside}`)).statusCode).toBe(404);
    expect((await get('acme', `/api/vuejs/interview/cx/${inStore}`)).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/interview/cx/999999999')).statusCode).toBe(404);
    expect((await comment('store', outside, 'hello')).statusCode).toBe(404);
  });

  it('a comment is stored with its author and shown on the interview', async () => {
    const response = await comment('store', inStore, 'Called the customer back');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Called the customer back',
      author: expect.any(String),
    });
    const interview = (await get('admin', `/api/vuejs/interview/cx/${inStore}`)).json() as TInterviewDetails;
    expect(interview.comments.map((c) => c.message)).toContain('Called the customer back');
    expect((await comment('store', inStore, '   ')).statusCode).toBe(400);
    expect((await comment('store', inStore, 'x'.repeat(4001))).statusCode).toBe(400);
  });

  it('a sharing link shows that one interview without sign-in; tampered or expired: 404', async () => {
    const link = (await get('store', `/api/vuejs/interview/sharelink/cx/${inStore}`)).json() as TShareLink;
    const shared = await get(null, link.path);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().unitTitle).toBeTruthy();
    expect(shared.json().answers.length).toBeGreaterThan(0);
    expect(shared.body).not.toContain('segments');
    expect(shared.body).not.toContain('Called the customer back');
    const other = link.path.replace(`/${inStore}/`, `/${outside}/`);
    expect((await get(null, other)).statusCode).toBe(404);
    expect((await get(null, `${link.path.slice(0, -1)}x`)).statusCode).toBe(404);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.parse(link.expiresAt) + 1000);
    try {
      expect((await get(null, link.path)).statusCode).toBe(404);
    } finally {
      later.mockRestore();
    }
    expect((await get('store', `/api/vuejs/interview/sharelink/cx/${outside}`)).statusCode).toBe(404);
  });

  it('the interview list is newest first, keyset-paged and cut to the scope', async () => {
    const list = (url: string, user = 'admin') => get(user, url).then((r) => r.json() as TInterviewList);
    const first = await list(`/api/vuejs/interviews/cx/${path('org,all')}?limit=10`);
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list(
      `/api/vuejs/interviews/cx/${path('org,all')}?limit=10&cursor=${first.nextCursor}`,
    );
    expect(second.items[0].date <= dates[9]).toBe(true);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[9].id);
    const store = await list(`/api/vuejs/interviews/cx/${path('org,all,north,oulu,s001')}?limit=50`, 'store');
    expect(new Set(store.items.map((i) => i.unitTitle)).size).toBe(1);
    expect((await get('store', `/api/vuejs/interviews/cx/${path('org,all')}`)).statusCode).toBe(404);
  });

  it('search finds text answers regardless of case', async () => {
    const all = await get('admin', `/api/vuejs/interviews/cx/${path('org,all')}?limit=100`);
    const word = (all.json() as TInterviewList).items
      .find((i) => i.comment && i.comment.length > 6)!
      .comment!.slice(0, 6);
    const found = (
      await get(
        'admin',
        `/api/vuejs/interviews/cx/${path('org,all')}?limit=100&search=${encodeURIComponent(word.toUpperCase())}`,
      )
    ).json() as TInterviewList;
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(item.comment?.toLowerCase()).toContain(word.toLowerCase());
    const none = await get(
      'admin',
      `/api/vuejs/interviews/cx/${path('org,all')}?search=${encodeURIComponent("zz'q")}`,
    );
    expect(none.statusCode).toBe(200);
    expect((none.json() as TInterviewList).items).toEqual([]);
  });
});
