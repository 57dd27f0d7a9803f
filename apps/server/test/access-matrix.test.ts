import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '../src/campaigns/campaign-tables.ts';
import { insertReport } from '../src/reports/report-repository.ts';
import { insertSubscription } from '../src/reports/subscription-repository.ts';
import { insertTask } from '../src/tasks/task-repository.ts';
import { tasksDb } from '../src/tasks/task-tables.ts';
import { builtInRoleId } from '../src/users/built-in-roles.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { recordFigures } from './reliability-figures.ts';
import { type ApiRoute, apiRoutes, databaseChecksum } from './route-table.ts';

/**
 * Every route of the app's route table, called by every role with resources outside the
 * caller's reach: another universe's survey and records (a user and a root user signed in
 * to acme), and another region's
 * drill path, interview, alert, contact, API key and task (a store manager, a regional
 * manager and an administrator scoped to the North region, all in demo). A read is refused
 * (403/404), a write changes nothing, and no answer names what lies outside the caller's
 * reach. A new route is covered as soon as it is registered; a route with a parameter the
 * matrix cannot fill, or without a survey, fails here until it is placed below.
 */

/** Routes without tenant data of their own, each with the test that covers it. */
const OUTSIDE_THE_MATRIX: Record<string, string> = {
  'GET /api/health': 'no data',
  'GET /api/config/client': 'sign-in configuration of the host (auth.test.ts)',
  'POST /api/vuejs/auth/login': 'sign-in (auth.test.ts)',
  'POST /api/vuejs/auth/logout': 'the caller’s own session',
  'POST /api/vuejs/auth/validatecookie': 'the caller’s own session',
  'POST /api/vuejs/auth/validatekeycloak': 'single sign-on (sso-bearer.test.ts)',
  'GET /api/vuejs/auth/forgot/:user': 'always 204, mail only to the account (password-reset.test.ts)',
  'POST /api/vuejs/auth/reset': 'the single-use token decides (password-reset.test.ts)',
  'GET /api/vuejs/auth/changeuniverse/:universe': 'memberships decide (change-universe.test.ts)',
  'POST /api/vuejs/auth/impersonateuser': 'root only (impersonation.test.ts)',
  'POST /api/vuejs/auth/endimpersonation': 'the caller’s own session (impersonation.test.ts)',
  'POST /api/vuejs/events': 'the caller’s own usage events (events.test.ts)',
  'GET /api/vuejs/events/stream': 'events filtered per subscriber (live-events.test.ts)',
  'POST /api/vuejs/logs/bugs': 'the caller’s own error reports (bugs.test.ts)',
  'GET /api/bigscreen/summary': 'the key decides survey and unit (bigscreen.test.ts)',
  'GET /api/bigscreen/stream': 'the key decides survey and unit (bigscreen.test.ts)',
  'POST /api/v1/surveys/:survey/interviews': 'the key decides survey and scope (ingestion-api.test.ts)',
  'POST /api/vuejs/users/account': 'the caller’s own account (users.test.ts)',
  'POST /api/vuejs/users/password': 'the caller’s own password (users.test.ts)',
  'POST /api/vuejs/users/import/:survey':
    'rows outside the administrator’s scope are refused (users.test.ts)',
  'GET /api/vuejs/sharing/interview/:survey/:a/:b': 'the signed link decides (sharing-page.test.ts)',
  'POST /api/vuejs/surveys/import/:survey':
    'rows outside the uploader’s scope are refused (import-validation.test.ts)',
  'POST /api/vuejs/reports/mailunsubscribe/:token': 'the signed link decides (report-subscriptions.test.ts)',
  'GET /api/t/o/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/t/c/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/t/u/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'POST /api/t/u/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
  'PUT /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
  'POST /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
};

type Role = 'acme' | 'acmeRoot' | 'store' | 'regional' | 'northAdmin';
const ROLES: Role[] = ['acme', 'acmeRoot', 'store', 'regional', 'northAdmin'];

/** Roles signed in to the other universe: everything of demo is outside their reach. */
const inAcme = (role: Role) => role === 'acme' || role === 'acmeRoot';

/** Text that must never reach a caller outside demo's South region (and, for acme, demo at all). */
const SOUTH_MARKERS = ['Helsinki', 'Espoo', 'Vantaa', 'Porvoo', 'Lohja'];
const DEMO_MARKERS = ['Nordic', 'Oulu', ...SOUTH_MARKERS];

interface Foreign {
  userId: number;
  roleId: number;
  interviewId: number;
  alertId: number;
  contactId: number;
  keyId: number;
  taskId: number;
  ruleId: number;
  /** A report of demo's administrator on the South region. */
  reportUUID: string;
  /** A role subscription to the South region's report. */
  subscriptionId: number;
  /** A letter campaign with one message (and its letter) to a South contact. */
  campaignId: number;
  messageId: number;
  /** A template of demo's survey (templates are the whole survey's, as roles are the universe's). */
  templateId: number;
}

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

/*
 * Routes the route table marks `root` (survey administration) are outside the matrix by
 * design: root users administer every universe's surveys. Every other role gets 403 on
 * them (permission-matrix.test.ts); root's work across universes is tested in
 * config-blocks.test.ts, survey-metadata.test.ts, universe-data.test.ts and scripts.test.ts.
 */

/** The API reference (its document and page): public, no tenant data. */
const isReference = (route: ApiRoute) =>
  route.url === '/api/openapi.json' || route.url.startsWith('/api/docs');

/** Writing routes whose body or query, not a path parameter, names the foreign resource. */
const FOREIGN_IN_BODY_OR_QUERY = new Set([
  'POST /api/vuejs/reports/subscriptions/:survey',
  'GET /api/vuejs/surveys/apikey/create/:survey',
  'POST /api/vuejs/surveys/apikey/save/:survey',
  'POST /api/vuejs/surveys/tasks/process/:survey',
  'POST /api/vuejs/surveys/tasks/delete/:survey',
  'POST /api/vuejs/surveys/tasks/assignstate/:survey',
  // an alert rule runs on the whole survey: beyond any scoped role
  'POST /api/vuejs/surveys/effectblocks/:survey',
  'POST /api/vuejs/users/save/:survey',
  'POST /api/vuejs/users/bulk/:survey',
]);

/** Whether a route's path names a record by id (an interview, alert, contact, key, task, rule). */
const namesRecord = (route: ApiRoute) =>
  route.params.some((p) =>
    [
      'interviewId',
      'alertId',
      'sampleId',
      'taskId',
      'id',
      'userId',
      'roleId',
      'campaignId',
      'messageId',
      'templateId',
    ].includes(p),
  ) || FOREIGN_IN_BODY_OR_QUERY.has(key(route));

/** Query strings that point outside the caller's scope. */
const QUERIES: Record<string, string> = {
  'GET /api/vuejs/surveys/apikey/create/:survey': '?scopeUnit=south&name=matrix',
};

/** The parameters of a route, each pointing outside the role's reach where it can. */
function fill(route: ApiRoute, role: Role, foreign: Foreign): string {
  return `${fillPath(route, role, foreign)}${QUERIES[key(route)] ?? ''}`;
}

function fillPath(route: ApiRoute, role: Role, foreign: Foreign): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    switch (name) {
      case 'survey':
        // A user of acme names demo's records through acme's own survey (the loaders must
        // not find them there), and demo's survey where nothing else is named.
        return inAcme(role) && namesRecord(route) ? 'guest' : 'cx';
      case 'drillPathFiltered':
        return path(inAcme(role) ? 'org,all' : 'org,all,south');
      case 'interviewId':
        return String(foreign.interviewId);
      case 'alertId':
        return String(foreign.alertId);
      case 'sampleId':
        return String(foreign.contactId);
      case 'taskId':
        return String(foreign.taskId);
      case 'userId':
        return String(foreign.userId);
      case 'roleId':
        return String(foreign.roleId);
      case 'id':
        return String(route.url.includes('/apikey/') ? foreign.keyId : foreign.ruleId);
      case 'type':
        return 'standard';
      case 'filter':
        return 'store';
      case 'kind':
        return 'pdfbenchmark';
      case 'sample':
        return 'all';
      case 'uuid':
        return foreign.reportUUID;
      case 'subscriptionId':
        return String(foreign.subscriptionId);
      case 'campaignId':
        return String(foreign.campaignId);
      case 'messageId':
        return String(foreign.messageId);
      case 'templateId':
        return String(foreign.templateId);
      default:
        throw new Error(`The access matrix cannot fill :${name} of ${key(route)}: add it to fill()`);
    }
  });
}

/** A valid body for each writing route, naming the foreign resource where the body does. */
function bodyFor(route: ApiRoute, foreign: Foreign): object | undefined {
  if (!route.hasBody) return undefined;
  const sms = { channel: 'sms', name: 'matrix', variants: { en: { body: 'Hi {{name}}' } } };
  const bodies: Record<string, object> = {
    'POST /api/vuejs/alert/update/:survey/:alertId': { resolution: 'matrix' },
    'POST /api/vuejs/reports/sampletablereport/:survey/:sample/:drillPathFiltered': {
      columns: ['name', 'unit'],
    },
    'POST /api/vuejs/reports/subscriptions/:survey': {
      drillPathFiltered: 'org,all,south',
      frequency: 'daily',
      locale: 'en',
    },
    'POST /api/vuejs/interview/addcomment/:survey/:interviewId': { message: 'matrix' },
    'POST /api/vuejs/surveys/apikey/save/:survey': { id: foreign.keyId, name: 'matrix' },
    'POST /api/vuejs/surveys/tasks/process/:survey': { ids: [foreign.taskId] },
    'POST /api/vuejs/surveys/tasks/delete/:survey': { ids: [foreign.taskId] },
    'POST /api/vuejs/surveys/tasks/assignstate/:survey': { ids: [foreign.taskId], newstate: 'cancelled' },
    'POST /api/vuejs/users/save/:survey': {
      id: foreign.userId,
      username: 'matrix',
      email: null,
      firstName: 'Matrix',
      lastName: 'Matrix',
      roleId: foreign.roleId,
      scopeUnit: 's120',
      invite: false,
    },
    'POST /api/vuejs/users/bulk/:survey': { action: 'disable', userIds: [foreign.userId] },
    'POST /api/vuejs/users/sessions/revoke/:survey/:userId': { sessionId: 'matrix' },
    'POST /api/vuejs/roles/save/:survey': { id: foreign.roleId, name: 'matrix', permissions: [] },
    'POST /api/vuejs/roles/mappings/:survey/:roleId': { mappings: [{ source: 'realm', ssoRole: 'matrix' }] },
    'POST /api/vuejs/templates/:survey': sms,
    'PUT /api/vuejs/templates/:survey/:templateId': sms,
    'POST /api/vuejs/templates/preview/:survey': { ...sms, locale: 'en', contactId: foreign.contactId },
    'POST /api/vuejs/templates/previewpdf/:survey': {
      ...sms,
      channel: 'letter',
      locale: 'en',
      contactId: foreign.contactId,
    },
    'POST /api/vuejs/templates/testsend/:survey/:templateId': { locale: 'en', phone: '+358401234567' },
    'POST /api/vuejs/campaigns/reach/:survey/:drillPathFiltered': {
      action: 'mail',
      templateId: foreign.templateId,
    },
    'POST /api/vuejs/campaigns/create/:survey/:drillPathFiltered': {
      name: 'matrix',
      action: 'mail',
      templateId: foreign.templateId,
    },
    'POST /api/vuejs/campaigns/remind/:survey/:campaignId': {},
    'POST /api/vuejs/campaigns/status/:survey/:campaignId': { status: 'paused' },
    'POST /api/vuejs/surveys/effectblocks/:survey': {
      id: foreign.ruleId,
      name: 'matrix',
      condition: { kind: 'keywords', question: 'comment', words: ['matrix'] },
      dueHours: 24,
      notify: false,
      enabled: true,
    },
  };
  const body = bodies[key(route)];
  if (!body) throw new Error(`The access matrix has no body for ${key(route)}: add one to bodyFor()`);
  return body;
}

describe.each(DATABASE_KINDS)('access matrix of every route and role (%s)', (kind) => {
  let t: TestApp;
  let foreign: Foreign;
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await seededApp(kind, 600);
    const db = t.database.db;
    // An administrator scoped to the North region, beside the demo's roles.
    const regional = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('username', '=', 'regional')
      .executeTakeFirstOrThrow();
    const northAdmin = await db
      .insertInto('users')
      .values({
        username: 'northadmin',
        password_hash: regional.password_hash,
        first_name: 'N',
        last_name: 'A',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demo = { id: await universeIdOf(db, 'demo') };
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo.id,
        user_id: northAdmin.id,
        role_id: await builtInRoleId(db, demo.id, 'administrator'),
        scope_unit: 'north',
      })
      .execute();
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    cookies.acmeRoot = await signIn(t.app, 'root', { universe: 'acme' });
    cookies.store = await signIn(t.app, 'store');
    cookies.regional = await signIn(t.app, 'regional');
    cookies.northAdmin = await signIn(t.app, 'northadmin');

    const survey = await db
      .selectFrom('surveys')
      .select(['id', 'universe_id'])
      .where('universe_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const south = (await db.selectFrom('units').select(['id', 'ext_name', 'parent_id']).execute()).filter(
      (u, _, all) => {
        for (let p: typeof u | undefined = u; p; p = all.find((x) => x.id === p!.parent_id))
          if (p.ext_name === 'south') return true;
        return false;
      },
    );
    const southIds = south.map((u) => u.id);
    const interview = await db
      .selectFrom('interviews')
      .select('id')
      .where('unit_id', 'in', southIds)
      .executeTakeFirstOrThrow();
    const alert = await db
      .selectFrom('alerts')
      .select('id')
      .where('unit_id', 'in', southIds)
      .executeTakeFirstOrThrow();
    const contact = await db
      .selectFrom('contacts')
      .select('id')
      .where('unit_id', 'in', southIds)
      .executeTakeFirstOrThrow();
    const admin = await signIn(t.app, 'admin');
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?scopeUnit=south&name=South',
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    const ref = { universeId: survey.universe_id, surveyId: survey.id };
    const taskId = await insertTask(db, ref, {
      type: 'import_interviews',
      payload: { fileName: 'south.csv', format: 'csv', scopeUnit: 'south' },
      createdBy: null,
    });
    // Cancelled at once, so the worker leaves it alone while the matrix runs.
    await tasksDb(db).updateTable('tasks').set({ state: 'cancelled' }).where('id', '=', taskId).execute();
    const rule = await db.selectFrom('alert_rules').select('id').executeTakeFirstOrThrow();
    // A South store manager, and a role of demo's own (roles are the whole universe's: only
    // the other universe's users must not reach it; a scoped administrator may not change it).
    const southUser = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('universe_id', '=', demo.id)
      .where(
        'scope_unit',
        'in',
        south.map((u) => u.ext_name),
      )
      .executeTakeFirstOrThrow();
    const role = await db
      .insertInto('roles')
      .values({ universe_id: demo.id, name: 'Matrix role', permissions: ['rankings.view'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminId = (
      await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const report = await insertReport(db, {
      ...ref,
      kind: 'interviews',
      userId: adminId,
      createdBy: adminId,
      fileName: 'south.xlsx',
      payload: {
        drillPathFiltered: 'org,all,south',
        locale: 'en',
        scopeUnit: null,
        userId: adminId,
        options: {},
      },
    });
    await tasksDb(db)
      .updateTable('tasks')
      .set({ state: 'cancelled' })
      .where('id', '=', report.taskId)
      .execute();
    const subscription = await insertSubscription(
      db,
      { ...ref, createdBy: adminId, userId: adminId },
      { drillPathFiltered: 'org,all,south', frequency: 'weekly', weekday: 1, locale: 'en', roleId: role.id },
      new Date(),
    );
    // A letter campaign of demo with one message, and its letter, to the South contact.
    const campaign = await db
      .insertInto('campaigns')
      .values({
        universe_id: ref.universeId,
        survey_id: ref.surveyId,
        name: 'South letters',
        type: 'letter',
        action: 'letter',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('campaign_messages')
      .values({
        universe_id: ref.universeId,
        campaign_id: campaign.id,
        contact_id: contact.id,
        state: 'delivered',
        sent_at: new Date(),
        token: 'matrixmatrixmatrixmatrix',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await campaignsDb(db)
      .insertInto('letters')
      .values({
        message_id: message.id,
        universe_id: ref.universeId,
        content: Buffer.from('%PDF-1.4 matrix'),
      })
      .execute();
    const template = await campaignsDb(db)
      .selectFrom('templates')
      .select('id')
      .where('universe_id', '=', ref.universeId)
      .where('channel', '=', 'mail')
      .executeTakeFirstOrThrow();
    foreign = {
      campaignId: campaign.id,
      messageId: message.id,
      templateId: template.id,
      reportUUID: report.uuid,
      subscriptionId: subscription.id,
      userId: southUser.user_id,
      roleId: role.id,
      interviewId: interview.id,
      alertId: alert.id,
      contactId: contact.id,
      keyId: (created.json() as TApiKeyCreated).id,
      taskId,
      ruleId: rule.id,
    };
  });
  afterAll(() => t.close());

  it('every route is in the matrix or placed outside it with a reason', () => {
    const routes = apiRoutes(t.routes);
    for (const route of routes) {
      if (OUTSIDE_THE_MATRIX[key(route)] || isReference(route) || route.root) continue;
      expect(route.params, `${key(route)} has no :survey: place it in OUTSIDE_THE_MATRIX`).toContain(
        'survey',
      );
    }
    for (const listed of Object.keys(OUTSIDE_THE_MATRIX))
      expect(routes.map(key), `${listed} is no longer a route`).toContain(listed);
  });

  it('no role reaches, changes or sees what lies outside its universe and scope', async () => {
    const failures: string[] = [];
    const routes = apiRoutes(t.routes).filter(
      (route) => !OUTSIDE_THE_MATRIX[key(route)] && !isReference(route) && !route.root,
    );
    for (const route of routes) {
      for (const role of ROLES) {
        const url = fill(route, role, foreign);
        const body = bodyFor(route, foreign);
        const before = await databaseChecksum(t.database);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: cookies[role], ...CSRF_HEADER },
          ...(body ? { payload: body } : {}),
        });
        const after = await databaseChecksum(t.database);
        const what = `${role} ${route.method} ${url} -> ${response.statusCode}`;
        // Each of these calls names something outside the role's reach: the survey (acme),
        // or the region, record, key or task of its parameters, body or query (the others).
        const namesForeign =
          inAcme(role) ||
          route.params.some((p) => !['survey', 'type', 'filter', 'roleId', 'templateId'].includes(p)) ||
          FOREIGN_IN_BODY_OR_QUERY.has(key(route));
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        // Roles are the whole universe's: a scoped administrator reads them, never changes them.
        if ((namesForeign || route.url.includes('/roles/')) && changed.length > 0)
          failures.push(`${what} changed ${changed.join(', ')}`);
        if (namesForeign && route.method === 'GET' && response.statusCode < 400)
          failures.push(`${what}: a call outside the caller's reach must be refused`);
        if (response.statusCode >= 500) failures.push(`${what}: ${response.body.slice(0, 200)}`);
        const markers = inAcme(role) ? DEMO_MARKERS : SOUTH_MARKERS;
        const leaked = markers.filter((m) => response.body.includes(m));
        if (leaked.length > 0) failures.push(`${what} shows ${leaked.join(', ')}`);
      }
    }
    recordFigures(`matrix-${kind}`, {
      routes: routes.length,
      outside: Object.keys(OUTSIDE_THE_MATRIX).length,
      roles: ROLES.length,
      cells: routes.length * ROLES.length,
      failures: failures.length,
    });
    expect(failures).toEqual([]);
    // every route times every role, with a checksum of the database before and after each call
  }, 300_000);
});
