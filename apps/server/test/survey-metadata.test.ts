import type { TDistributionResponse, TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import type { TMetadata, TMetaInterviewData } from '@opinio/domain/schemas/survey-admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#live/live-events.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

describe.each(DATABASE_KINDS)('survey metadata and background variables (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let cx: number;
  let guest: number;
  /** Two interviews of cx and one of guest (acme). */
  let cxInterview: number;
  let otherCxInterview: number;
  let guestInterview: number;
  const events: LiveEvent[] = [];

  beforeAll(async () => {
    t = await seededApp(kind, 300);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    cookies.admin = await signIn(t.app, 'admin');
    const surveys = await t.database.db.selectFrom('surveys').select(['id', 'ext_name']).execute();
    cx = surveys.find((s) => s.ext_name === 'cx')!.id;
    guest = surveys.find((s) => s.ext_name === 'guest')!.id;
    const first = (surveyId: number) =>
      t.database.db
        .selectFrom('interviews')
        .select('id')
        .where('survey_id', '=', surveyId)
        .orderBy('id')
        .limit(2)
        .execute();
    [cxInterview, otherCxInterview] = (await first(cx)).map((r) => Number(r.id));
    guestInterview = Number((await first(guest))[0].id);
    t.services.live.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user = 'root') =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[user], ...(method === 'POST' ? CSRF_HEADER : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const metadata = async (surveyId = cx) => {
    const response = await call('GET', `/api/vuejs/surveys/metadata/cx/${surveyId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TMetadata;
  };
  const save = (body: Record<string, unknown>, surveyId = cx, user = 'root') =>
    call('POST', `/api/vuejs/surveys/metaproperty/cx/${surveyId}`, body, user);
  const interviewData = (interviewId: number, surveyId = cx) =>
    call('GET', `/api/vuejs/surveys/metainterviewdata/cx/${surveyId}/${interviewId}`);
  const setValues = (interviewId: number, values: Record<string, unknown>, surveyId = cx) =>
    call('POST', `/api/vuejs/surveys/metainterviewdata/cx/${surveyId}`, { interviewId, values });
  const versions = async (surveyId = cx) =>
    t.database.db
      .selectFrom('surveys')
      .select(['config_version', 'load_count'])
      .where('id', '=', surveyId)
      .executeTakeFirstOrThrow()
      .then((r) => ({ config: r.config_version, load: Number(r.load_count) }));
  const expectError = (response: { statusCode: number; body: string }, status: number, field: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(JSON.parse(response.body).error.field, response.body).toBe(field);
  };

  it('lists the questions in order with their properties and answer counts as SQL counts them', async () => {
    const { questions } = await metadata();
    expect(questions.map((q) => q.extName)).toEqual([
      'nps',
      'sat_overall',
      'sat_staff',
      'sat_speed',
      'sat_range',
      'sat_price',
      'channel',
      'visit',
      'comment',
    ]);
    const { rows } = await sql<{ ext_name: string; n: number }>`
      SELECT q.ext_name, count(a.question_id)::int AS n FROM questions q
      LEFT JOIN answers a ON a.question_id = q.id
      WHERE q.survey_id = ${cx} GROUP BY q.ext_name`.execute(t.database.db);
    for (const q of questions)
      expect(q.answers, q.extName).toBe(rows.find((r) => r.ext_name === q.extName)!.n);
    expect(questions.reduce((n, q) => n + q.answers, 0)).toBeGreaterThan(0);
    expect(questions[0]).toMatchObject({
      type: 'number',
      min: 0,
      max: 10,
      source: 'answer',
      role: null,
      hidden: false,
      title: { en: 'How likely are you to recommend us to a friend?' },
      wording: { en: 'How likely are you to recommend us to a friend or colleague?' },
      lowLabel: null,
      highLabel: null,
      page: 1,
    });
    expect(questions.find((q) => q.extName === 'comment')).toMatchObject({ wording: null, page: null });
    expect(questions.find((q) => q.extName === 'channel')!.options.map((o) => o.extName)).toEqual([
      'store',
      'web',
      'phone',
    ]);
  });

  it('is for root users only: an administrator gets 403', async () => {
    for (const response of [
      await call('GET', `/api/vuejs/surveys/metadata/cx/${cx}`, undefined, 'admin'),
      await save({ extName: 'nps', hidden: true }, cx, 'admin'),
      await call('GET', `/api/vuejs/surveys/metainterviewdata/cx/${cx}/${cxInterview}`, undefined, 'admin'),
      await call(
        'POST',
        `/api/vuejs/surveys/metainterviewdata/cx/${cx}`,
        { interviewId: cxInterview, values: {} },
        'admin',
      ),
    ])
      expect(response.statusCode, response.body).toBe(403);
    expect((await metadata()).questions.every((q) => !q.hidden)).toBe(true);
  });

  it('changes a title per language and hides a question from the interview screen', async () => {
    const before = await versions();
    const events0 = events.length;
    const titles = { en: 'Staff', fi: 'Henkilöstö', sv: 'Personalen' };
    const response = await save({ extName: 'sat_staff', title: titles });
    expect(response.statusCode, response.body).toBe(200);
    const changed = (response.json() as TMetadata).questions.find((q) => q.extName === 'sat_staff')!;
    expect(changed).toMatchObject({ title: titles, type: 'number', min: 1, max: 5, hidden: false });
    expect((await save({ extName: 'sat_price', hidden: true })).statusCode).toBe(200);
    const after = await versions();
    expect(after.config).toBe(before.config + 2);
    expect(after.load).toBe(before.load + 2);
    expect(events.slice(events0).map((e) => e.type)).toEqual(['config', 'loadcount', 'config', 'loadcount']);

    const { id: interviewId } = await t.database.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .select('a.interview_id as id')
      .where('q.survey_id', '=', cx)
      .where('q.ext_name', '=', 'sat_price')
      .orderBy('a.interview_id')
      .executeTakeFirstOrThrow();
    for (const [locale, title] of Object.entries(titles)) {
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/vuejs/interview/cx/${interviewId}`,
        headers: { cookie: cookies.admin, 'accept-language': locale },
      });
      expect(shown.statusCode, shown.body).toBe(200);
      const answers = (shown.json() as TInterviewDetails).answers;
      expect(answers.find((a) => a.question === 'sat_staff')?.title).toBe(title);
      expect(answers.some((a) => a.question === 'sat_price')).toBe(false);
      expect(answers.some((a) => a.question === 'sat_range')).toBe(true);
    }
  });

  it('sets how the questionnaire asks a question: its wording, end labels and page; null clears them', async () => {
    const saved = await save({
      extName: 'sat_range',
      wording: { en: 'How was our range?', fi: 'Millainen valikoimamme oli?' },
      lowLabel: { en: 'Poor', sv: 'Dålig' },
      highLabel: 'Great',
      page: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const range = (await metadata()).questions.find((q) => q.extName === 'sat_range');
    expect(range).toMatchObject({
      wording: { en: 'How was our range?', fi: 'Millainen valikoimamme oli?' },
      lowLabel: { en: 'Poor', sv: 'Dålig' },
      highLabel: 'Great',
      page: 7,
      title: { en: 'Product range' },
    });
    // in Swedish: the labels it has in Swedish or for every language; no Swedish wording: the title
    const sv = (await t.services.catalog.survey(await universeIdOf(t.database.db, 'demo'), 'cx', 'sv'))!;
    expect(sv.questions.find((q) => q.extName === 'sat_range')).toMatchObject({
      wording: null,
      lowLabel: 'Dålig',
      highLabel: 'Great',
      page: 7,
    });
    expectError(await save({ extName: 'channel', lowLabel: 'Low' }), 400, 'lowLabel');
    expectError(await save({ extName: 'sat_range', page: 0 }), 400, 'page');
    expectError(await save({ extName: 'sat_range', wording: { de: 'Wie?' } }), 400, 'wording');
    const cleared = await save({
      extName: 'sat_range',
      wording: null,
      lowLabel: null,
      highLabel: null,
      page: 3,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await metadata()).questions.find((q) => q.extName === 'sat_range')).toMatchObject({
      wording: null,
      lowLabel: null,
      highLabel: null,
      page: 3,
    });
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const before = await metadata();
    const version = await versions();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ extName: 'sat_overall', role: 'nps' }, 'role'],
      [{ extName: 'comment', role: 'csat' }, 'role'],
      [{ extName: 'nps', min: 5, max: 3 }, 'max'],
      [{ extName: 'channel', min: 1 }, 'min'],
      [{ extName: 'nps', options: [{ value: 1, extName: 'a', title: 'A' }] }, 'options'],
      [
        {
          extName: 'channel',
          options: [
            { value: 1, extName: 'store', title: 'Store' },
            { value: 1, extName: 'web', title: 'Web' },
          ],
        },
        'options[1].value',
      ],
      [{ extName: 'nps', source: 'background' }, 'source'],
      [{ extName: 'brand_new' }, 'type'],
      [{ extName: 'brand_new', type: 'number' }, 'source'],
      [{ extName: 'brand_new', type: 'number', source: 'answer' }, 'source'],
      [{ extName: 'Bad name', hidden: true }, 'extName'],
      [{ extName: 'nps', title: { de: 'Nein' } }, 'title'],
      [{ extName: 'nps', unknown: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      if (field) expect(JSON.parse(response.body).error.field ?? '', JSON.stringify(body)).toMatch(field);
    }
    expect(await metadata()).toEqual(before);
    expect(await versions()).toEqual(version);
  });

  it('refuses with 409 a change that stored answers no longer fit', async () => {
    const before = await metadata();
    const { rows } = await sql<{ low: number }>`
      SELECT min(a.value)::int AS low FROM answers a JOIN questions q ON q.id = a.question_id
      WHERE q.survey_id = ${cx} AND q.ext_name = 'sat_overall'`.execute(t.database.db);
    expectError(await save({ extName: 'sat_overall', min: rows[0].low + 1 }), 409, 'min');
    expectError(await save({ extName: 'nps', max: 5 }), 409, 'max');
    expectError(await save({ extName: 'nps', type: 'choice' }), 409, 'type');
    expectError(
      await save({
        extName: 'channel',
        options: [
          { value: 1, extName: 'store', title: 'Store' },
          { value: 2, extName: 'web', title: 'Web' },
        ],
      }),
      409,
      'options',
    );
    expect(await metadata()).toEqual(before);
    // a scale that keeps every stored answer inside is fine, and NPS needs 0-10
    const widened = await save({ extName: 'sat_overall', min: 0, max: 5, role: 'csat' });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await save({ extName: 'nps', role: 'nps' })).statusCode).toBe(200);
    expectError(await save({ extName: 'nps', min: 1 }), 400, 'role');
  });

  it('an unknown extName adds a background variable after the other questions', async () => {
    const before = await versions();
    const response = await save({
      extName: 'segment',
      type: 'choice',
      source: 'background',
      title: { en: 'Segment', fi: 'Segmentti', sv: 'Segment' },
      options: [
        { value: 1, extName: 'regular', title: { en: 'Regular', fi: 'Tavallinen', sv: 'Vanlig' } },
        { value: 2, extName: 'vip', title: 'VIP' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const questions = (response.json() as TMetadata).questions;
    expect(questions.at(-1)).toMatchObject({
      extName: 'segment',
      source: 'background',
      answers: 0,
      hidden: false,
    });
    expect(questions.length).toBe(10);
    expect((await versions()).config).toBe(before.config + 1);
    const model = await t.services.catalog.survey(
      (
        await t.database.db
          .selectFrom('surveys')
          .select('universe_id')
          .where('id', '=', cx)
          .executeTakeFirstOrThrow()
      ).universe_id,
      'cx',
    );
    expect(model!.questionsByExtName.get('segment')).toMatchObject({ type: 'choice', source: 'background' });
    for (const body of [
      { extName: 'spend', type: 'number', source: 'background', min: 0, max: 1000 },
      { extName: 'note', type: 'text', source: 'computed' },
    ])
      expect((await save(body)).statusCode).toBe(200);
    // a variable's source may move between background and computed, never to answer
    expect((await save({ extName: 'note', source: 'background' })).statusCode).toBe(200);
    expectError(await save({ extName: 'note', source: 'answer' }), 400, 'source');
  });

  it('reads and sets an interview’s background variables, each checked, all or nothing', async () => {
    const empty = await interviewData(cxInterview);
    expect(empty.statusCode, empty.body).toBe(200);
    expect((empty.json() as TMetaInterviewData).values).toEqual([
      { extName: 'segment', source: 'background', value: null, textValue: null },
      { extName: 'spend', source: 'background', value: null, textValue: null },
      { extName: 'note', source: 'background', value: null, textValue: null },
    ]);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ nps: 5 }, 'values.nps'],
      [{ nope: 1 }, 'values.nope'],
      [{ segment: 3 }, 'values.segment'],
      [{ spend: 1001 }, 'values.spend'],
      [{ spend: 1.5 }, 'values.spend'],
      [{ spend: 'ten' }, 'values.spend'],
      [{ note: 5 }, 'values.note'],
      [{ segment: 2, spend: 10, comment: 'x' }, 'values.comment'],
    ];
    for (const [values, field] of refusals) expectError(await setValues(cxInterview, values), 400, field);
    expect((await setValues(cxInterview, { note: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await interviewData(cxInterview)).json()).toEqual(empty.json());

    const load = (await versions()).load;
    const saved = await setValues(cxInterview, { segment: 2, spend: 120, note: 'Called back' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TMetaInterviewData).values).toEqual([
      { extName: 'segment', source: 'background', value: 2, textValue: null },
      { extName: 'spend', source: 'background', value: 120, textValue: null },
      { extName: 'note', source: 'background', value: null, textValue: 'Called back' },
    ]);
    expect((await versions()).load).toBe(load + 1);
    expect(events.at(-1)).toMatchObject({ type: 'loadcount', survey: 'cx', loadCount: load + 1 });
    // null deletes
    const cleared = await setValues(cxInterview, { spend: null, note: null });
    expect((cleared.json() as TMetaInterviewData).values.map((v) => v.value ?? v.textValue)).toEqual([
      2,
      null,
      null,
    ]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM answers a JOIN questions q ON q.id = a.question_id
      WHERE a.interview_id = ${cxInterview} AND q.ext_name IN ('segment', 'spend', 'note')`.execute(
      t.database.db,
    );
    expect(rows[0].n).toBe(1);
    // an interview of another survey
    expect((await interviewData(guestInterview)).statusCode).toBe(404);
    expect((await setValues(guestInterview, { segment: 1 })).statusCode).toBe(404);
  });

  it('a dashboard and a filter on the variable reflect the value just set', async () => {
    // one or two answers are shown only with the survey's minimum of answers at 1 (else "too few answers")
    await t.database.db.updateTable('surveys').set({ min_answers: 1 }).where('id', '=', cx).execute();
    const { universe_id: universeId } = await t.database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('id', '=', cx)
      .executeTakeFirstOrThrow();
    t.services.catalog.invalidate(universeId);
    const distribution = async () => {
      const response = await call(
        'GET',
        `/api/vuejs/analytics/distribution/cx/${path('org,all')}?question=segment`,
        undefined,
        'admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      const { bars, total } = response.json() as TDistributionResponse;
      return { total, counts: bars.map((b) => b.count) };
    };
    expect(await distribution()).toEqual({ total: 1, counts: [0, 1] });
    expect((await setValues(otherCxInterview, { segment: 2 })).statusCode).toBe(200);
    expect(await distribution()).toEqual({ total: 2, counts: [0, 2] });
    // a value changed on an interview already in the analytics table
    expect((await setValues(cxInterview, { segment: 1 })).statusCode).toBe(200);
    expect(await distribution()).toEqual({ total: 2, counts: [1, 1] });

    // a filter on the variable (added to the survey's filters as its configuration would)
    const { groups } = await t.database.db
      .selectFrom('filter_sets')
      .select('groups')
      .where('survey_id', '=', cx)
      .where('type', '=', 'standard')
      .executeTakeFirstOrThrow();
    groups[0].filters.push({
      extName: 'segment',
      title: 'Segment',
      target: 'question',
      question: 'segment',
      flags: {},
    });
    await t.database.db
      .updateTable('filter_sets')
      .set({ groups: JSON.stringify(groups) })
      .where('survey_id', '=', cx)
      .where('type', '=', 'standard')
      .execute();
    const universe = await t.database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('id', '=', cx)
      .executeTakeFirstOrThrow();
    t.services.catalog.invalidate(universe.universe_id);
    const filtered = async (token: string) => {
      const response = await call(
        'GET',
        `/api/vuejs/analytics/kpis/cx/${path(`org,all;${token}`)}`,
        undefined,
        'admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TKpiResponse).nInterviews;
    };
    expect(await filtered('segment=vip')).toBe(1);
    expect((await setValues(cxInterview, { segment: 2 })).statusCode).toBe(200);
    expect(await filtered('segment=vip')).toBe(2);
    expect(await filtered('segment=regular')).toBe(0);
    await t.database.db.updateTable('surveys').set({ min_answers: 5 }).where('id', '=', cx).execute();
    t.services.catalog.invalidate(universeId);
  });

  it("a root user in a demo session administers acme's survey: acme changes, demo does not", async () => {
    const { questions } = await metadata(guest);
    expect(questions.map((q) => q.extName)).toEqual(['nps', 'sat_overall', 'comment']);
    expect((await save({ extName: 'comment', hidden: true }, guest)).statusCode).toBe(200);
    expect(
      (await save({ extName: 'stay', type: 'number', source: 'background', min: 1, max: 30 }, guest))
        .statusCode,
    ).toBe(200);
    const hidden = await t.database.db
      .selectFrom('questions')
      .select(['survey_id', 'hidden'])
      .where('ext_name', '=', 'comment')
      .execute();
    expect(hidden.find((q) => q.survey_id === guest)!.hidden).toBe(true);
    expect(hidden.find((q) => q.survey_id === cx)!.hidden).toBe(false);
    expect((await metadata()).questions.some((q) => q.extName === 'stay')).toBe(false);
    const set = await setValues(guestInterview, { stay: 3 }, guest);
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as TMetaInterviewData).values).toEqual([
      { extName: 'stay', source: 'background', value: 3, textValue: null },
    ]);
    // cx's variables are not guest's, and a cx interview is not one of guest's
    expectError(await setValues(guestInterview, { segment: 1 }, guest), 400, 'values.segment');
    expect((await interviewData(cxInterview, guest)).statusCode).toBe(404);
    expect((await call('GET', '/api/vuejs/surveys/metadata/cx/999999')).statusCode).toBe(404);
  });
});
