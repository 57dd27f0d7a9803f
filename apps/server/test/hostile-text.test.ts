import { encodeFilterToken } from '@opinio/domain/filter-token';
import type { TAlertList } from '@opinio/domain/schemas/alerts';
import type { TCommentsResponse, TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TInterviewList } from '@opinio/domain/schemas/interviews';
import type { TSampleList } from '@opinio/domain/schemas/samples';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlerts } from '#alerts/alert-repository.ts';
import { insertInterviews } from '#ingestion/insert-interviews.ts';
import { DATABASE_KINDS, path, raiseLoadCount, seededApp, signIn, type TestApp } from './harness.ts';

/** Texts that break hand-made SQL: quotes, a statement break, LIKE wildcards, backslashes, unicode. */
const STORED = [
  `It's "quoted" and ''doubled''`,
  `Robert'); DROP TABLE interviews;--`,
  `100% off_sale \\ back\\slash`,
  `Ünïcödé façade 🙂 日本語`,
];
/** What is searched for: each must find exactly the texts holding it (ignoring case), or nothing. */
const NEEDLES = [
  `'`,
  `''`,
  `"`,
  `');--`,
  `;--`,
  `%`,
  `_`,
  `\\`,
  `\\ b`,
  `ÜNÏCÖDÉ`,
  `🙂`,
  `日本`,
  `%'--`,
  `a_b%`,
];
const NUL = 'a\u0000b';

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

// Every list and search that takes text, fed the texts hand-made SQL gets wrong: the right
// rows or a 400 naming the field, never a 500.
describe.each(DATABASE_KINDS)('hostile text in lists, searches and filters (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  /** Every interview of survey cx with its text answers, from PostgreSQL. */
  let texts: Map<number, { comment: string | null; all: string[] }>;
  let alerts: Array<{ id: number; interviewId: number }>;
  let contacts: Array<{ id: number; name: string; email: string | null; interviewId: number | null }>;

  beforeAll(async () => {
    t = await seededApp(kind, 800);
    cookie = await signIn(t.app, 'admin');
    const db = t.database.db;
    const survey = (await t.services.catalog.survey(1, 'cx'))!;
    const store = survey.organisation.unitsByExtName.get('s001')!;
    const comment = survey.questionsByExtName.get('comment')!.id;
    const hostile = await insertInterviews(
      db,
      survey.universeId,
      survey.id,
      STORED.map((text, i) => ({
        unitId: store.id,
        date: new Date(Date.UTC(2026, 5, 10, 10, i)),
        externalId: `hostile-${i}`,
        answers: [{ questionId: comment, value: null, textValue: text }],
      })),
    );
    // an alert on each, and contacts who answered with them, named with the same texts
    const rule = await db
      .selectFrom('alert_rules')
      .select('id')
      .where('survey_id', '=', survey.id)
      .executeTakeFirstOrThrow();
    await insertAlerts(
      db,
      survey,
      hostile.map((interviewId) => ({
        interviewId,
        unitId: store.id,
        ruleId: rule.id,
        title: 'Hostile',
        description: '',
        assigneeUserId: null,
        dueAt: new Date('2026-06-20T00:00:00Z'),
      })),
    );
    const picked = await sql<{ id: number }>`
      SELECT c.id::int AS id FROM contacts c JOIN samples s ON s.id = c.sample_id
      WHERE s.survey_id = ${survey.id} ORDER BY c.id DESC LIMIT ${STORED.length}`.execute(db);
    for (const [i, { id }] of picked.rows.entries()) {
      await db
        .updateTable('contacts')
        .set({ name: STORED[i], interview_id: hostile[i], state: 'completed' })
        .where('id', '=', id)
        .execute();
    }
    await raiseLoadCount(db, survey.id);
    t.services.analytics.changed(survey.id);

    const answers = await sql<{ id: number; ext_name: string; text_value: string }>`
      SELECT a.interview_id::int AS id, q.ext_name, a.text_value
      FROM answers a JOIN questions q ON q.id = a.question_id JOIN interviews i ON i.id = a.interview_id
      WHERE i.survey_id = ${survey.id} AND q.type = 'text' AND a.text_value <> ''`.execute(db);
    const ids = await db.selectFrom('interviews').select('id').where('survey_id', '=', survey.id).execute();
    texts = new Map(ids.map((r) => [Number(r.id), { comment: null, all: [] }]));
    for (const a of answers.rows) {
      const entry = texts.get(a.id)!;
      entry.all.push(a.text_value);
      if (a.ext_name === 'comment') entry.comment = a.text_value;
    }
    alerts = (
      await db
        .selectFrom('alerts')
        .select(['id', 'interview_id'])
        .where('survey_id', '=', survey.id)
        .execute()
    ).map((a) => ({ id: Number(a.id), interviewId: Number(a.interview_id) }));
    contacts = (
      await sql<{ id: number; name: string; email: string | null; interview_id: number | null }>`
        SELECT c.id::int AS id, c.name, c.email, c.interview_id::int AS interview_id
        FROM contacts c JOIN samples s ON s.id = c.sample_id WHERE s.survey_id = ${survey.id}`.execute(db)
    ).rows.map((c) => ({ id: c.id, name: c.name, email: c.email, interviewId: c.interview_id }));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const filtered = (needle: string) =>
    path(`org,all;${encodeFilterToken(new Map([['comment', [`${needle}~`]]]))}`);
  const commentHas = (id: number, needle: string) => contains(texts.get(id)?.comment ?? '', needle);
  const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

  /** Every page of a list; each page must answer 200. */
  async function everything<T extends { nextCursor: string | null }>(first: string): Promise<T[]> {
    const pages: T[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`${first}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as T;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    expect(cursor).toBeNull();
    return pages;
  }

  it('the comment filter finds exactly the comments holding the text, on every list and in the KPIs', async () => {
    for (const needle of NEEDLES) {
      const want = sorted([...texts.keys()].filter((id) => commentHas(id, needle)));
      const comments = await everything<TCommentsResponse>(
        `/api/vuejs/comments/cx/${filtered(needle)}?limit=100`,
      );
      const commented = new Set(comments.flatMap((p) => p.items.map((c) => c.interviewId)));
      expect(sorted(commented), needle).toEqual(want);
      for (const item of comments.flatMap((p) => p.items)) expect(contains(item.text, needle)).toBe(true);

      const interviews = await everything<TInterviewList>(
        `/api/vuejs/interviews/cx/${filtered(needle)}?limit=100`,
      );
      expect(sorted(interviews.flatMap((p) => p.items.map((i) => i.id))), needle).toEqual(want);

      const kpis = await get(`/api/vuejs/analytics/kpis/cx/${filtered(needle)}`);
      expect(kpis.statusCode, kpis.body).toBe(200);
      expect((kpis.json() as TKpiResponse).nInterviews, needle).toBe(want.length);

      const alertPages = await everything<TAlertList>(`/api/vuejs/alerts/cx/${filtered(needle)}?limit=100`);
      const wantAlerts = alerts.filter((a) => commentHas(a.interviewId, needle)).map((a) => a.id);
      expect(sorted(alertPages.flatMap((p) => p.items.map((a) => a.id))), needle).toEqual(sorted(wantAlerts));

      // contacts who answered are listed when their interview passes; the others have nothing to test
      const samplePages = await everything<TSampleList>(
        `/api/vuejs/samples/cx/${filtered(needle)}?limit=100`,
      );
      const wantContacts = contacts.filter(
        (c) => c.interviewId === null || commentHas(c.interviewId, needle),
      );
      expect(sorted(samplePages.flatMap((p) => p.items.map((c) => c.id))), needle).toEqual(
        sorted(wantContacts.map((c) => c.id)),
      );
    }
    // the stored texts are found as themselves
    for (const text of STORED) {
      const comments = await everything<TCommentsResponse>(
        `/api/vuejs/comments/cx/${filtered(text)}?limit=100`,
      );
      expect(comments.flatMap((p) => p.items.map((c) => c.text))).toContain(text);
    }
  });

  it('the interview search finds exactly the interviews with a text answer holding the text', async () => {
    for (const needle of NEEDLES) {
      const want = sorted(
        [...texts].filter(([, v]) => v.all.some((x) => contains(x, needle))).map(([id]) => id),
      );
      const pages = await everything<TInterviewList>(
        `/api/vuejs/interviews/cx/${path('org,all')}?limit=100&search=${encodeURIComponent(needle)}`,
      );
      expect(sorted(pages.flatMap((p) => p.items.map((i) => i.id))), needle).toEqual(want);
    }
  });

  it('the sample search finds exactly the contacts whose name or e-mail holds the text', async () => {
    // case as stored: folding of non-ASCII letters depends on the database's locale
    for (const needle of [...NEEDLES.filter((n) => n !== 'ÜNÏCÖDÉ'), 'Ünïcödé']) {
      const want = contacts.filter((c) => contains(c.name, needle) || contains(c.email ?? '', needle));
      const pages = await everything<TSampleList>(
        `/api/vuejs/samples/cx/${path('org,all')}?limit=100&search=${encodeURIComponent(needle)}`,
      );
      expect(sorted(pages.flatMap((p) => p.items.map((c) => c.id))), needle).toEqual(
        sorted(want.map((c) => c.id)),
      );
    }
  });

  it('a NUL character is refused with the field named, or finds nothing; never a 500', async () => {
    for (const url of [
      `/api/vuejs/interviews/cx/${path('org,all')}?search=${encodeURIComponent(NUL)}`,
      `/api/vuejs/samples/cx/${path('org,all')}?search=${encodeURIComponent(NUL)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.field).toBe('search');
    }
    for (const list of ['comments', 'interviews', 'alerts', 'samples', 'analytics/kpis']) {
      const response = await get(`/api/vuejs/${list}/cx/${filtered(NUL)}`);
      if (response.statusCode === 400) {
        expect(response.json().error.field, list).toBe('comment');
        continue;
      }
      expect(response.statusCode, `${list}: ${response.body}`).toBe(200);
      const body = response.json();
      if (list === 'analytics/kpis') expect(body.nInterviews).toBe(0);
      else if (list === 'samples')
        expect(body.items.every((c: { interviewId: number | null }) => c.interviewId === null)).toBe(true);
      else expect(body.items).toEqual([]);
    }
  });

  it('a cursor that is not ours is a 400 naming the cursor, on every list', async () => {
    for (const cursor of ["1'; DROP TABLE alerts;--", '%00', 'eyJhIjoxfQ', '12345', '']) {
      for (const list of ['comments', 'interviews', 'alerts', 'samples']) {
        const response = await get(
          `/api/vuejs/${list}/cx/${path('org,all')}?cursor=${encodeURIComponent(cursor)}`,
        );
        if (cursor === '') {
          expect(response.statusCode, list).toBe(200);
          continue;
        }
        expect(response.statusCode, `${list} ${cursor}`).toBe(400);
        expect(response.json().error.field).toBe('cursor');
      }
    }
  });
});
