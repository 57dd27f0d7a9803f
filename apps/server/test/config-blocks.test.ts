import { configReferenceIssues } from '@opinio/domain/config-references';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import {
  CONFIG_BLOCK_NAMES,
  CONFIG_BLOCKS,
  type ConfigBlockName,
  type TConfigBlockContents,
  type TConfigBlockHistory,
  type TConfigBlocks,
} from '@opinio/domain/schemas/config-blocks';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAdminDb } from '#survey-admin/survey-admin-tables.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { openSse } from './sse-client.ts';

type Blocks = TConfigBlockContents;

describe.each(DATABASE_KINDS)('configuration blocks (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  const cookies: Record<string, string> = {};
  let cxId: number;
  let guestId: number;

  beforeAll(async () => {
    t = await seededApp(kind, 300);
    for (const user of ['admin', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    const surveys = await t.database.db.selectFrom('surveys').select(['id', 'ext_name']).execute();
    cxId = surveys.find((s) => s.ext_name === 'cx')!.id;
    guestId = surveys.find((s) => s.ext_name === 'guest')!.id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user = 'root') =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const blocksOf = async (surveyId = cxId) => {
    const response = await call('GET', `/api/vuejs/surveys/configblocks/cx/${surveyId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TConfigBlocks;
  };
  const blockOf = async <N extends ConfigBlockName>(name: N, surveyId = cxId) => {
    const block = (await blocksOf(surveyId)).blocks.find((b) => b.name === name)!;
    return { ...block, content: block.content as Blocks[N] };
  };
  const save = async (name: ConfigBlockName, content: unknown, surveyId = cxId, baseVersion?: number) =>
    call('POST', `/api/vuejs/surveys/configblocks/cx/${surveyId}`, {
      name,
      content,
      baseVersion: baseVersion ?? (await blockOf(name, surveyId)).version,
      comment: `saved ${name}`,
    });
  const cxOf = async (user: string) => {
    const response = await call('POST', '/api/vuejs/auth/validatecookie', {}, user);
    return (response.json() as { surveys: TSurvey[] }).surveys.find((s) => s.extName === 'cx')!;
  };
  const surveyRow = (id = cxId) =>
    t.database.db.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("answers the tables' configuration as blocks, each at version 1, fitting its schema", async () => {
    const answer = await blocksOf();
    expect(answer.blocks.map((b) => b.name)).toEqual(CONFIG_BLOCK_NAMES);
    for (const block of answer.blocks) {
      expect(block, block.name).toMatchObject({ version: 1, savedBy: null });
      expect(CONFIG_BLOCKS[block.name].safeParse(block.content).success, block.name).toBe(true);
    }
    const blocks = Object.fromEntries(answer.blocks.map((b) => [b.name, b.content])) as Blocks;
    const db = t.database.db;
    const pages = await db
      .selectFrom('pages')
      .select(['id', 'ext_name', 'icon'])
      .where('survey_id', '=', cxId)
      .orderBy('position')
      .execute();
    expect(blocks.pages.map((p) => p.extName)).toEqual(pages.map((p) => p.ext_name));
    for (const [i, page] of pages.entries()) {
      const components = await db
        .selectFrom('page_components')
        .select(['type', 'config'])
        .where('page_id', '=', page.id)
        .orderBy('position')
        .execute();
      expect(blocks.pages[i].components.map((c) => [c.type, c.config])).toEqual(
        components.map((c) => [c.type, c.config]),
      );
    }
    const row = await surveyRow();
    expect(blocks.reportFlags.enableAlertsReport).toBe(row.enable_alerts_report);
    expect(blocks.reportFlags.enablePDFBenchmarkReport).toBe(row.enable_pdf_benchmark_report);
    expect(blocks.general).toMatchObject({ startFilter: row.start_filter, title: row.title });
    const questions = await db
      .selectFrom('questions')
      .select(['ext_name as extName', 'type'])
      .where('survey_id', '=', cxId)
      .execute();
    expect(configReferenceIssues(blocks, { questions, organisationView: 'org' })).toEqual([]);
  });

  it("a saved pages block is what a regional manager's identity shows, and their stream hears of it", async () => {
    const stream = await openSse(`${base}/api/vuejs/events/stream`, { cookie: cookies.regional }, 5000);
    const published: unknown[] = [];
    const unsubscribe = t.services.live.subscribe((event) => published.push(event));
    try {
      await new Promise((r) => setTimeout(r, 100));
      const before = await surveyRow();
      const pages = await blockOf('pages');
      const trends = pages.content.findIndex((p) => p.extName === 'trends');
      pages.content[trends].components.push({
        type: 'KpiTiles',
        title: { en: 'Saved tiles', fi: 'Tallennetut', sv: 'Sparade' },
        config: { indicators: ['nps', 'csat'] },
      });
      const response = await save('pages', pages.content, cxId, pages.version);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        name: 'pages',
        version: 2,
        configVersion: before.config_version + 1,
      });
      const after = await surveyRow();
      expect(Number(after.load_count)).toBe(Number(before.load_count) + 1);
      const page = (await cxOf('regional')).pages.find((p) => p.extname === 'trends')!;
      expect(page.components.at(-1)).toMatchObject({
        type: 'KpiTiles',
        title: 'Saved tiles',
        config: { indicators: ['nps', 'csat'] },
      });
      expect((await blockOf('pages')).content).toEqual(pages.content);
      const loadCount = await stream.waitFor((e) => e.event === 'loadcount');
      expect(loadCount?.data).toMatchObject({ survey: 'cx', loadCount: Number(after.load_count) });
      expect(published).toContainEqual(
        expect.objectContaining({ type: 'config', survey: 'cx', configVersion: after.config_version }),
      );
      const event = await stream.waitFor((e) => e.event === 'config');
      expect(event?.data).toMatchObject({ survey: 'cx', configVersion: after.config_version });
    } finally {
      unsubscribe();
      await stream.close();
    }
  });

  it("a saved system message is what the identity shows, in the reader's language", async () => {
    const message = {
      text: 'Maintenance tonight',
      texts: { fi: 'Huoltokatko tänään' },
      backgroundColor: '#FF0000',
      textColor: 'white',
      link: null,
      icon: 'info',
    };
    const response = await save('systemMessage', message);
    expect(response.statusCode, response.body).toBe(200);
    expect((await cxOf('regional')).systemMessage).toMatchObject({
      text: 'Maintenance tonight',
      texts: { fi: 'Huoltokatko tänään' },
      backgroundColor: '#FF0000',
    });
    expect((await blockOf('systemMessage')).content).toEqual(message);
    // a message without colours is black on red
    const { backgroundColor: _bg, textColor: _fg, ...plain } = message;
    const saved = await save('systemMessage', plain);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await cxOf('regional')).systemMessage).toMatchObject({
      backgroundColor: 'red',
      textColor: 'black',
    });
  });

  it('a block with a bad field answers 400 naming its path, and nothing changes', async () => {
    const before = await blocksOf();
    const pages = (await blockOf('pages')).content;
    const flags = (await blockOf('reportFlags')).content;
    const cases: Array<[ConfigBlockName, unknown, string]> = [
      [
        'pages',
        pages.map((p, i) =>
          i === 0 ? { ...p, components: [{ type: 'Nope', title: null, config: {} }] } : p,
        ),
        'content[0].components[0].type',
      ],
      ['pages', pages.map((p, i) => (i === 1 ? { ...p, extra: true } : p)), 'content[1].extra'],
      ['reportFlags', { ...flags, enableAlertsReport: 'yes' }, 'content.enableAlertsReport'],
      ['general', { title: 'x', defaultLocale: 'en', startFilter: '' }, 'content.alertFilter'],
      // a text PostgreSQL cannot store
      [
        'pages',
        pages.map((p, i) => (i === 2 ? { ...p, title: { fi: 'a\u0000b' } } : p)),
        'content[2].title.fi',
      ],
    ];
    for (const [name, content, field] of cases) {
      const response = await save(name, content);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json();
      expect(error.field).toBe(field);
      expect(error.issues[0]).toMatchObject({ path: field, message: expect.any(String) });
    }
    expect(await blocksOf()).toEqual(before);
  });

  it('a reference to what is not there answers 400 with its path; a rename of the organisation too', async () => {
    const before = await blocksOf();
    const pages = (await blockOf('pages')).content;
    const trends = pages.findIndex((p) => p.extName === 'trends');
    pages[trends].components[0].config = { indicator: 'nope', bucket: 'month' };
    const response = await save('pages', pages);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: `content[${trends}].components[0].config.indicator`,
      message: 'The survey has no indicator nope',
    });

    const views = (await blockOf('views')).content;
    views[0].extName = 'stores';
    const renamed = await save('views', views);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.field).toBe('content[0].extName');
    expect(renamed.json().error.message).toMatch(/keeps its name org/);

    // indicators the pages name cannot go: the issue is the pages block's
    const indicators = (await blockOf('indicators')).content.filter((i) => i.extName !== 'csat');
    const dropped = await save('indicators', indicators);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.field).toMatch(/^pages\[\d+\]\.components\[\d+\]\.config\./);
    expect(await blocksOf()).toEqual(before);
  });

  it('a save from an older version answers 409 and changes nothing', async () => {
    const general = await blockOf('general');
    expect((await save('general', { ...general.content, startFilter: '' })).statusCode).toBe(200);
    const stale = await save(
      'general',
      { ...general.content, alertFilter: 'ftime=rdays:-7:0' },
      cxId,
      general.version,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('changed_meanwhile');
    expect((await blockOf('general')).content).toEqual({ ...general.content, startFilter: '' });
  });

  it('lists versions newest first with who saved them; a rollback saves an earlier content anew', async () => {
    const history = async () => {
      const response = await call('GET', `/api/vuejs/surveys/configblocks/versions/cx/${cxId}/pages`);
      expect(response.statusCode).toBe(200);
      return (response.json() as TConfigBlockHistory).versions;
    };
    const versions = await history();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ savedBy: 'root', comment: 'saved pages' });
    expect(versions[1]).toMatchObject({ savedBy: null, comment: 'Initial configuration' });

    const rollback = await call('POST', `/api/vuejs/surveys/configblocks/rollback/cx/${cxId}`, {
      name: 'pages',
      version: 1,
      baseVersion: 2,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json()).toMatchObject({ name: 'pages', version: 3 });
    expect((await blockOf('pages')).content).toEqual(versions[1].content);
    expect((await history())[0]).toMatchObject({
      version: 3,
      comment: 'Rolled back to version 1',
      savedBy: 'root',
    });
    const trends = (await cxOf('regional')).pages.find((p) => p.extname === 'trends')!;
    expect(trends.components.some((c) => c.title === 'Saved tiles')).toBe(false);
  });

  it('a rollback to a version that no longer fits answers 400', async () => {
    const indicators = (await blockOf('indicators')).content;
    const extra = { ...indicators[2], extName: 'staff2' };
    expect((await save('indicators', [...indicators, extra])).statusCode).toBe(200);
    const pages = await blockOf('pages');
    const naming = structuredClone(pages.content);
    naming[0].components[0].config = { indicators: ['staff2'] };
    expect((await save('pages', naming)).statusCode).toBe(200);
    expect((await save('pages', pages.content)).statusCode).toBe(200);
    expect((await save('indicators', indicators)).statusCode).toBe(200);
    const rollback = await call('POST', `/api/vuejs/surveys/configblocks/rollback/cx/${cxId}`, {
      name: 'pages',
      version: pages.version + 1,
      baseVersion: pages.version + 2,
    });
    expect(rollback.statusCode).toBe(400);
    expect(rollback.json().error.field).toBe('content[0].components[0].config.indicators[0]');
    const none = await call('POST', `/api/vuejs/surveys/configblocks/rollback/cx/${cxId}`, {
      name: 'pages',
      version: 99,
      baseVersion: pages.version + 2,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('version');
    const huge = await call('POST', `/api/vuejs/surveys/configblocks/rollback/cx/${cxId}`, {
      name: 'pages',
      version: 1e15,
      baseVersion: pages.version + 2,
    });
    expect(huge.statusCode).toBe(400);
  });

  it('saved indicators are the tiles the next dashboard call answers', async () => {
    const kpis = async () => {
      const response = await call(
        'GET',
        `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
        undefined,
        'admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TKpiResponse).tiles;
    };
    expect((await kpis()).map((tile) => tile.indicator)).toEqual(['nps', 'csat', 'staff', 'speed']);
    const indicators = (await blockOf('indicators')).content.filter((i) => i.extName !== 'speed');
    indicators.push({
      extName: 'overall',
      title: { en: 'Overall', fi: 'Kokonaisuus', sv: 'Helhet' },
      kind: 'mean',
      question: 'sat_overall',
      decimals: 1,
      thresholds: null,
    });
    expect((await save('indicators', indicators)).statusCode).toBe(200);
    const tiles = await kpis();
    expect(tiles.map((tile) => tile.indicator)).toEqual(['nps', 'csat', 'staff', 'overall']);
    expect(tiles[3]).toMatchObject({ title: 'Overall', value: expect.any(Number) });
  });

  it("a root user of demo administers acme's survey by id: acme's tables change, not demo's", async () => {
    const guest = await blockOf('general', guestId);
    expect(guest.content.title).toMatchObject({ en: 'Guest feedback' });
    const cxBefore = await blocksOf();
    const response = await save('general', { ...guest.content, startFilter: 'ftime=rdays:-30:0' }, guestId);
    expect(response.statusCode, response.body).toBe(200);
    expect((await surveyRow(guestId)).start_filter).toBe('ftime=rdays:-30:0');
    expect(await blocksOf()).toEqual(cxBefore);
    const versions = await surveyAdminDb(t.database.db)
      .selectFrom('config_block_versions')
      .select('universe_id')
      .where('survey_id', '=', guestId)
      .execute();
    const acme = await universeIdOf(t.database.db, 'acme');
    expect(new Set(versions.map((v) => v.universe_id))).toEqual(new Set([acme]));
  });

  it('starts a block from the defaults of a blank survey, with the survey’s organisation', async () => {
    const views = await call('GET', `/api/vuejs/surveys/configblocks/create/cx/${cxId}/views`);
    expect(views.statusCode).toBe(200);
    expect(views.json()).toEqual({
      name: 'views',
      content: [{ extName: 'org', title: 'Organisation', kind: 'units' }],
    });
    const pages = await call('GET', `/api/vuejs/surveys/configblocks/create/cx/${cxId}/pages`);
    expect(pages.json().content[0].components).toEqual([{ type: 'KpiTiles', title: null, config: {} }]);
  });

  it('is for root users: an administrator gets 403 from every call', async () => {
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/vuejs/surveys/list/cx'],
      [
        'POST',
        '/api/vuejs/surveys/create/cx',
        { universe: 'demo', extName: 'x', title: 'X', from: { kind: 'blank' } },
      ],
      ['GET', `/api/vuejs/surveys/configblocks/cx/${cxId}`],
      ['GET', `/api/vuejs/surveys/configblocks/create/cx/${cxId}/pages`],
      ['GET', `/api/vuejs/surveys/configblocks/versions/cx/${cxId}/pages`],
      [
        'POST',
        `/api/vuejs/surveys/configblocks/cx/${cxId}`,
        { name: 'systemMessage', content: null, baseVersion: 1 },
      ],
      [
        'POST',
        `/api/vuejs/surveys/configblocks/rollback/cx/${cxId}`,
        { name: 'pages', version: 1, baseVersion: 1 },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, payload, 'admin');
      expect(response.statusCode, url).toBe(403);
    }
  });
});
