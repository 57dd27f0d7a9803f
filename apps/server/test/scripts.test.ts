import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import type { TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { TScript, TScriptList, TScriptTestResult } from '@opinio/domain/schemas/survey-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

/**
 * Scripts (docs/decisions/027-script-sandbox.md) through the API: a computed variable set on
 * every ingested interview and filtered on the dashboard, libraries shared by scope, a test
 * run with console output, and scripts that loop, throw or are not valid JavaScript.
 */
const SEGMENT = `
function compute(interview) {
  console.log('interview', interview.externalId);
  return segmentOf(interview.answers.nps, interview.answers.sat_overall);
}`;
/** A global library: the survey script above calls it. */
const LIBRARY = `
function segmentOf(nps, sat) {
  if (nps == null || sat == null) return null;
  return nps >= 9 && sat >= 4 ? 'fan' : nps <= 6 && sat <= 2 ? 'critic' : 'neutral';
}`;

describe.each(DATABASE_KINDS)('scripts (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let base: string;
  let ingestKey: string;

  beforeAll(async () => {
    t = await seededApp(kind, 200);
    root = await signIn(t.app, 'root', { universe: 'demo' });
    const admin = await signIn(t.app, 'admin');
    const cx = await t.database.db
      .selectFrom('surveys')
      .select('id')
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    base = `cx/${cx.id}`;
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?name=Scripts',
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    ingestKey = (created.json() as TApiKeyCreated).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: root, ...CSRF_HEADER }, ...(payload ? { payload } : {}) });
  const save = (body: object) => call('POST', `/api/vuejs/surveys/scripts/${base}`, body);
  const ingest = (interviews: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/surveys/cx/interviews',
      headers: { authorization: `Bearer ${ingestKey}` },
      payload: { interviews },
    });
  const row = (externalId: string, nps: number, sat: number) => ({
    externalId,
    unit: 's001',
    date: '2026-06-10T09:30:00Z',
    answers: { nps, sat_overall: sat, channel: 'web' },
  });
  const segmentOf = async (externalId: string) => {
    const answer = await t.database.db
      .selectFrom('answers as a')
      .innerJoin('interviews as i', 'i.id', 'a.interview_id')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .select('a.value')
      .where('i.external_id', '=', externalId)
      .where('q.ext_name', '=', 'segment')
      .executeTakeFirst();
    return answer?.value ?? null;
  };

  let segmentScript: TScript;

  it('a computed variable set by a script on every ingested interview can be filtered on', async () => {
    const variable = await call('POST', `/api/vuejs/surveys/metaproperty/${base}`, {
      extName: 'segment',
      title: { en: 'Segment', fi: 'Segmentti', sv: 'Segment' },
      type: 'choice',
      source: 'computed',
      options: [
        { value: 1, extName: 'fan', title: 'Fan' },
        { value: 2, extName: 'neutral', title: 'Neutral' },
        { value: 3, extName: 'critic', title: 'Critic' },
      ],
    });
    expect(variable.statusCode, variable.body).toBe(200);
    const library = await save({
      scope: 'global',
      name: 'segments',
      purpose: 'library',
      target: null,
      enabled: true,
      source: LIBRARY,
      baseVersion: 0,
    });
    expect(library.statusCode, library.body).toBe(200);
    const saved = await save({
      scope: 'survey',
      name: 'segment',
      purpose: 'variable',
      target: 'segment',
      enabled: true,
      source: SEGMENT,
      baseVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    segmentScript = saved.json() as TScript;
    expect(segmentScript).toMatchObject({ version: 1, scope: 'survey', savedBy: 'root' });

    const written = await ingest([row('seg-1', 10, 5), row('seg-2', 3, 1), row('seg-3', 7, 3)]);
    expect(written.statusCode, written.body).toBe(200);
    expect((written.json() as TIngestResult).scriptFailures).toBeUndefined();
    expect([await segmentOf('seg-1'), await segmentOf('seg-2'), await segmentOf('seg-3')]).toEqual([1, 3, 2]);

    // The variable as a filter of the sidebar: a save of the standard filter set.
    const blocks = (await call('GET', `/api/vuejs/surveys/configblocks/${base}`)).json() as TConfigBlocks;
    const filters = blocks.blocks.find((b) => b.name === 'standardFilterSet')!;
    const groups = filters.content as Array<{ filters: object[] }>;
    groups[0].filters.push({
      extName: 'segment',
      title: 'Segment',
      target: 'question',
      question: 'segment',
      flags: {},
    });
    const block = await call('POST', `/api/vuejs/surveys/configblocks/${base}`, {
      name: 'standardFilterSet',
      content: groups,
      baseVersion: filters.version,
    });
    expect(block.statusCode, block.body).toBe(200);
    const fans = await call('GET', `/api/vuejs/analytics/kpis/cx/${path('org,all;segment=fan')}`);
    expect(fans.statusCode, fans.body).toBe(200);
    const expected = await t.database.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('q.ext_name', '=', 'segment')
      .where('a.value', '=', 1)
      .executeTakeFirstOrThrow();
    expect((fans.json() as TKpiResponse).nInterviews).toBe(Number(expected.n));
    expect(Number(expected.n)).toBeGreaterThanOrEqual(1);
  });

  it('a test run answers the result, the console output and the input the script got', async () => {
    const response = await call('POST', `/api/vuejs/surveys/scripts/test/${base}`, {
      source: SEGMENT,
      purpose: 'variable',
      interviewId: Number(
        (
          await t.database.db
            .selectFrom('interviews')
            .select('id')
            .where('external_id', '=', 'seg-2')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TScriptTestResult;
    expect(result).toMatchObject({ ok: true, value: 'critic', error: null });
    expect(result.logs).toEqual([{ level: 'log', text: 'interview seg-2' }]);
    expect(result.input).toMatchObject({
      externalId: 'seg-2',
      unit: 's001',
      answers: { nps: 3, sat_overall: 1 },
    });
  });

  it('a test run takes its survey from the URL only: a survey in the body is refused, another survey’s interview is not found', async () => {
    const db = t.database.db;
    const guest = await db
      .selectFrom('surveys')
      .select(['id'])
      .where('ext_name', '=', 'guest')
      .executeTakeFirstOrThrow();
    const guestInterview = await db
      .selectFrom('interviews')
      .select('id')
      .where('survey_id', '=', guest.id)
      .executeTakeFirstOrThrow();
    const cxInterview = await db
      .selectFrom('interviews')
      .select('id')
      .where('survey_id', '=', Number(base.split('/')[1]))
      .executeTakeFirstOrThrow();
    const test = (url: string, body: object) =>
      call('POST', url, { source: 'function compute(i) { return i.id }', purpose: 'variable', ...body });
    for (const extra of [{ surveyId: guest.id }, { survey: 'guest' }]) {
      const named = await test(`/api/vuejs/surveys/scripts/test/${base}`, {
        interviewId: Number(cxInterview.id),
        ...extra,
      });
      expect(named.statusCode, named.body).toBe(400);
    }
    // cx's URL with guest's interview: the interview is looked for in cx only
    const other = await test(`/api/vuejs/surveys/scripts/test/${base}`, {
      interviewId: Number(guestInterview.id),
    });
    expect(other.statusCode, other.body).toBe(404);
    expect(other.body).not.toContain('"value"');
    const own = await test(`/api/vuejs/surveys/scripts/test/${base}`, {
      interviewId: Number(cxInterview.id),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().value).toBe(Number(cxInterview.id));
  });

  it('a new version needs the version it started from; versions keep every source', async () => {
    const stale = await save({ ...scriptBody(segmentScript), baseVersion: 0 });
    expect(stale.statusCode).toBe(409);
    const next = await save({ ...scriptBody(segmentScript), source: `${SEGMENT}\n// v2`, baseVersion: 1 });
    expect(next.statusCode, next.body).toBe(200);
    const script = (
      await call('GET', `/api/vuejs/surveys/script/${base}/${segmentScript.id}`)
    ).json() as TScript;
    expect(script.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(script.versions[1].source).toBe(SEGMENT);
    segmentScript = script;
  });

  it('a script that is not valid JavaScript, or lacks its function, is refused at save with its line', async () => {
    const broken = await save({
      ...scriptBody(segmentScript),
      id: undefined,
      name: 'broken',
      source: 'function compute(i) {\n  return i.answers.nps +;\n}',
      baseVersion: 0,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({ field: 'source' });
    expect(broken.json().error.message).toMatch(/line 2/);
    const nothing = await save({
      ...scriptBody(segmentScript),
      id: undefined,
      name: 'empty',
      source: 'const x = 1;',
      baseVersion: 0,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toMatch(/compute/);
    const list = (await call('GET', `/api/vuejs/surveys/scripts/${base}`)).json() as TScriptList;
    expect(list.scripts.map((s) => s.name)).toEqual(['segments', 'segment']);
  });

  it('a script that loops forever is stopped, reported on the script and in the bug log, and requests go on meanwhile', async () => {
    const looping = await save({
      ...scriptBody(segmentScript),
      source: 'function compute(interview) { while (true) {} }',
      baseVersion: segmentScript.version,
    });
    expect(looping.statusCode, looping.body).toBe(200);
    segmentScript = looping.json() as TScript;

    const order: string[] = [];
    const slow = ingest([row('loop-1', 9, 5), row('loop-2', 9, 5)]).then((r) => {
      order.push('ingest');
      return r;
    });
    // Asked while the script spins in its worker: answered before the ingestion ends.
    const quick = t.app
      .inject({ method: 'GET', url: '/api/vuejs/surveys/loadcount/cx', headers: { cookie: root } })
      .then((r) => {
        order.push('loadcount');
        return r;
      });
    const [written, answered] = await Promise.all([slow, quick]);
    expect(answered.statusCode).toBe(200);
    expect(order).toEqual(['loadcount', 'ingest']);
    expect(written.statusCode, written.body).toBe(200);
    const result = written.json() as TIngestResult;
    expect(result.inserted).toBe(2);
    expect(result.scriptFailures).toEqual([
      { script: 'survey:segment', failed: 2, message: expect.stringMatching(/^timeout/) },
    ]);
    expect(await segmentOf('loop-1')).toBeNull();

    const script = (
      await call('GET', `/api/vuejs/surveys/script/${base}/${segmentScript.id}`)
    ).json() as TScript;
    expect(script.lastError).toMatch(/timeout/);
    const bugs = (await call('GET', '/api/vuejs/logs/bugs/cx')).json() as {
      bugs: Array<{ message: string }>;
    };
    expect(bugs.bugs.some((b) => b.message.startsWith('Script survey:segment: timeout'))).toBe(true);
  });

  it('a batch whose scripts use up their time budget stops running them; the rows left are written without the value, and the answer says how many', async () => {
    const slow = await save({
      ...scriptBody(segmentScript),
      source: `function compute(i) {
  const end = Date.now() + 150;
  while (Date.now() < end) {}
  return segmentOf(i.answers.nps, i.answers.sat_overall);
}`,
      baseVersion: segmentScript.version,
    });
    expect(slow.statusCode, slow.body).toBe(200);
    segmentScript = slow.json() as TScript;
    const config = t.services.config;
    const budget = config.scriptBatchBudgetMs;
    config.scriptBatchBudgetMs = 1000;
    try {
      const rows = Array.from({ length: 40 }, (_, n) => row(`budget-${n}`, 10, 5));
      const order: string[] = [];
      const writing = ingest(rows).then((r) => {
        order.push('ingest');
        return r;
      });
      // A dashboard call of the same survey never waits for its scripts.
      const kpis = await call('GET', `/api/vuejs/analytics/kpis/cx/${path('org,all')}`);
      order.push('kpis');
      const written = await writing;
      expect(kpis.statusCode).toBe(200);
      expect(order).toEqual(['kpis', 'ingest']);
      expect(written.statusCode, written.body).toBe(200);
      const result = written.json() as TIngestResult;
      expect(result.inserted).toBe(40);
      const [failure] = result.scriptFailures ?? [];
      expect(failure).toMatchObject({
        script: 'survey:segment',
        message: expect.stringMatching(/^budget: /),
      });
      expect(failure.notRun).toBeGreaterThan(0);
      expect(failure.failed).toBe(failure.notRun);
      expect(failure.message).toContain(`${failure.notRun} interview(s) written without this value`);
      // the first rows have their value, the last ones none
      expect(await segmentOf('budget-0')).toBe(1);
      expect(await segmentOf('budget-39')).toBeNull();
    } finally {
      config.scriptBatchBudgetMs = budget;
    }
  });

  it("an alert rule's script condition opens an alert with the script's reason", async () => {
    const saved = await save({
      scope: 'survey',
      name: 'very unhappy',
      purpose: 'alertCondition',
      target: null,
      enabled: true,
      source:
        "function condition(i) { return i.answers.nps <= 1 ? 'Very unhappy: NPS ' + i.answers.nps : false; }",
      baseVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const script = saved.json() as TScript;
    const refused = await call('POST', '/api/vuejs/surveys/effectblocks/cx', {
      name: 'Scripted',
      condition: { script: 999_999 },
      dueHours: 24,
      notify: false,
      enabled: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('condition.script');
    const rule = await call('POST', '/api/vuejs/surveys/effectblocks/cx', {
      name: 'Scripted',
      condition: { script: script.id },
      dueHours: 24,
      notify: false,
      enabled: true,
    });
    expect(rule.statusCode, rule.body).toBe(200);

    const written = await ingest([row('cond-1', 1, 3), row('cond-2', 8, 3)]);
    expect(written.statusCode, written.body).toBe(200);
    const alerts = await t.database.db
      .selectFrom('alerts as a')
      .innerJoin('interviews as i', 'i.id', 'a.interview_id')
      .innerJoin('alert_rules as r', 'r.id', 'a.rule_id')
      .select(['i.external_id', 'a.description'])
      .where('r.id', '=', (rule.json() as { id: number }).id)
      .execute();
    expect(alerts).toEqual([{ external_id: 'cond-1', description: 'Very unhappy: NPS 1' }]);
  });

  it('one universe script per universe; a script of another survey is not found', async () => {
    const body = {
      scope: 'universe',
      name: 'Universe',
      purpose: 'library',
      target: null,
      enabled: true,
      source: 'function hello() { return 1 }',
      baseVersion: 0,
    };
    expect((await save(body)).statusCode).toBe(200);
    expect((await save(body)).statusCode).toBe(409);
    const acme = await t.database.db
      .selectFrom('surveys')
      .select('id')
      .where('ext_name', '=', 'guest')
      .executeTakeFirstOrThrow();
    const other = await call('GET', `/api/vuejs/surveys/script/cx/${acme.id}/${segmentScript.id}`);
    expect(other.statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/vuejs/surveys/script/${base}/${segmentScript.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/vuejs/surveys/script/${base}/${segmentScript.id}`)).statusCode).toBe(404);
  });
});

function scriptBody(script: TScript) {
  const { id, scope, name, purpose, target, enabled, source } = script;
  return { id, scope, name, purpose, target, enabled, source };
}
