import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { insertOpenChange } from './change-fixture.ts';
import { CSRF_HEADER, DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';
import { insertOpenPlan } from './plan-fixture.ts';
import { runReport } from './report-flow.ts';
import { pausedWebhookWithDelivery } from './webhook-fixture.ts';

/** Every GET route of the app, from its own route table, so new routes are covered. */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2];
    stack.push(full);
    if (match[3]?.split(', ').includes('GET')) routes.push(full);
  }
  return routes;
}

/** Values for route parameters: valid in universe demo, survey cx. */
const SAMPLE_PARAMS: Record<string, string> = {
  survey: 'cx',
  drillPathFiltered: path('org,all'),
  type: 'standard',
  filter: 'channel',
  // the first interview of the demo: survey cx of universe demo
  interviewId: '1',
  // the demo's first alert (demo/alerts.ts), also in survey cx
  alertId: '1',
  // the demo's first contact (demo/seed-samples.ts), in survey cx
  sampleId: '1',
  // an import task (import-upload.test.ts creates them)
  taskId: '1',
  // the first demo user (store), a member of demo only
  userId: '1',
  // demo's first built-in role (every universe has its own)
  roleId: '1',
  kind: 'pdfbenchmark',
  sample: 'all',
  // a finished report of demo's administrator (made in beforeAll)
  uuid: '',
  // survey administration: the demo survey cx by id (beforeAll), one of its blocks
  surveyId: '',
  block: 'pages',
  // a demo template, and a letter campaign with one message and its letter (beforeAll)
  templateId: '',
  campaignId: '',
  messageId: '',
  // a paused webhook endpoint of demo with a delivered test (beforeAll)
  webhookId: '',
  deliveryId: '',
};

/**
 * GETs that need an object created in the test first: each has its own cross-tenant test
 * (api-keys.test.ts).
 */
/** Routes only root users may call: checked with root's sessions in both universes. */
const ROOT_ONLY = new Set([
  '/api/vuejs/logs/bugs/:survey',
  '/api/vuejs/users/audit/:survey',
  '/api/vuejs/surveys/list/:survey',
]);
/** Survey administration: root only, and `:survey` is the caller's own survey (cx from acme is 404). */
const isRootRoute = (route: string) => ROOT_ONLY.has(route) || route.includes(':surveyId');

const COVERED_ELSEWHERE = new Set([
  '/api/vuejs/surveys/apikey/delete/:survey/:id',
  // needs an import task created first: its cross-tenant test is in import-upload.test.ts
  '/api/vuejs/surveys/task/:survey/:taskId',
  // public by design: the signed link, not the session, decides (interviews.test.ts)
  '/api/vuejs/sharing/interview/:survey/:a/:b',
  // needs a script saved first: scripts.test.ts
  '/api/vuejs/surveys/script/:survey/:surveyId/:scriptId',
]);

function fill(route: string): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (value === undefined)
      throw new Error(`Add a sample value for :${name} (route ${route}) to SAMPLE_PARAMS`);
    return value;
  });
}

describe.each(DATABASE_KINDS)('tenant isolation of every survey call (%s)', (kind) => {
  let t: TestApp;
  let inDemo: string;
  let inAcme: string;
  let rootInDemo: string;
  let rootInAcme: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    inDemo = await signIn(t.app, 'admin');
    SAMPLE_PARAMS.uuid = (
      await runReport(t.app, inDemo, `/api/vuejs/reports/indicatorsreport/cx/${path('org,all')}`)
    ).started.reportUUID;
    inAcme = await signIn(t.app, 'multi', { universe: 'acme' });
    rootInDemo = await signIn(t.app, 'root', { universe: 'demo' });
    SAMPLE_PARAMS.surveyId = String(
      (
        await t.database.db
          .selectFrom('surveys')
          .select('id')
          .where('ext_name', '=', 'cx')
          .executeTakeFirstOrThrow()
      ).id,
    );
    rootInAcme = await signIn(t.app, 'root', { universe: 'acme' });
    const db = t.database.db;
    const survey = await db
      .selectFrom('surveys')
      .select(['id', 'universe_id'])
      .where('ext_name', '=', 'cx')
      .executeTakeFirstOrThrow();
    const contact = await db
      .selectFrom('contacts')
      .select('id')
      .where('universe_id', '=', survey.universe_id)
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('campaigns')
      .values({
        universe_id: survey.universe_id,
        survey_id: survey.id,
        name: 'Isolation letters',
        type: 'letter',
        action: 'letter',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('campaign_messages')
      .values({
        universe_id: survey.universe_id,
        campaign_id: campaign.id,
        contact_id: contact.id,
        state: 'delivered',
        sent_at: new Date(),
        token: 'isolationisolationisolation',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await campaignsDb(db)
      .insertInto('letters')
      .values({ message_id: message.id, universe_id: survey.universe_id, content: Buffer.from('%PDF-1.4') })
      .execute();
    const template = await campaignsDb(db)
      .selectFrom('templates')
      .select('id')
      .where('universe_id', '=', survey.universe_id)
      .executeTakeFirstOrThrow();
    SAMPLE_PARAMS.campaignId = String(campaign.id);
    SAMPLE_PARAMS.messageId = String(message.id);
    SAMPLE_PARAMS.templateId = String(template.id);
    const hook = await pausedWebhookWithDelivery(db, survey.universe_id, 'Isolation hook');
    SAMPLE_PARAMS.webhookId = String(hook.webhookId);
    SAMPLE_PARAMS.deliveryId = String(hook.deliveryId);
    // a detected change of a unit with answers in cx
    const answered = await db
      .selectFrom('interviews')
      .select('unit_id')
      .where('survey_id', '=', survey.id)
      .executeTakeFirstOrThrow();
    SAMPLE_PARAMS.changeId = await insertOpenChange(
      t.database,
      { universeId: survey.universe_id, surveyId: survey.id },
      answered.unit_id,
    );
    // an action plan of the same unit
    SAMPLE_PARAMS.planId = await insertOpenPlan(
      t.database,
      { universeId: survey.universe_id, surveyId: survey.id },
      answered.unit_id,
    );
  });
  afterAll(() => t.close());

  it("a user signed in to acme gets 404 for every survey-scoped GET of demo's survey cx", async () => {
    const routes = getRoutes(t.app).filter(
      (route) => route.includes(':survey') && !COVERED_ELSEWHERE.has(route),
    );
    for (const known of [
      '/api/vuejs/surveys/loadcount/:survey',
      '/api/vuejs/drillpath/:survey/:drillPathFiltered',
      '/api/vuejs/analytics/kpis/:survey/:drillPathFiltered',
      '/api/vuejs/analytics/drivers/:survey/:drillPathFiltered',
      '/api/vuejs/analytics/topics/:survey/:drillPathFiltered',
      '/api/vuejs/analytics/topic-suggestions/:survey/:drillPathFiltered',
      '/api/vuejs/comments/:survey/:drillPathFiltered',
    ]) {
      expect(routes).toContain(known);
    }
    for (const route of routes) {
      const url = fill(route);
      // The same call answers for a user of demo: the 404 below is about the universe.
      // The CSRF header lets GETs that change state (apikey/create) through to the check.
      const root = isRootRoute(route);
      const own = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: root ? rootInDemo : inDemo, ...CSRF_HEADER },
      });
      expect(own.statusCode, `${url} for a user of demo: ${own.body}`).toBe(200);
      const other = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: root ? rootInAcme : inAcme, ...CSRF_HEADER },
      });
      expect(other.statusCode, `${url} from acme`).toBe(404);
      expect(other.json().error.code).toBe('not_found');
      expect(other.body).not.toContain('Nordic');
    }
  });
});
