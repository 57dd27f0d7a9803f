import type { TApiKeyCreated } from '@opinio/domain/schemas/api-keys';
import { leastRole, type TRoleList, type TUserSave } from '@opinio/domain/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import { insertReport } from '#reports/report-repository.ts';
import { insertSubscription } from '#reports/subscription-repository.ts';
import { insertTask } from '#tasks/task-repository.ts';
import { tasksDb } from '#tasks/task-tables.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import {
  bodyFor,
  CAMPAIGN_CHANGES,
  DEMO_MARKERS,
  FOREIGN_IN_BODY_OR_QUERY,
  type Foreign,
  fill,
  inAcme,
  isReference,
  key,
  OUTSIDE_THE_MATRIX,
  ROLES,
  type Role,
  SOUTH_MARKERS,
  seesNothing,
} from './access-matrix-cases.ts';
import { insertOpenChange } from './change-fixture.ts';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp, universeIdOf } from './harness.ts';
import { insertOpenPlan } from './plan-fixture.ts';
import { recordFigures } from './reliability-figures.ts';
import { apiRoutes, databaseChecksum } from './route-table.ts';
import { pausedWebhookWithDelivery } from './webhook-fixture.ts';

/**
 * Every route of the app's route table, called by every role with resources outside the
 * caller's reach: another universe's survey and records (a user and a root user signed in
 * to acme), and another region's
 * drill path, interview, alert, contact, API key and task (a store manager, a regional
 * manager and an administrator scoped to the North region, all in demo), and everything of
 * demo for a member saved with the user editor's defaults (no unit yet). A read is refused
 * (403/404), a write changes nothing, and no answer names what lies outside the caller's
 * reach. A new route is covered as soon as it is registered; a route with a parameter the
 * matrix cannot fill, or without a survey, fails here until it is placed in
 * OUTSIDE_THE_MATRIX (access-matrix-cases.ts) with a reason.
 */

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
    // A member saved with the user editor's defaults: the role that allows least, no unit.
    const admin = await signIn(t.app, 'admin');
    const roleList = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/roles/list/cx',
      headers: { cookie: admin },
    });
    const noUnit = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/save/cx',
      headers: { cookie: admin, ...CSRF_HEADER },
      payload: {
        username: 'matrix.nounit',
        email: null,
        firstName: 'Matrix',
        lastName: 'No unit',
        locale: 'en',
        roleId: leastRole(roleList.json<TRoleList>().items)!.id,
        scopeUnit: null,
        wholeOrganisation: false,
        invite: false,
      } satisfies TUserSave,
    });
    expect(noUnit.statusCode, noUnit.body).toBe(200);
    await db
      .updateTable('users')
      .set({ password_hash: regional.password_hash })
      .where('username', '=', 'matrix.nounit')
      .execute();
    cookies.noUnit = await signIn(t.app, 'matrix.nounit');
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
    // a detected change of a South unit: listed to those who reach South, named to no one else
    const southStore = south.find((u) => !south.some((c) => c.parent_id === u.id))!;
    const changeId = await insertOpenChange(
      t.database,
      { universeId: survey.universe_id, surveyId: survey.id },
      southStore.id,
    );
    // an action plan of the same South store: listed and shown to those who reach South only
    const planId = await insertOpenPlan(
      t.database,
      { universeId: survey.universe_id, surveyId: survey.id },
      southStore.id,
    );
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
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/surveys/apikey/create/cx',
      headers: { cookie: admin, ...CSRF_HEADER },
      payload: { scopeUnit: 'south', name: 'South' },
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
    // A campaign of the whole organisation that reaches the North store s001.
    const organisationCampaign = await db
      .insertInto('campaigns')
      .values({
        universe_id: ref.universeId,
        survey_id: ref.surveyId,
        name: 'Everyone',
        type: 'email',
        action: 'mail',
        drill_path_filtered: 'org,all',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s001 = await db
      .selectFrom('units')
      .select('id')
      .where('universe_id', '=', ref.universeId)
      .where('ext_name', '=', 's001')
      .executeTakeFirstOrThrow();
    const sample = await db
      .insertInto('samples')
      .values({ universe_id: ref.universeId, survey_id: ref.surveyId, name: 'Matrix North' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const northContact = await db
      .insertInto('contacts')
      .values({
        universe_id: ref.universeId,
        sample_id: sample.id,
        unit_id: s001.id,
        name: 'Matrix North',
        email: 'matrix.north@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_messages')
      .values({
        universe_id: ref.universeId,
        campaign_id: organisationCampaign.id,
        contact_id: northContact.id,
        state: 'delivered',
        sent_at: new Date(),
        token: 'matrixorganisationmatrix',
      })
      .execute();
    const template = await campaignsDb(db)
      .selectFrom('templates')
      .select('id')
      .where('universe_id', '=', ref.universeId)
      .where('channel', '=', 'mail')
      .executeTakeFirstOrThrow();
    // a paused endpoint named after a South store, with a delivered test
    const hook = await pausedWebhookWithDelivery(db, ref.universeId, 'Espoo ops');
    foreign = {
      webhookId: hook.webhookId,
      deliveryId: hook.deliveryId,
      campaignId: campaign.id,
      organisationCampaignId: organisationCampaign.id,
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
      changeId,
      planId,
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

  it('a campaign is changed only within its own scope, though its messages reach the caller', async () => {
    const routes = apiRoutes(t.routes);
    // every writing route on a campaign is one of these
    for (const route of routes)
      if (route.method !== 'GET' && route.params.includes('campaignId'))
        expect(CAMPAIGN_CHANGES, key(route)).toContain(key(route));
    const failures: string[] = [];
    for (const route of routes.filter((r) => CAMPAIGN_CHANGES.has(key(r)))) {
      for (const role of ROLES.filter((r) => !inAcme(r))) {
        const url = fill(route, role, { ...foreign, campaignId: foreign.organisationCampaignId });
        const body = bodyFor(route, foreign);
        const before = await databaseChecksum(t.database);
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie: cookies[role], ...CSRF_HEADER },
          ...(body ? { payload: body } : {}),
        });
        const after = await databaseChecksum(t.database);
        const what = `${role} ${route.method} ${url} -> ${response.statusCode}`;
        if (![403, 404].includes(response.statusCode)) failures.push(`${what}: must be refused`);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) failures.push(`${what} changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
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
          seesNothing(role) ||
          route.params.some((p) => !['survey', 'type', 'filter', 'roleId', 'templateId'].includes(p)) ||
          FOREIGN_IN_BODY_OR_QUERY.has(key(route));
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        // Roles are the whole universe's: a scoped administrator reads them, never changes them.
        if ((namesForeign || route.url.includes('/roles/')) && changed.length > 0)
          failures.push(`${what} changed ${changed.join(', ')}`);
        if (namesForeign && route.method === 'GET' && response.statusCode < 400)
          failures.push(`${what}: a call outside the caller's reach must be refused`);
        if (response.statusCode >= 500) failures.push(`${what}: ${response.body.slice(0, 200)}`);
        const markers = inAcme(role) || seesNothing(role) ? DEMO_MARKERS : SOUTH_MARKERS;
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
