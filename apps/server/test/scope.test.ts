import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('scope and tenant isolation (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 2000);
    for (const user of ['store', 'regional', 'admin']) cookies[user] = await signIn(t.app, user);
    cookies.multiAcme = await signIn(t.app, 'multi', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const kpis = (user: string, drill: string) => get(user, `/api/vuejs/analytics/kpis/cx/${path(drill)}`);

  it('the store manager sees their own store', async () => {
    const response = await kpis('store', 'org,all,north,oulu,s001');
    expect(response.statusCode).toBe(200);
  });

  it("another store's drill path, a region or the root answers 404 for the store manager", async () => {
    for (const drill of [
      'org,all,north,oulu,s002',
      'org,all,north,oulu',
      'org,all',
      'org,all,south,helsinki,s011',
    ]) {
      for (const kind of ['kpis', 'breakdown', 'trend', 'distribution']) {
        const response = await get('store', `/api/vuejs/analytics/${kind}/cx/${path(drill)}`);
        expect(response.statusCode, `${kind} ${drill}`).toBe(404);
      }
      expect((await get('store', `/api/vuejs/comments/cx/${path(drill)}`)).statusCode).toBe(404);
      expect((await get('store', `/api/vuejs/drillpath/cx/${path(drill)}`)).statusCode).toBe(404);
    }
  });

  it('in another view the store manager still sees only their store', async () => {
    const channel = (await kpis('store', 'channel,all')).json() as TKpiResponse;
    const store = (await kpis('store', 'org,all,north,oulu,s001')).json() as TKpiResponse;
    expect(channel.nInterviews).toBe(store.nInterviews);
    const all = (await kpis('admin', 'channel,all')).json() as TKpiResponse;
    expect(all.nInterviews).toBeGreaterThan(channel.nInterviews);
  });

  it('the regional manager sees the north region and nothing beside or above it', async () => {
    expect((await kpis('regional', 'org,all,north')).statusCode).toBe(200);
    expect((await kpis('regional', 'org,all,north,kemi')).statusCode).toBe(200);
    expect((await kpis('regional', 'org,all,south')).statusCode).toBe(404);
    expect((await kpis('regional', 'org,all')).statusCode).toBe(404);
  });

  it('a path that is not a chain of parent and child answers 404', async () => {
    for (const drill of ['org,all,oulu', 'org,north', 'nope,all', 'org', 'org,all,north,s001']) {
      expect((await kpis('admin', drill)).statusCode, drill).toBe(404);
    }
  });

  it("another universe's survey does not exist for the caller", async () => {
    const fromAcme = await get('multiAcme', `/api/vuejs/analytics/kpis/cx/${path('org,all')}`);
    expect(fromAcme.statusCode).toBe(404);
    const guestFromDemo = await get('admin', `/api/vuejs/analytics/kpis/guest/${path('org,all')}`);
    expect(guestFromDemo.statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/surveys/loadcount/guest')).statusCode).toBe(404);
    expect((await get('multiAcme', '/api/vuejs/surveys/loadcount/guest')).statusCode).toBe(200);
  });

  it('an unknown filter or a malformed filter value answers 400 with the reason and the field', async () => {
    const cases: Array<[string, string]> = [
      ['org,all;bogus=1', 'bogus'],
      ['org,all;ftime=rdays:5:-5', 'ftime'],
      ['org,all;ftime=yesterday', 'ftime'],
      ['org,all;channel=fax', 'channel'],
      ['org,all;nps=5', 'nps'],
      ['org,all;channel', 'filters'],
    ];
    for (const [drill, field] of cases) {
      const response = await kpis('admin', drill);
      expect(response.statusCode, drill).toBe(400);
      expect(response.json().error.field, drill).toBe(field);
      expect(response.json().error.message.length).toBeGreaterThan(5);
    }
  });

  it('bad query parameters answer 400', async () => {
    expect(
      (await get('admin', `/api/vuejs/analytics/trend/cx/${path('org,all')}?bucket=decade`)).statusCode,
    ).toBe(400);
    expect(
      (await get('admin', `/api/vuejs/analytics/trend/cx/${path('org,all')}?indicator=nope`)).statusCode,
    ).toBe(400);
    expect(
      (await get('admin', `/api/vuejs/analytics/distribution/cx/${path('org,all')}?question=comment`))
        .statusCode,
    ).toBe(400);
    expect((await get('admin', `/api/vuejs/comments/cx/${path('org,all')}?cursor=xyz`)).statusCode).toBe(400);
    expect((await get('admin', `/api/vuejs/comments/cx/${path('org,all')}?limit=1000`)).statusCode).toBe(400);
  });

  it('comments come newest first and the cursor pages without repeats', async () => {
    const first = (await get('admin', `/api/vuejs/comments/cx/${path('org,all')}?limit=5`)).json();
    expect(first.items).toHaveLength(5);
    const second = (
      await get('admin', `/api/vuejs/comments/cx/${path('org,all')}?limit=5&cursor=${first.nextCursor}`)
    ).json();
    const all = [...first.items, ...second.items];
    const dates = all.map((c: { date: string }) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.map((c: { interviewId: number }) => c.interviewId)).size).toBe(10);
  });

  it('a comment carries the text, unit, question and score stored in PostgreSQL', async () => {
    const page = (await get('regional', `/api/vuejs/comments/cx/${path('org,all,north')}?limit=30`)).json();
    expect(page.items.length).toBeGreaterThan(0);
    const ids = page.items.map((c: { interviewId: number }) => c.interviewId);
    const { rows } = await sql<{
      id: number;
      unit: string;
      question: string;
      text_value: string;
      score: number | null;
      interview_date: Date;
    }>`SELECT i.id, COALESCE(u.title->>'en', u.title#>>'{}') AS unit,
         COALESCE(q.title->>'en', q.title#>>'{}') AS question, a.text_value, i.interview_date,
         (SELECT s.value FROM answers s JOIN questions sq ON sq.id = s.question_id
           WHERE s.interview_id = i.id AND sq.ext_name = 'nps') AS score
       FROM interviews i JOIN units u ON u.id = i.unit_id
       JOIN answers a ON a.interview_id = i.id JOIN questions q ON q.id = a.question_id
       WHERE q.type = 'text' AND a.text_value <> '' AND i.id IN (${sql.join(ids)})`.execute(t.database.db);
    const expected = rows
      .map((r) => ({
        interviewId: Number(r.id),
        date: new Date(Math.floor(new Date(r.interview_date).getTime() / 1000) * 1000).toISOString(),
        unitTitle: r.unit,
        question: r.question,
        text: r.text_value,
        score: r.score === null ? null : Number(r.score),
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.interviewId - a.interviewId);
    // the stored fields; each comment's topics and sentiment are the topics tests' subject
    const stored = page.items.map(({ topics, sentiment, ...comment }: Record<string, unknown>) => {
      expect(Array.isArray(topics)).toBe(true);
      expect(sentiment === null || typeof sentiment === 'number').toBe(true);
      return comment;
    });
    expect(stored).toEqual(expected);
  });

  it('the drill path answers titled segments, children and the scope path', async () => {
    const response = await get(
      'regional',
      `/api/vuejs/drillpath/cx/${path('org,all,north,oulu;ftime=rdays:-90:0')}`,
    );
    const body = response.json();
    expect(body.segments.map((s: { title: string }) => s.title)).toEqual([
      'Organisation',
      'Nordic Retail',
      'North region',
      'Oulu district',
    ]);
    expect(body.segments[3].pathName).toBe('org,all,north,oulu');
    expect(body.children).toHaveLength(10);
    expect(body.scopePath).toBe('org,all,north');
  });
});
