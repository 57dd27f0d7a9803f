import type { ApiRoute } from '@opinio/domain/api/api-route';
import { API_ROUTES } from '@opinio/domain/api/api-routes';
import {
  alertUpdateNeeds,
  BUILT_IN_ROLE_KEYS,
  BUILT_IN_ROLES,
  type BuiltInRole,
  type Permission,
} from '@opinio/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import { insertOpenChange } from './change-fixture.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';
import { insertOpenPlan } from './plan-fixture.ts';

/**
 * Every route of the route table (packages/domain/src/api) called by a member of every
 * built-in role, scoped to the whole organisation and pointing at records within reach: a
 * role without the route's permission gets 403 before anything runs, a role with it never
 * gets 403. The routes of root alone answer 403 to every role.
 */

/** Not called here, each with where it is covered. */
const ELSEWHERE: Record<string, string> = {
  auth: 'sign-in and sessions (auth.test.ts, sso.test.ts, impersonation.test.ts)',
  'live.stream': 'an open event stream (live-events.test.ts)',
  'interviews.sharedInterview': 'a signed link, no permission (sharing-page.test.ts)',
};

/** Routes only root users call, whatever their role (besides those the route table marks `root`). */
const ROOT_ONLY = new Set(['logs.list', 'logs.clear', 'users.audit']);

/** Permissions a route's handler asks for beyond the route's own, from the request. */
const EXTRA_NEEDS: Record<string, (body: Record<string, unknown>) => Permission[]> = {
  'alerts.update': (body) => alertUpdateNeeds(body),
  // another user's details and sessions: user administrators only
  'users.details': () => ['users.manage'],
  'users.revokeSession': () => ['users.manage'],
  // a report holds what its kind shows: the role must be allowed to see that too
  'reports.rankingReport': () => ['rankings.view'],
  'reports.interviewsReport': () => ['interviews.view'],
  'reports.alertsReport': () => ['alerts.view'],
  'reports.actionsReport': () => ['alerts.view'],
  'reports.samplesReport': () => ['samples.view'],
  'reports.sampleTableReport': () => ['samples.view'],
  // templates are read by those who manage templates or campaigns: of the built-in roles,
  // every one that manages templates also manages campaigns
  'templates.list': () => ['campaigns.manage'],
  'templates.get': () => ['campaigns.manage'],
  'templates.preview': () => ['campaigns.manage'],
  'templates.previewPdf': () => ['campaigns.manage'],
};

interface Records {
  interviewId: number;
  alertId: number;
  contactId: number;
  keyId: number;
  taskId: number;
  ruleId: number;
  userId: number;
  roleId: number;
  surveyId: number;
  templateId: number;
  campaignId: number;
  messageId: number;
  changeId: string;
  planId: string;
}

function url(route: ApiRoute, records: Records): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const values: Record<string, string | number> = {
      survey: 'cx',
      drillPathFiltered: path('org,all'),
      interviewId: records.interviewId,
      alertId: records.alertId,
      changeId: records.changeId,
      planId: records.planId,
      sampleId: records.contactId,
      taskId: records.taskId,
      userId: records.userId,
      roleId: records.roleId,
      type: 'standard',
      filter: 'store',
      kind: 'pdfbenchmark',
      sample: 'all',
      // none exists: a role that may call gets 404, one that may not 403
      uuid: '00000000-0000-4000-8000-000000000000',
      subscriptionId: 999_999,
      // survey administration (root only): the demo survey, a block, a script none has
      surveyId: records.surveyId,
      block: 'pages',
      scriptId: 999_999,
      templateId: records.templateId,
      campaignId: records.campaignId,
      messageId: records.messageId,
      id: route.path.includes('/apikey/') ? records.keyId : records.ruleId,
      // none exists: a role that may call gets 404, one that may not 403
      webhookId: 999_999,
      deliveryId: 999_999,
    };
    if (values[name] === undefined) throw new Error(`No value for :${name} of ${route.path}`);
    return String(values[name]);
  });
}

function body(name: string, records: Records): Record<string, unknown> | undefined {
  const sms = { channel: 'sms', name: 'matrix', variants: { en: { body: 'Hi {{name}}' } } };
  const bodies: Record<string, Record<string, unknown>> = {
    'alerts.update': { resolution: 'matrix' },
    'alerts.saveRule': {
      id: records.ruleId,
      name: 'matrix',
      condition: { kind: 'keywords', question: 'comment', words: ['matrix'] },
      dueHours: 24,
      notify: false,
      enabled: true,
    },
    'apiKeys.save': { id: records.keyId, name: 'matrix' },
    'interviews.addComment': { message: 'matrix' },
    'tasks.process': { ids: [records.taskId] },
    'tasks.delete': { ids: [records.taskId] },
    'tasks.assignState': { ids: [records.taskId], newstate: 'cancelled' },
    'events.record': { name: 'matrix', properties: {} },
    'logs.report': { message: 'matrix', url: '/', userAgent: 'matrix' },
    'users.save': {
      id: records.userId,
      username: 'matrix.target',
      email: null,
      firstName: 'Matrix',
      lastName: 'Target',
      roleId: records.roleId,
      scopeUnit: 's001',
      invite: false,
    },
    'users.bulk': { action: 'enable', userIds: [records.userId] },
    'users.revokeSession': { sessionId: 'matrix' },
    'users.account': { firstName: 'Matrix', lastName: 'Member', locale: 'en' },
    'users.changePassword': { currentPassword: 'wrong', newPassword: 'another password' },
    'roles.save': { id: records.roleId, name: 'Matrix role', permissions: ['rankings.view'] },
    'roles.mappings': { mappings: [] },
    'reports.sampleTableReport': { columns: ['name', 'unit'] },
    'reports.subscribe': { drillPathFiltered: 'org,all', frequency: 'daily', locale: 'en' },
    'templates.create': sms,
    'templates.update': sms,
    'templates.preview': { ...sms, locale: 'en' },
    'templates.previewPdf': { ...sms, channel: 'letter', locale: 'en' },
    'templates.testSend': { locale: 'en', phone: '+358401234567' },
    'campaigns.reach': { action: 'mail', templateId: records.templateId },
    'campaigns.create': { name: 'matrix', action: 'mail', templateId: records.templateId },
    'campaigns.remind': {},
    'campaigns.status': { status: 'paused' },
    'webhooks.create': { name: 'matrix', url: 'https://example.com/hook', events: ['alert.created'] },
    'webhooks.save': { name: 'matrix', url: 'https://example.com/hook', events: ['alert.created'] },
    'plans.create': {
      title: 'matrix',
      ownerUsername: 'admin',
      dueDate: '2099-01-01',
      indicator: 'nps',
      direction: 'atLeast',
      target: 40,
    },
    'plans.update': { title: 'matrix' },
  };
  return bodies[name];
}

describe.each(DATABASE_KINDS)('permission matrix of every route and built-in role (%s)', (kind) => {
  let t: TestApp;
  let records: Records;
  const cookies = {} as Record<BuiltInRole, string>;

  beforeAll(async () => {
    t = await seededApp(kind, 300);
    const db = t.database.db;
    const demo = { id: await universeIdOf(db, 'demo') };
    const hash = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const role of BUILT_IN_ROLE_KEYS) {
      const user = await db
        .insertInto('users')
        .values({
          username: `matrix.${role}`,
          password_hash: hash.password_hash,
          first_name: 'M',
          last_name: role,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('memberships')
        .values({
          universe_id: demo.id,
          user_id: user.id,
          role_id: await builtInRoleId(db, demo.id, role),
          scope_unit: null,
          whole_organisation: true,
        })
        .execute();
      cookies[role] = await signIn(t.app, `matrix.${role}`);
    }
    const target = await db
      .insertInto('users')
      .values({ username: 'matrix.target', first_name: 'Matrix', last_name: 'Target' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo.id,
        user_id: target.id,
        role_id: await builtInRoleId(db, demo.id, 'store_manager'),
        scope_unit: 's001',
      })
      .execute();
    const role = await db
      .insertInto('roles')
      .values({ universe_id: demo.id, name: 'Matrix role', permissions: ['rankings.view'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await signIn(t.app, 'admin');
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/apikey/create/cx?name=Matrix',
      headers: { cookie: admin, ...CSRF_HEADER },
    });
    const first = async (
      table: 'interviews' | 'alerts' | 'contacts' | 'alert_rules' | 'campaigns' | 'campaign_messages',
    ) => Number((await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    // a detected change of a unit with answers, for the call that says why
    const cx = await db
      .selectFrom('surveys')
      .select(['id', 'universe_id'])
      .where('universe_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const answered = await db
      .selectFrom('interviews')
      .select('unit_id')
      .where('survey_id', '=', cx.id)
      .executeTakeFirstOrThrow();
    records = {
      interviewId: await first('interviews'),
      alertId: await first('alerts'),
      changeId: await insertOpenChange(
        t.database,
        { universeId: cx.universe_id, surveyId: cx.id },
        answered.unit_id,
      ),
      planId: await insertOpenPlan(
        t.database,
        { universeId: cx.universe_id, surveyId: cx.id },
        answered.unit_id,
      ),
      contactId: await first('contacts'),
      keyId: key.json().id,
      taskId: 999_999,
      ruleId: await first('alert_rules'),
      userId: target.id,
      roleId: role.id,
      surveyId: (
        await db.selectFrom('surveys').select('id').where('ext_name', '=', 'cx').executeTakeFirstOrThrow()
      ).id,
      templateId: (
        await campaignsDb(db).selectFrom('templates').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id,
      campaignId: await first('campaigns'),
      messageId: await first('campaign_messages'),
    };
  });
  afterAll(() => t.close());

  it('every role gets 403 exactly where its permissions fall short', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const { name, route } of API_ROUTES) {
      if (route.auth !== 'session' || ELSEWHERE[name] || ELSEWHERE[route.tag]) continue;
      for (const role of BUILT_IN_ROLE_KEYS) {
        const held = new Set<Permission>(BUILT_IN_ROLES[role]);
        const payload = body(name, records);
        const needs = [
          ...(route.permission ? [route.permission] : []),
          ...(EXTRA_NEEDS[name]?.(payload ?? {}) ?? []),
        ];
        const allowed = !route.root && !ROOT_ONLY.has(name) && needs.every((p) => held.has(p));
        const response = await t.app.inject({
          method: route.method,
          url: url(route, records),
          headers: { cookie: cookies[role], ...CSRF_HEADER },
          ...(payload ? { payload } : {}),
        });
        cells += 1;
        const what = `${role} ${name} ${route.method} ${route.path} -> ${response.statusCode}`;
        if (allowed && response.statusCode === 403) failures.push(`${what}: allowed, got ${response.body}`);
        if (!allowed && response.statusCode !== 403) failures.push(`${what}: must be 403`);
        if (response.statusCode >= 500) failures.push(`${what}: ${response.body.slice(0, 200)}`);
      }
    }
    expect(cells).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
