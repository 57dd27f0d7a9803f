import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import {
  leastRole,
  type TRoleList,
  type TUserDetails,
  type TUserSave,
  type TUserSaved,
} from '@opinio/domain/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscription, subscriptionRecipients } from '#reports/subscription-repository.ts';
import { builtInRoleId } from '#users/built-in-roles.ts';
import {
  CSRF_HEADER,
  DATABASE_KINDS,
  path,
  seededApp,
  signIn,
  type TestApp,
  universeIdOf,
} from './harness.ts';

/**
 * A member saved as the user editor starts a new one (docs/product.md#user-administration):
 * the role that allows least and no unit. Until an administrator gives them a unit they see
 * nothing: no survey in their identity, and every call about one answers 404 as data outside
 * a scope does; they are nobody's alert assignee or report recipient.
 */
describe.each(DATABASE_KINDS)('a member without a unit (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let memberId: number;
  let roleId: number;
  let demo: number;
  /** What the editor sends for a new member when only the names are typed. */
  const editorDefaults = (roles: Pick<TRoleList['items'][number], 'id' | 'permissions'>[]): TUserSave => ({
    username: 'nounit.sanna',
    email: 'nounit.sanna@example.com',
    firstName: 'Sanna',
    lastName: 'Uusi',
    locale: 'en',
    roleId: leastRole(roles)!.id,
    scopeUnit: null,
    wholeOrganisation: false,
    invite: false,
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...CSRF_HEADER }, payload });
  const save = (changes: Partial<TUserSave>) =>
    post(admin, '/api/vuejs/users/save/cx', {
      ...editorDefaults([{ id: roleId, permissions: [] }]),
      id: memberId,
      ...changes,
    });
  /** Signs the member in and answers the identity and the session. */
  const signInMember = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'nounit.sanna', password: 'demo' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'opinio_session')!;
    return { identity: response.json<TUserIdentity>(), cookie: `opinio_session=${cookie.value}` };
  };

  beforeAll(async () => {
    t = await seededApp(kind, 600);
    const db = t.database.db;
    demo = await universeIdOf(db, 'demo');
    admin = await signIn(t.app, 'admin');
    const roles = (await get(admin, '/api/vuejs/roles/list/cx')).json<TRoleList>().items;
    const saved = await post(admin, '/api/vuejs/users/save/cx', editorDefaults(roles));
    expect(saved.statusCode, saved.body).toBe(200);
    const { user } = saved.json<TUserSaved>();
    memberId = user.id;
    roleId = user.role.id;
    // a password of their own, as the invitation would have let them choose
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ password_hash }).where('id', '=', memberId).execute();
  });
  afterAll(() => t.close());

  it('is saved with no unit and the role that allows least, and the list and details say so', async () => {
    // the demo's roles: the analyst's reads only
    expect(roleId).toBe(await builtInRoleId(t.database.db, demo, 'analyst'));
    const details = (await get(admin, `/api/vuejs/users/details/cx/${memberId}`)).json<TUserDetails>();
    expect(details.user).toMatchObject({ scopeUnit: null, wholeOrganisation: false });
    expect(details.audit[0]).toMatchObject({
      action: 'user.create',
      after: { scopeUnit: null, wholeOrganisation: false },
    });
  });

  it('signs in to an identity without surveys that says no unit is given yet', async () => {
    const { identity } = await signInMember();
    expect(identity.surveys).toEqual([]);
    expect(identity.noUnit).toBe(true);
    const admins = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: admin, ...CSRF_HEADER },
      payload: {},
    });
    expect(admins.json<TUserIdentity>()).toMatchObject({ noUnit: false, surveys: [{ extName: 'cx' }] });
  });

  it('reaches nothing of a survey: dashboard figures, interviews, comments and alerts answer 404', async () => {
    const { cookie } = await signInMember();
    const alert = await t.database.db.selectFrom('alerts').select('id').executeTakeFirstOrThrow();
    const interview = await t.database.db.selectFrom('interviews').select('id').executeTakeFirstOrThrow();
    const root = path('org,all');
    const store = path('org,all,north,oulu,s001');
    for (const url of [
      `/api/vuejs/analytics/kpis/cx/${root}`,
      `/api/vuejs/analytics/kpis/cx/${store}`,
      `/api/vuejs/analytics/trend/cx/${root}`,
      `/api/vuejs/analytics/breakdown/cx/${root}`,
      `/api/vuejs/interviews/cx/${root}`,
      `/api/vuejs/interview/cx/${interview.id}`,
      `/api/vuejs/comments/cx/${root}`,
      `/api/vuejs/alerts/cx/${root}`,
      '/api/vuejs/alerts/count/cx',
      `/api/vuejs/alert/cx/${alert.id}`,
      `/api/vuejs/drillpath/cx/${root}`,
    ]) {
      const response = await get(cookie, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/Oulu|Helsinki|Nordic/);
    }
  });

  it('reaches nothing with an administrator’s role either: the role says what, the unit says where', async () => {
    const administrator = await builtInRoleId(t.database.db, demo, 'administrator');
    expect((await save({ roleId: administrator })).statusCode).toBe(200);
    const { cookie, identity } = await signInMember();
    expect(identity).toMatchObject({ surveys: [], noUnit: true, isUserAdmin: true });
    for (const url of [
      '/api/vuejs/users/list/cx',
      '/api/vuejs/roles/list/cx',
      `/api/vuejs/analytics/kpis/cx/${path('org,all')}`,
      '/api/vuejs/webhooks/list/cx',
    ]) {
      expect((await get(cookie, url)).statusCode, url).toBe(404);
    }
    expect((await save({ roleId })).statusCode).toBe(200);
  });

  it('is nobody’s alert assignee and gets no report of their role’s subscription', async () => {
    const db = t.database.db;
    const alert = await db.selectFrom('alerts').select('id').executeTakeFirstOrThrow();
    const assignees = (await get(admin, `/api/vuejs/alert/assignees/cx/${alert.id}`)).json<{
      users: Array<{ username: string }>;
    }>();
    expect(assignees.users.length).toBeGreaterThan(0);
    expect(assignees.users.map((u) => u.username)).not.toContain('nounit.sanna');
    const survey = await db
      .selectFrom('surveys')
      .select('id')
      .where('universe_id', '=', demo)
      .executeTakeFirstOrThrow();
    const adminId = (
      await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const subscription = await insertSubscription(
      db,
      { universeId: demo, surveyId: survey.id, createdBy: adminId, userId: null },
      { drillPathFiltered: 'org,all', frequency: 'weekly', weekday: 1, locale: 'en', roleId },
      new Date(),
    );
    const recipients = await subscriptionRecipients(db, subscription);
    // the role's members with a unit or the whole organisation get it; the member without one does not
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.map((r) => r.userId)).not.toContain(memberId);
  });

  it('given a unit, sees that unit; given the whole organisation, sees all of it', async () => {
    expect((await save({ scopeUnit: 's001' })).statusCode).toBe(200);
    let { cookie, identity } = await signInMember();
    expect(identity).toMatchObject({ noUnit: false, surveys: [{ extName: 'cx' }] });
    expect(
      (await get(cookie, `/api/vuejs/analytics/kpis/cx/${path('org,all,north,oulu,s001')}`)).statusCode,
    ).toBe(200);
    expect((await get(cookie, `/api/vuejs/analytics/kpis/cx/${path('org,all')}`)).statusCode).toBe(404);

    expect((await save({ wholeOrganisation: true })).statusCode).toBe(200);
    ({ cookie } = await signInMember());
    expect((await get(cookie, `/api/vuejs/analytics/kpis/cx/${path('org,all')}`)).statusCode).toBe(200);

    // and back to none: the same session sees nothing at once
    expect((await save({})).statusCode).toBe(200);
    expect((await get(cookie, `/api/vuejs/analytics/kpis/cx/${path('org,all')}`)).statusCode).toBe(404);
  });

  it('a unit and the whole organisation at once are refused, naming the field', async () => {
    const both = await save({ scopeUnit: 's001', wholeOrganisation: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toMatchObject({ field: 'scopeUnit', code: 'invalid_value' });
  });

  it('an administrator of a region gives a unit within it: no unit would leave the member beyond their reach', async () => {
    const db = t.database.db;
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const northAdmin = await db
      .insertInto('users')
      .values({ username: 'nounit.northadmin', password_hash, first_name: 'N', last_name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        universe_id: demo,
        user_id: northAdmin.id,
        role_id: await builtInRoleId(db, demo, 'administrator'),
        scope_unit: 'north',
      })
      .execute();
    const cookie = await signIn(t.app, 'nounit.northadmin');
    const roles = (await get(cookie, '/api/vuejs/roles/list/cx')).json<TRoleList>().items;
    const refused = await post(cookie, '/api/vuejs/users/save/cx', {
      ...editorDefaults(roles),
      username: 'nounit.north',
      email: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ field: 'scopeUnit', code: 'required' });
    // nor does a move of members within their reach leave one without a unit
    const store = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'store')
      .executeTakeFirstOrThrow();
    const bulk = await post(cookie, '/api/vuejs/users/bulk/cx', {
      action: 'setScope',
      userIds: [store.id],
      scopeUnit: null,
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error).toMatchObject({ field: 'scopeUnit', code: 'required' });
    // the member without a unit is beyond their reach
    expect((await get(cookie, `/api/vuejs/users/details/cx/${memberId}`)).statusCode).toBe(404);
  });
});
