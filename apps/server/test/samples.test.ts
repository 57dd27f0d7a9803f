import type { TSampleDetails, TSampleList, TSampleListItem } from '@opinio/domain/schemas/samples';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

interface ContactRow {
  id: number;
  state: string;
  name: string;
  email: string | null;
  region: string;
  store: string;
  interview_id: number | null;
  web: boolean;
  nps: number | null;
}

describe.each(DATABASE_KINDS)('samples (%s)', (kind) => {
  let t: TestApp;
  let contacts: ContactRow[];
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await seededApp(kind, 1500);
    for (const user of ['admin', 'regional', 'store']) cookies[user] = await signIn(t.app, user);
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    // every contact of survey cx with its store and region, straight from PostgreSQL
    const { rows } = await sql<ContactRow>`
      SELECT c.id::int AS id, c.state, c.name, c.email, r.ext_name AS region, st.ext_name AS store,
             c.interview_id::int AS interview_id,
             EXISTS (SELECT 1 FROM answers a JOIN questions q ON q.id = a.question_id
                     WHERE a.interview_id = c.interview_id AND q.ext_name = 'channel' AND a.value = 2) AS web,
             (SELECT a.value FROM answers a JOIN questions q ON q.id = a.question_id
               WHERE a.interview_id = c.interview_id AND q.ext_name = 'nps') AS nps
      FROM contacts c JOIN samples s ON s.id = c.sample_id JOIN surveys sv ON sv.id = s.survey_id
        JOIN units st ON st.id = c.unit_id JOIN units d ON d.id = st.parent_id JOIN units r ON r.id = d.parent_id
      WHERE sv.ext_name = 'cx'
      ORDER BY c.id DESC`.execute(t.database.db);
    contacts = rows;
  });
  afterAll(() => t.close());

  const get = (user: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[user] } });

  /** Every item of the list, page after page. */
  const all = async (user: string, drill: string, query = '') => {
    const items: TSampleListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = `/api/vuejs/samples/cx/${path(drill)}?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(user, url);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as TSampleList;
      items.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    return items;
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  it('lists every contact of the survey, newest first, across pages without repeats', async () => {
    expect(contacts.length).toBeGreaterThan(200);
    const first = (await get('admin', `/api/vuejs/samples/cx/${path('org,all')}`)).json() as TSampleList;
    expect(first.items).toHaveLength(25);
    // an opaque cursor; the next page starts right below the last contact
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = (
      await get('admin', `/api/vuejs/samples/cx/${path('org,all')}?cursor=${first.nextCursor}`)
    ).json() as TSampleList;
    expect(second.items[0].id).toBe(contacts[25].id);
    expect(first.items[0]).toMatchObject({ id: contacts[0].id, name: contacts[0].name });
    expect(ids(await all('admin', 'org,all'))).toEqual(ids(contacts));
    const states = new Set(contacts.map((c) => c.state));
    for (const state of ['pending', 'sent', 'started', 'partial', 'completed', 'bounced', 'unsubscribed'])
      expect(states, state).toContain(state);
    const completed = contacts.filter((c) => c.state === 'completed');
    expect(completed.length / contacts.length).toBeGreaterThan(0.5);
    expect(completed.every((c) => c.interview_id !== null)).toBe(true);
  });

  it('filters by state and searches names and emails', async () => {
    const bounced = await all('admin', 'org,all', '&state=bounced');
    expect(ids(bounced)).toEqual(ids(contacts.filter((c) => c.state === 'bounced')));
    expect(bounced.length).toBeGreaterThan(0);
    const virtanen = await all('admin', 'org,all', '&search=VIRTANEN');
    const expected = contacts.filter(
      (c) => c.name.toLowerCase().includes('virtanen') || c.email?.toLowerCase().includes('virtanen'),
    );
    expect(ids(virtanen)).toEqual(ids(expected));
    expect(virtanen.length).toBeGreaterThan(0);
    // LIKE wildcards are plain characters
    expect(await all('admin', 'org,all', '&search=%25')).toEqual([]);
    expect(await all('admin', 'org,all', '&search=_')).toEqual([]);
  });

  it('keeps to the drill node and the user scope', async () => {
    const north = contacts.filter((c) => c.region === 'north');
    expect(ids(await all('admin', 'org,all,north'))).toEqual(ids(north));
    expect(ids(await all('regional', 'org,all,north'))).toEqual(ids(north));
    expect((await get('regional', `/api/vuejs/samples/cx/${path('org,all')}`)).statusCode).toBe(404);
    const store = contacts.filter((c) => c.store === 's001');
    const storeTrail = (await get('store', `/api/vuejs/samples/cx/${path('org,all')}`)).statusCode;
    expect(storeTrail).toBe(404);
    const oulu = await all('store', 'org,all,north,oulu,s001');
    expect(ids(oulu)).toEqual(ids(store));
  });

  it('applies filters through the linked interview; contacts without one stay listed', async () => {
    const web = await all('admin', 'org,all;channel=web');
    const expected = contacts.filter((c) => c.interview_id === null || c.web);
    expect(ids(web)).toEqual(ids(expected));
    expect(expected.length).toBeLessThan(contacts.length);
    // in a question view the node is an answer too; the user's scope still cuts by unit
    expect(ids(await all('admin', 'channel,all,web'))).toEqual(ids(expected));
    const storeWeb = expected.filter((c) => c.store === 's001');
    expect(ids(await all('store', 'channel,all,web'))).toEqual(ids(storeWeb));
    expect(ids(await all('store', 'channel,all'))).toEqual(ids(contacts.filter((c) => c.store === 's001')));
    // a narrow filter pages in short steps and still ends
    const narrow = await all('admin', 'org,all;nps=0_4');
    const low = contacts.filter((c) => c.interview_id === null || (c.nps !== null && c.nps <= 4));
    expect(ids(narrow)).toEqual(ids(low));
    expect(low.some((c) => c.interview_id !== null)).toBe(true);
  });

  it('answers 400 for bad queries and filters', async () => {
    for (const query of ['?state=lost', '?cursor=abc', '?limit=0', '?limit=500']) {
      const response = await get('admin', `/api/vuejs/samples/cx/${path('org,all')}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const badFilter = await get('admin', `/api/vuejs/samples/cx/${path('org,all;nps=abc')}`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('shows one contact with its sample, unit, messages and interview', async () => {
    const completed = contacts.find((c) => c.state === 'completed' && c.store === 's001')!;
    const response = await get('store', `/api/vuejs/sample/cx/${completed.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json() as TSampleDetails;
    expect(details).toMatchObject({
      id: completed.id,
      state: 'completed',
      interviewId: completed.interview_id,
      unit: { extName: 's001', drillPath: 'org,all,north,oulu,s001' },
    });
    expect(['Loyalty members', 'Store visitors']).toContain(details.sample.name);
    expect(details.messages.length).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM campaign_messages WHERE contact_id = ${completed.id}`.execute(
      t.database.db,
    );
    expect(details.messages).toHaveLength(rows[0].n);
    const invite = details.messages[0];
    expect(invite.state).toBe('delivered');
    expect(Date.parse(invite.sentAt!)).toBeLessThanOrEqual(Date.parse(details.completedAt!));
    // The interview names the contact it came from, with the same messages.
    const interview = (await get('store', `/api/vuejs/interview/cx/${completed.interview_id}`)).json();
    expect(interview.origin).toEqual({
      contactId: completed.id,
      sample: details.sample,
      messages: details.messages,
    });
    const direct = await sql<{ id: number }>`
      SELECT i.id::int AS id FROM interviews i JOIN surveys sv ON sv.id = i.survey_id
      WHERE sv.ext_name = 'cx' AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.interview_id = i.id)
      ORDER BY i.id LIMIT 1`.execute(t.database.db);
    const unsampled = (await get('admin', `/api/vuejs/interview/cx/${direct.rows[0].id}`)).json();
    expect(unsampled.origin).toBeNull();
    const bounced = contacts.find((c) => c.state === 'bounced')!;
    const failed = (await get('admin', `/api/vuejs/sample/cx/${bounced.id}`)).json() as TSampleDetails;
    expect(failed.interviewId).toBeNull();
    expect(failed.messages.map((m) => m.state)).toEqual(['failed']);
  });

  it('answers 404 outside the scope, in another universe and for unknown ids; 400 for bad ids', async () => {
    const south = contacts.find((c) => c.region === 'south')!;
    expect((await get('admin', `/api/vuejs/sample/cx/${south.id}`)).statusCode).toBe(200);
    expect((await get('regional', `/api/vuejs/sample/cx/${south.id}`)).statusCode).toBe(404);
    const otherStore = contacts.find((c) => c.region === 'north' && c.store !== 's001')!;
    expect((await get('regional', `/api/vuejs/sample/cx/${otherStore.id}`)).statusCode).toBe(200);
    expect((await get('store', `/api/vuejs/sample/cx/${otherStore.id}`)).statusCode).toBe(404);
    expect((await get('acme', `/api/vuejs/sample/cx/${south.id}`)).statusCode).toBe(404);
    expect((await get('acme', `/api/vuejs/sample/guest/${south.id}`)).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/sample/cx/99999999')).statusCode).toBe(404);
    expect((await get('admin', '/api/vuejs/sample/cx/abc')).statusCode).toBe(400);
  });
});
