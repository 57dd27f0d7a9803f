import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TConfigBlockContents, TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import type { TSurveyCreate, TSurveyList } from '@opinio/domain/schemas/survey-admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

type Blocks = TConfigBlockContents;

describe.each(DATABASE_KINDS)('the survey list and new surveys (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let rootInAcme: string;
  let guestId: number;

  beforeAll(async () => {
    t = await seededApp(kind, 300);
    root = await signIn(t.app, 'root', { universe: 'demo' });
    rootInAcme = await signIn(t.app, 'root', { universe: 'acme' });
    guestId = (
      await t.database.db
        .selectFrom('surveys')
        .select('id')
        .where('ext_name', '=', 'guest')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/list/cx${query}`,
      headers: { cookie: root, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TSurveyList).surveys;
  };
  const create = (body: TSurveyCreate) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/create/cx',
      headers: { cookie: root, ...CSRF_HEADER },
      payload: body,
    });
  const blocksOf = async (surveyId: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/surveys/configblocks/cx/${surveyId}`,
      headers: { cookie: root },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as TConfigBlocks;
    return Object.fromEntries(answer.blocks.map((b) => [b.name, b.content])) as Blocks;
  };
  const created = async (body: TSurveyCreate) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; extName: string; universe: string };
  };
  const questionsOf = (surveyId: number) =>
    t.database.db
      .selectFrom('questions')
      .select(['ext_name', 'title', 'type', 'min_value', 'max_value', 'options', 'source', 'role', 'hidden'])
      .where('survey_id', '=', surveyId)
      .orderBy('position')
      .execute();

  it("lists every universe's surveys with the counts PostgreSQL counts", async () => {
    const surveys = await list();
    expect(surveys.map((s) => [s.universe, s.extName])).toEqual([
      ['acme', 'guest'],
      ['demo', 'cx'],
    ]);
    const counted = await sql<{
      id: number;
      interviews: string;
      last: Date | null;
      alerts: string;
      load: string;
    }>`
      SELECT s.id,
        (SELECT count(*) FROM interviews i WHERE i.survey_id = s.id) AS interviews,
        (SELECT max(interview_date) FROM interviews i WHERE i.survey_id = s.id) AS last,
        (SELECT count(*) FROM alerts a WHERE a.survey_id = s.id AND a.state NOT IN ('solved', 'closed')) AS alerts,
        s.load_count AS load
      FROM surveys s`.execute(t.database.db);
    for (const row of counted.rows) {
      const listed = surveys.find((s) => s.id === row.id)!;
      expect(listed).toMatchObject({
        interviews: Number(row.interviews),
        lastInterviewAt: row.last ? new Date(row.last).toISOString() : null,
        openAlerts: Number(row.alerts),
        loadCount: Number(row.load),
      });
    }
    const cx = surveys.find((s) => s.extName === 'cx')!;
    expect(cx).toMatchObject({ title: 'Customer satisfaction', universeTitle: 'Nordic Retail' });
    expect(cx.interviews).toBe(300);
    expect(cx.openAlerts).toBeGreaterThan(0);
  });

  it("titles are in the request's language; a search looks in names, titles and universes", async () => {
    const finnish = await list('', { 'accept-language': 'fi' });
    expect(finnish.find((s) => s.extName === 'cx')!.title).toBe('Asiakastyytyväisyys');
    const found = async (search: string) => (await list(`?search=${path(search)}`)).map((s) => s.extName);
    expect(await found('ACME')).toEqual(['guest']);
    expect(await found('nordic')).toEqual(['cx']);
    // every language's title is searched: both Finnish titles begin with "Asiakas"
    expect(await found('asiakas')).toEqual(['guest', 'cx']);
    expect(await found('GUE')).toEqual(['guest']);
    expect(await found('nothing like it')).toEqual([]);
  });

  it('creates a blank survey: one organisation unit named after the universe, an overview page', async () => {
    const survey = await created({
      universe: 'acme',
      extName: 'blank',
      title: { en: 'Blank', fi: 'Tyhjä', sv: 'Tom' },
      from: { kind: 'blank' },
    });
    expect(survey).toMatchObject({ extName: 'blank', universe: 'acme' });
    const blocks = await blocksOf(survey.id);
    expect(blocks.general).toMatchObject({ title: { en: 'Blank', fi: 'Tyhjä', sv: 'Tom' }, startFilter: '' });
    expect(blocks.pages).toEqual([
      {
        extName: 'overview',
        title: { en: 'Overview', fi: 'Yleiskatsaus', sv: 'Översikt' },
        icon: 'dashboard',
        selectionInterval: null,
        components: [{ type: 'KpiTiles', title: null, config: {} }],
      },
    ]);
    expect(blocks.views).toEqual([
      {
        extName: 'org',
        title: { en: 'Organisation', fi: 'Organisaatio', sv: 'Organisation' },
        kind: 'units',
      },
    ]);
    expect(blocks.indicators).toEqual([]);
    expect([blocks.standardFilterSet, blocks.timeFilterSet]).toEqual([[], []]);
    expect(Object.values(blocks.reportFlags).every((flag) => flag === false)).toBe(true);
    const units = await t.database.db
      .selectFrom('units')
      .innerJoin('views', 'views.id', 'units.view_id')
      .select(['units.ext_name', 'units.title'])
      .where('views.survey_id', '=', survey.id)
      .execute();
    expect(units).toEqual([{ ext_name: 'all', title: 'Acme Hotels' }]);
    // a new survey is there at once for the universe's users, and its dashboard answers
    const kpis = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/blank/${path('org,all')}`,
      headers: { cookie: rootInAcme },
    });
    expect(kpis.statusCode, kpis.body).toBe(200);
    expect((kpis.json() as TKpiResponse).tiles).toEqual([]);
    expect((await list('?search=blank')).map((s) => [s.extName, s.interviews])).toEqual([['blank', 0]]);
  });

  it('creates surveys from the templates: the demo CX survey and a small NPS survey', async () => {
    const cx = await created({
      universe: 'demo',
      extName: 'cx_copy',
      title: 'CX two',
      from: { kind: 'template', template: 'cx' },
    });
    const cxBlocks = await blocksOf(cx.id);
    const demoCx = (await list('?search=nordic')).find((s) => s.extName === 'cx')!;
    expect(cxBlocks.pages).toEqual((await blocksOf(demoCx.id)).pages);
    expect(cxBlocks.general.title).toBe('CX two');

    const nps = await created({
      universe: 'acme',
      extName: 'nps',
      title: 'NPS',
      from: { kind: 'template', template: 'nps' },
    });
    const npsBlocks = await blocksOf(nps.id);
    expect(npsBlocks.pages[0].components.map((c) => c.type)).toEqual([
      'KpiTiles',
      'TrendChart',
      'CommentList',
    ]);
    expect(npsBlocks.indicators.map((i) => [i.extName, i.kind, i.question])).toEqual([['nps', 'nps', 'nps']]);
    expect((await questionsOf(nps.id)).map((q) => [q.ext_name, q.type, q.min_value, q.max_value])).toEqual([
      ['nps', 'number', 0, 10],
      ['comment', 'text', null, null],
    ]);
    const kpis = await t.app.inject({
      method: 'GET',
      url: `/api/vuejs/analytics/kpis/nps/${path('org,all')}`,
      headers: { cookie: rootInAcme },
    });
    expect((kpis.json() as TKpiResponse).tiles.map((tile) => tile.indicator)).toEqual(['nps']);
  });

  it("copies another universe's survey: its configuration and questions, not its interviews", async () => {
    await t.database.db
      .updateTable('questions')
      .set({ source: 'background', hidden: true })
      .where('survey_id', '=', guestId)
      .where('ext_name', '=', 'comment')
      .execute();
    const copy = await created({
      universe: 'demo',
      extName: 'guest_copy',
      title: 'Guests',
      from: { kind: 'copy', surveyId: guestId },
    });
    const [source, target] = [await blocksOf(guestId), await blocksOf(copy.id)];
    expect(target).toEqual({ ...source, general: { ...source.general, title: 'Guests' } });
    expect(await questionsOf(copy.id)).toEqual(await questionsOf(guestId));
    const unitCount = async (surveyId: number) =>
      (
        await t.database.db
          .selectFrom('units')
          .innerJoin('views', 'views.id', 'units.view_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('views.survey_id', '=', surveyId)
          .executeTakeFirstOrThrow()
      ).n;
    expect(await unitCount(copy.id)).toBe(await unitCount(guestId));
    expect((await list('?search=guests')).map((s) => [s.extName, s.universe, s.interviews])).toEqual([
      ['guest_copy', 'demo', 0],
    ]);
  });

  it('refuses an extName the universe has (409), an unknown universe and an unknown source (400)', async () => {
    const taken = await create({ universe: 'demo', extName: 'cx', title: 'Again', from: { kind: 'blank' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'already_exists', field: 'extName' });
    const nowhere = await create({ universe: 'nowhere', extName: 'x', title: 'X', from: { kind: 'blank' } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.field).toBe('universe');
    const missing = await create({
      universe: 'demo',
      extName: 'y',
      title: 'Y',
      from: { kind: 'copy', surveyId: 999_999 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('from.surveyId');
    expect((await list('?search=demo')).map((s) => s.extName)).toEqual(['cx', 'cx_copy', 'guest_copy']);
  });
});
