import type { TRole, TRoleList, TUserDetails, TUserList, TUserSaved } from '@opinio/domain/schemas/users';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

const PUBLIC_URL = 'https://opinio.example.com';

describe.each(DATABASE_KINDS)('user administration (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const cookies: Record<string, string> = {};
  let roles: TRole[];
  const roleId = (key: string) => roles.find((r) => r.builtIn === key || r.name === key)!.id;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 200, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    for (const user of ['admin', 'store', 'regional']) cookies[user] = await signIn(t.app, user);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    roles = (await get('admin', '/api/vuejs/roles/list/cx')).json<TRoleList>().items;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const get = (who: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
  const post = (who: string, url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies[who], ...CSRF_HEADER },
      payload: payload as object,
    });
  const list = async (who: string, query: string) => {
    const response = await get(who, `/api/vuejs/users/list/cx?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TUserList>();
  };

  it('saves the own language alone, keeps the name and answers it at the next sign-in', async () => {
    const identity = async (cookie: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/vuejs/auth/validatecookie',
          headers: { cookie, ...CSRF_HEADER },
          payload: {},
        })
      ).json<{
        locale: string;
        displayName: string;
      }>();
    const before = await identity(cookies.regional);
    const saved = await post('regional', '/api/vuejs/users/account', { locale: 'sv' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await identity(await signIn(t.app, 'regional'));
    expect(again.locale).toBe('sv');
    expect(again.displayName).toBe(before.displayName);
    const bad = await post('regional', '/api/vuejs/users/account', { locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('locale');
    expect((await post('regional', '/api/vuejs/users/account', { locale: before.locale })).statusCode).toBe(
      200,
    );
    expect((await identity(cookies.regional)).locale).toBe(before.locale);
  });

  it('lists the members with search, filters and keyset pages that add up to the total', async () => {
    const all = await list('admin', 'limit=200');
    expect(all.total).toBeGreaterThan(200);
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TUserList = await list(
        'admin',
        `limit=37&sort=lastSignIn&direction=desc${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const item of page.items) {
        expect(seen.has(item.id), `${item.username} twice`).toBe(false);
        seen.add(item.id);
      }
      const times = page.items.map((i) => (i.lastSignInAt ? Date.parse(i.lastSignInAt) : 0));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen.size).toBe(all.total);

    const found = await list('admin', 'q=storekeeper');
    expect(found.items.map((u) => u.username)).toEqual(['store']);
    const invited = await list('admin', 'status=invited');
    expect(invited.total).toBe(4);
    expect(invited.items.every((u) => u.status === 'invited' && u.lastSignInAt === null)).toBe(true);
    const disabled = await list('admin', 'status=disabled');
    expect(disabled.total).toBe(4);
    const north = await list('admin', `unit=north&roleId=${roleId('store_manager')}&limit=200`);
    expect(north.total).toBeGreaterThan(40);
    expect(north.items.every((u) => u.role.builtIn === 'store_manager')).toBe(true);
    const quoted = await list('admin', `q=${encodeURIComponent("');-- %_")}`);
    expect(quoted.total).toBe(0);
    expect((await get('admin', '/api/vuejs/users/list/cx?cursor=bogus')).json().error.field).toBe('cursor');
    expect((await get('admin', '/api/vuejs/users/list/cx?unit=nowhere')).json().error.field).toBe('unit');
  });

  it('answers 403 to a role without users.manage, and a scoped administrator sees only their part', async () => {
    expect((await get('store', '/api/vuejs/users/list/cx')).statusCode).toBe(403);
    expect((await get('store', '/api/vuejs/roles/list/cx')).statusCode).toBe(403);
    // regional becomes an administrator scoped to North
    const regional = (await list('admin', 'q=regional')).items[0];
    const made = await post('root', '/api/vuejs/users/save/cx', {
      id: regional.id,
      username: 'regional',
      email: 'regional@example.com',
      firstName: 'Risto',
      lastName: 'Regional',
      locale: 'en',
      roleId: roleId('administrator'),
      scopeUnit: 'north',
    });
    expect(made.statusCode, made.body).toBe(200);
    // the roles say how far the administrator reaches: the editor preselects it
    const regionalRoles = (await get('regional', '/api/vuejs/roles/list/cx')).json<TRoleList>();
    expect(regionalRoles).toMatchObject({ editable: false, adminScope: { extName: 'north' } });
    expect((await get('admin', '/api/vuejs/roles/list/cx')).json<TRoleList>()).toMatchObject({
      editable: true,
      adminScope: null,
    });
    const northList = await list('regional', 'limit=200');
    expect(northList.items.length).toBeGreaterThan(0);
    expect(northList.items.every((u) => u.scopeUnit !== null)).toBe(true);
    const south = (await list('admin', 'unit=south&limit=1')).items[0];
    for (const url of [
      `/api/vuejs/users/details/cx/${south.id}`,
      `/api/vuejs/users/deleteimpact/cx/${south.id}`,
    ]) {
      expect((await get('regional', url)).statusCode, url).toBe(404);
    }
    expect((await post('regional', `/api/vuejs/users/disable/cx/${south.id}`, {})).statusCode).toBe(404);
    const northMember = northList.items.find((u) => u.username !== 'regional' && u.status === 'active')!;
    const bulk = await post('regional', '/api/vuejs/users/bulk/cx', {
      action: 'disable',
      userIds: [northMember.id, south.id],
    });
    expect(bulk.statusCode).toBe(404);
    // nothing changed: the North member of the same request is still active
    const still = (
      await get('regional', `/api/vuejs/users/details/cx/${northMember.id}`)
    ).json<TUserDetails>();
    expect(still.user.status).toBe('active');
    const outside = await post('regional', '/api/vuejs/users/save/cx', {
      username: 'newsouth',
      email: 'newsouth@example.com',
      firstName: 'New',
      lastName: 'South',
      roleId: roleId('store_manager'),
      scopeUnit: 's120',
      invite: false,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.field).toBe('scopeUnit');
    expect(
      (await post('regional', '/api/vuejs/roles/save/cx', { name: 'Nope', permissions: [] })).statusCode,
    ).toBe(403);
  });

  it('creates a role and an invited member; the invitation sets a password; disabling ends the session', async () => {
    const created = await post('admin', '/api/vuejs/roles/save/cx', {
      name: 'Store staff without alerts',
      permissions: ['rankings.view', 'interviews.view'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json<TRole>();
    expect(role.permissions).toEqual(['rankings.view', 'interviews.view']);
    const saved = await post('admin', '/api/vuejs/users/save/cx', {
      username: 'new.person',
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      locale: 'fi',
      roleId: role.id,
      scopeUnit: 's002',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { user, invitationSent } = saved.json<TUserSaved>();
    expect(invitationSent).toBe(true);
    expect(user.status).toBe('invited');
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Kutsu Opinioon (Nordic Retail)');
    const token = /resetToken=([\w-]+)&invite=1/.exec(mail.text ?? '')![1];
    // Text and HTML parts in the member's language; the HTML's button is the same link.
    expect(mail.text).toContain(`Valitse salasana:\nhttp`);
    const html = String(mail.html);
    expect(html).toMatch(/<html lang="fi"/);
    expect(html).toMatch(
      new RegExp(`<a\\s+href="[^"]*\\?resetToken=${token}&amp;invite=1"[^>]*>\\s*Valitse salasana\\s*</a>`),
    );
    expect(html).toContain('Opinio · Nordic Retail');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/reset',
      headers: CSRF_HEADER,
      payload: { token, password: 'a fine password' },
    });
    expect(reset.statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'new.person', password: 'a fine password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().permissions).toEqual(['rankings.view', 'interviews.view']);
    expect(login.json().surveys[0].startPath).toBe('org,all,north,oulu,s002');
    cookies.newPerson = `opinio_session=${login.cookies.find((c) => c.name === 'opinio_session')!.value}`;
    expect((await get('newPerson', '/api/vuejs/alerts/count/cx')).statusCode).toBe(403);
    expect((await get('newPerson', '/api/vuejs/interviews/cx/org%2Call?limit=1')).statusCode).not.toBe(403);

    const details = (await get('admin', `/api/vuejs/users/details/cx/${user.id}`)).json<TUserDetails>();
    expect(details.user.status).toBe('active');
    expect(details.sessions).toHaveLength(1);
    expect(details.audit.map((a) => a.action)).toEqual(['user.invite', 'user.create']);

    expect((await post('admin', `/api/vuejs/users/disable/cx/${user.id}`, {})).statusCode).toBe(200);
    expect((await get('newPerson', '/api/vuejs/surveys/loadcount/cx')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username: 'new.person', password: 'a fine password' },
    });
    expect(again.statusCode).not.toBe(200);
    const trail = (await get('admin', `/api/vuejs/users/details/cx/${user.id}`)).json<TUserDetails>().audit;
    expect(trail[0]).toMatchObject({
      action: 'user.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('refuses to hand out more than one holds, to change oneself, and a taken user name', async () => {
    const me = (await list('admin', 'q=admin')).items.find((u) => u.username === 'admin')!;
    expect((await post('admin', `/api/vuejs/users/disable/cx/${me.id}`, {})).statusCode).toBe(403);
    const taken = await post('admin', '/api/vuejs/users/save/cx', {
      username: 'multi',
      email: null,
      firstName: 'X',
      lastName: 'Y',
      roleId: roleId('analyst'),
      scopeUnit: null,
      invite: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.field).toBe('username');
    const builtIn = await post('admin', '/api/vuejs/roles/save/cx', {
      id: roleId('analyst'),
      name: 'analyst',
      permissions: [],
    });
    expect(builtIn.statusCode).toBe(409);
  });

  it('imports users from CSV only when every row is right, and exports the list as a workbook', async () => {
    const upload = (csv: string) => {
      const boundary = 'x-boundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
      return t.app.inject({
        method: 'POST',
        url: '/api/vuejs/users/import/cx',
        headers: {
          cookie: cookies.admin,
          ...CSRF_HEADER,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const before = (await list('admin', 'limit=1')).total;
    const bad = await upload(
      'username,email,firstName,lastName,role,scopeUnit,locale\nimp.one,imp.one@example.com,Imp,One,store_manager,s010,sv\nimp.two,not-a-mail,Imp,Two,no such role,s999,en\n',
    );
    expect(bad.statusCode).toBe(400);
    const rows = bad.json().error.rows as Array<{ row: number; column: string }>;
    expect(rows.map((r) => `${r.row}:${r.column}`).sort()).toEqual(
      ['3:email', '3:role', '3:scopeUnit'].sort(),
    );
    expect((await list('admin', 'limit=1')).total).toBe(before);
    const good = await upload(
      'username;email;firstName;lastName;role;scopeUnit;locale\nimp.one;imp.one@example.com;Imp;One;store_manager;s010;sv\nimp.two;;Imp;Two;analyst;;en\nimp.three;;Imp;Three;analyst;*;en\n',
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ created: 3, updated: 0, invited: 1 });
    // an empty unit is no unit yet; the whole organisation is given by `*` only
    const imported = (await list('admin', 'q=imp.')).items;
    const scopes = Object.fromEntries(
      imported.map((u) => [u.username, [u.scopeUnit?.extName ?? null, u.wholeOrganisation]]),
    );
    expect(scopes).toEqual({
      'imp.one': ['s010', false],
      'imp.two': [null, false],
      'imp.three': [null, true],
    });
    expect((await smtp.nextMail()).subject).toBe('Inbjudan till Opinio (Nordic Retail)');

    const exported = await get('admin', '/api/vuejs/users/export/cx?q=imp.');
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toContain('username');
    // the export writes what an import reads back: a unit, nothing (no unit) or `*`
    const rowsOut = [2, 3, 4].map((n) => [
      sheet.getRow(n).getCell(1).value,
      sheet.getRow(n).getCell(6).value,
    ]);
    expect(rowsOut.sort()).toEqual([
      ['imp.one', 's010'],
      ['imp.three', '*'],
      ['imp.two', ''],
    ]);
  });

  it('maps single sign-on roles and deletes a member with what happens to their alerts', async () => {
    const mapped = await post('admin', `/api/vuejs/roles/mappings/cx/${roleId('analyst')}`, {
      mappings: [
        { source: 'realm', ssoRole: 'cx-analyst' },
        { source: 'client', clientId: 'opinio', ssoRole: 'viewer' },
      ],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<TRole>().ssoMappings).toHaveLength(2);
    const clash = await post('admin', `/api/vuejs/roles/mappings/cx/${roleId('store_manager')}`, {
      mappings: [{ source: 'realm', ssoRole: 'cx-analyst' }],
    });
    expect(clash.statusCode).toBe(409);

    const store = (await list('admin', 'q=storekeeper')).items[0];
    const impact = (await get('admin', `/api/vuejs/users/deleteimpact/cx/${store.id}`)).json();
    expect(impact).toMatchObject({ keepsOtherUniverses: false });
    const deleted = await post('admin', `/api/vuejs/users/delete/cx/${store.id}`, {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get('store', '/api/vuejs/surveys/loadcount/cx')).statusCode).toBe(401);
    expect((await get('admin', `/api/vuejs/users/details/cx/${store.id}`)).statusCode).toBe(404);
    const audit = await get('root', '/api/vuejs/users/audit/cx?limit=5');
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.delete',
      entity: 'user',
      entityId: String(store.id),
    });
    expect((await get('admin', '/api/vuejs/users/audit/cx')).statusCode).toBe(403);
  });
});

describe('a new member without SMTP', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await seededApp('pglite', 50, { smtpUrl: null, publicUrl: PUBLIC_URL });
    cookie = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('is told not mailed, with the invitation link to hand over, which sets the password', async () => {
    const roles = (
      await t.app.inject({ method: 'GET', url: '/api/vuejs/roles/list/cx', headers: { cookie } })
    ).json<TRoleList>().items;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/save/cx',
      headers: { cookie, ...CSRF_HEADER },
      payload: {
        username: 'no.smtp',
        email: 'no.smtp@example.com',
        firstName: 'No',
        lastName: 'Mail',
        locale: 'en',
        roleId: roles[0]!.id,
        scopeUnit: null,
        invite: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { invitationSent, invitationLink, user } = saved.json<TUserSaved>();
    expect(invitationSent).toBe(false);
    expect(user.status).toBe('invited');
    expect(invitationLink).toMatch(/^https:\/\/opinio\.example\.com\/.*\?resetToken=[\w-]+&invite=1$/);
    // sent again: a new link, not mailed either (the older one stops working)
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/vuejs/users/invite/cx/${user.id}`,
      headers: { cookie, ...CSRF_HEADER },
    });
    expect(again.statusCode, again.body).toBe(200);
    const resent = again.json<{ invitationSent: boolean; invitationLink: string }>();
    expect(resent.invitationSent).toBe(false);
    expect(resent.invitationLink).not.toBe(invitationLink);
    const token = /resetToken=([\w-]+)/.exec(resent.invitationLink)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/reset',
      headers: CSRF_HEADER,
      payload: { token, password: 'a fine password' },
    });
    expect(reset.statusCode).toBe(204);

    // no invitation asked: no link either
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/save/cx',
      headers: { cookie, ...CSRF_HEADER },
      payload: {
        username: 'no.invite',
        email: null,
        firstName: '',
        lastName: '',
        locale: 'en',
        roleId: roles[0]!.id,
        scopeUnit: null,
        invite: false,
      },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<TUserSaved>()).toMatchObject({ invitationSent: false, invitationLink: null });
  });
});
