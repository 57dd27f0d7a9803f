import type { TAlertCount, TAlertDetails, TAlertList } from '@opinio/domain/schemas/alerts';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('alerts (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await seededApp(kind, 1500);
    for (const user of ['admin', 'store', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });
  const update = (user: string, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/vuejs/alert/update/cx/${id}`,
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      payload,
    });
  const list = async (user: string, drill: string, query = '') =>
    (await get(user, `/api/vuejs/alerts/cx/${path(drill)}?limit=100${query}`)).json() as TAlertList;
  const count = async (user: string) =>
    ((await get(user, '/api/vuejs/alerts/count/cx')).json() as TAlertCount).open;

  it('the demo has alerts in every state, assigned to unit managers', async () => {
    const rows = await t.database.db.selectFrom('alerts').select(['state', 'assignee_user_id']).execute();
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['new', 'in_progress', 'solved', 'closed']));
    expect(rows.some((r) => r.assignee_user_id !== null)).toBe(true);
  });

  it('lists are cut to the scope and the drill node; a state filter applies', async () => {
    const all = await list('admin', 'org,all');
    expect(all.items.length).toBeGreaterThan(0);
    const north = await list('regional', 'org,all,north');
    expect(north.items.length).toBeLessThan(all.items.length);
    expect((await get('regional', `/api/vuejs/alerts/cx/${path('org,all')}`)).statusCode).toBe(404);
    const solved = await list('admin', 'org,all', '&state=solved');
    expect(solved.items.every((a) => a.state === 'solved')).toBe(true);
    const ids = all.items.map((a) => a.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it("each row carries its interview's score and the start of its comment", async () => {
    const { items } = await list('admin', 'org,all');
    const rows = await t.database.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .select(['a.interview_id', 'a.value', 'a.text_value', 'q.ext_name'])
      .where(
        'a.interview_id',
        'in',
        items.map((a) => a.interviewId),
      )
      .where('q.ext_name', 'in', ['nps', 'comment'])
      .execute();
    const nps = new Map(
      rows.filter((r) => r.ext_name === 'nps').map((r) => [Number(r.interview_id), Number(r.value)]),
    );
    const comments = new Map(
      rows
        .filter((r) => r.ext_name === 'comment' && r.text_value)
        .map((r) => [Number(r.interview_id), r.text_value!]),
    );
    for (const alert of items) {
      expect(alert.score, `alert ${alert.id}`).toBe(nps.get(alert.interviewId) ?? null);
      const comment = comments.get(alert.interviewId);
      if (comment === undefined) expect(alert.excerpt).toBeNull();
      else expect(comment.replace(/\s+/g, ' ').startsWith(alert.excerpt!.replace(/…$/, ''))).toBe(true);
      expect(alert.excerpt?.length ?? 0).toBeLessThanOrEqual(160);
    }
    expect(items.some((a) => a.excerpt !== null)).toBe(true);
  });

  it('paging by cursor goes on where the last page ended', async () => {
    const first = (
      await get('admin', `/api/vuejs/alerts/cx/${path('org,all')}?limit=5`)
    ).json() as TAlertList;
    const second = (
      await get('admin', `/api/vuejs/alerts/cx/${path('org,all')}?limit=5&cursor=${first.nextCursor}`)
    ).json() as TAlertList;
    expect(second.items[0].id).toBeLessThan(first.items[4].id);
  });

  it('the bell counts open alerts within the scope', async () => {
    const everything = await count('admin');
    const north = await count('regional');
    expect(everything).toBeGreaterThan(0);
    expect(north).toBeLessThanOrEqual(everything);
    const open = (await list('admin', 'org,all', '&state=new')).items.length;
    expect(everything).toBeGreaterThanOrEqual(open);
  });

  it('state changes follow the rules, need a resolution to solve, and are written to the history', async () => {
    const alert = (await list('admin', 'org,all', '&state=new')).items[0];
    expect((await update('admin', alert.id, { state: 'solved' })).statusCode).toBe(400);
    const started = await update('admin', alert.id, { state: 'in_progress', assigneeUsername: 'admin' });
    expect(started.statusCode, started.body).toBe(200);
    const solved = await update('admin', alert.id, { state: 'solved', resolution: 'Called back' });
    expect(solved.statusCode, solved.body).toBe(200);
    expect((await update('admin', alert.id, { state: 'closed' })).statusCode).toBe(400);
    const reopened = (await update('admin', alert.id, { state: 'in_progress' })).json() as TAlertDetails;
    expect(reopened.state).toBe('in_progress');
    expect(reopened.assigneeUsername).toBe('admin');
    const states = reopened.history.map((h) => h.changes.flatMap((c) => (c.kind === 'state' ? [c.to] : [])));
    expect(states).toEqual([['in_progress'], ['solved'], ['in_progress']]);
    // people by their names, also in a reassignment recorded by login name
    expect(reopened.history[0].changes).toContainEqual(
      expect.objectContaining({ kind: 'assignee', to: 'Aino Admin' }),
    );
    expect(reopened.history[1].changes).toEqual([
      { kind: 'state', from: 'in_progress', to: 'solved' },
      { kind: 'resolution', text: 'Called back' },
    ]);
    expect(reopened.history.every((h) => h.user === 'Aino Admin')).toBe(true);
    expect(reopened.interview.id).toBe(alert.interviewId);
  });

  it('the assignee must see the unit; outside the scope or universe the alert is 404', async () => {
    const south = (await list('admin', 'org,all,south')).items[0];
    expect((await update('admin', south.id, { assigneeUsername: 'store' })).statusCode).toBe(400);
    expect((await get('regional', `/api/vuejs/alert/cx/${south.id}`)).statusCode).toBe(404);
    expect((await update('regional', south.id, { state: 'in_progress' })).statusCode).toBe(404);
    expect((await get('acme', `/api/vuejs/alert/cx/${south.id}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/vuejs/alert/cx/${south.id}`)).statusCode).toBe(200);
  });

  it("ingestion runs the rules: a detractor opens an alert for the store's manager", async () => {
    const key = (
      await t.app.inject({
        method: 'GET',
        url: '/api/vuejs/surveys/apikey/create/cx',
        headers: { cookie: cookies.admin, ...CSRF_HEADER },
      })
    ).json() as TApiKeyCreated;
    const before = await count('store');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${key.token}` },
      payload: {
        interviews: [
          { externalId: 'det-1', unit: 's001', date: '2026-06-14', answers: { nps: 2 } },
          { externalId: 'pro-1', unit: 's001', date: '2026-06-14', answers: { nps: 10 } },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await count('store')).toBe(before + 1);
    const [detractorId] = response.json().ids as number[];
    const alert = (await list('store', 'org,all,north,oulu,s001')).items.find(
      (a) => a.interviewId === detractorId,
    )!;
    // Titled by what happened where, in the reader's language; the rule's name beside it.
    expect(alert).toMatchObject({ state: 'new', title: 'NPS 2 at Oulu Centre', ruleName: 'NPS 0-6' });
    expect(alert.assignee).not.toBeNull();
    const interview = await get('store', `/api/vuejs/interview/cx/${detractorId}`);
    expect(interview.json().alerts.map((a: { id: number }) => a.id)).toEqual([alert.id]);
  });
});
