import type { TRoleList, TUserDetails, TUserList } from '@opinio/domain/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

/**
 * A person who is a member of two universes has one account. `multi` is an analyst in Nordic
 * Retail (demo) and the administrator of Acme Hotels (acme): Nordic Retail's administrator
 * manages the membership, never the person (the account takeover of issue 30).
 */
describe.each(DATABASE_KINDS)('a person shared between universes (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const cookies: Record<string, string> = {};
  let multiId: number;
  let multiEmail: string | null;
  let analystRole: number;
  let storeRole: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 100, { smtpUrl: smtp.url, publicUrl: 'https://opinio.example.com' });
    cookies.admin = await signIn(t.app, 'admin');
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    const found = (await get('admin', '/api/vuejs/users/list/cx?q=multi')).json<TUserList>();
    multiId = found.items.find((u) => u.username === 'multi')!.id;
    multiEmail = (await person(multiId)).email;
    const roles = (await get('admin', '/api/vuejs/roles/list/cx')).json<TRoleList>().items;
    analystRole = roles.find((r) => r.builtIn === 'analyst')!.id;
    storeRole = roles.find((r) => r.builtIn === 'store_manager')!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const get = (who: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
  const post = (who: string, url: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies[who], ...CSRF_HEADER },
      payload: payload as object,
    });
  const person = async (userId: number) =>
    t.database.db
      .selectFrom('users')
      .select(['username', 'email', 'first_name', 'last_name', 'locale', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const signInTo = (universe: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username, password, universe },
    });
  const multiSave = (changes: Record<string, unknown>) => ({
    id: multiId,
    username: 'multi',
    email: multiEmail,
    firstName: 'Mika',
    lastName: 'Multi',
    locale: 'fi',
    roleId: analystRole,
    scopeUnit: null,
    wholeOrganisation: true,
    ...changes,
  });

  it('the editor is told the person belongs to other universes; a member of one universe only is not', async () => {
    const shared = (await get('admin', `/api/vuejs/users/details/cx/${multiId}`)).json<TUserDetails>();
    expect(shared.sharedAccount).toBe(true);
    // an administrator learns that other memberships exist, not which
    expect(shared.otherUniverses).toEqual([]);
    const storeId = (await get('admin', '/api/vuejs/users/list/cx?q=storekeeper')).json<TUserList>().items[0]
      .id;
    const single = (await get('admin', `/api/vuejs/users/details/cx/${storeId}`)).json<TUserDetails>();
    expect(single.sharedAccount).toBe(false);
    const byRoot = (await get('root', `/api/vuejs/users/details/cx/${multiId}`)).json<TUserDetails>();
    expect(byRoot.otherUniverses.map((u) => u.universe)).toEqual(['acme']);
  });

  it("an administrator cannot change a shared person's e-mail, user name, name or language; nothing is written", async () => {
    const before = await person(multiId);
    for (const [field, value] of [
      ['email', 'attacker@example.com'],
      ['username', 'multi.renamed'],
      ['firstName', 'Someone'],
      ['lastName', 'Else'],
      ['locale', 'en'],
    ] as const) {
      const response = await post('admin', '/api/vuejs/users/save/cx', multiSave({ [field]: value }));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(403);
      expect(response.json().error.field).toBe(field);
    }
    expect(await person(multiId)).toEqual(before);
  });

  it('the membership stays the administrator’s to change: role and scope', async () => {
    const response = await post(
      'admin',
      '/api/vuejs/users/save/cx',
      multiSave({ roleId: storeRole, scopeUnit: 's003', wholeOrganisation: false }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const details = (await get('admin', `/api/vuejs/users/details/cx/${multiId}`)).json<TUserDetails>();
    expect(details.user.role.id).toBe(storeRole);
    expect(details.user.scopeUnit?.extName).toBe('s003');
    const back = await post('admin', '/api/vuejs/users/save/cx', multiSave({}));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('no invitation resets the password of a person who signs in elsewhere; their sign-in to the other universe holds', async () => {
    const before = await person(multiId);
    const mails = smtp.mails.length;
    const response = await post('admin', `/api/vuejs/users/invite/cx/${multiId}`);
    expect(response.statusCode, response.body).toBe(409);
    const tokens = await t.database.db
      .selectFrom('password_resets')
      .select('expires_at')
      .where('user_id', '=', multiId)
      .execute();
    expect(tokens).toEqual([]);
    expect(smtp.mails.length).toBe(mails);
    expect((await person(multiId)).password_hash).toBe(before.password_hash);
    expect((await signInTo('acme', 'multi', 'demo')).statusCode).toBe(200);
  });

  it('a user file cannot change a shared person either: the row names the field and nothing is written', async () => {
    const before = await person(multiId);
    const csv =
      'username,email,firstName,lastName,role,scopeUnit,locale\nmulti,attacker@example.com,Mika,Multi,analyst,,fi\n';
    const boundary = 'x-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/users/import/cx',
      headers: {
        cookie: cookies.admin,
        ...CSRF_HEADER,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.rows).toEqual([expect.objectContaining({ row: 2, column: 'email' })]);
    expect(await person(multiId)).toEqual(before);
  });

  it('a root user may change the person; an administrator may change a member of their universe only', async () => {
    const byRoot = await post(
      'root',
      '/api/vuejs/users/save/cx',
      multiSave({ email: 'mika.multi@example.com' }),
    );
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    expect((await person(multiId)).email).toBe('mika.multi@example.com');
    const storeId = (await get('admin', '/api/vuejs/users/list/cx?q=storekeeper')).json<TUserList>().items[0]
      .id;
    const details = (await get('admin', `/api/vuejs/users/details/cx/${storeId}`)).json<TUserDetails>();
    const own = await post('admin', '/api/vuejs/users/save/cx', {
      id: storeId,
      username: details.user.username,
      email: 'store.new@example.com',
      firstName: details.user.firstName,
      lastName: details.user.lastName,
      locale: details.user.locale,
      roleId: details.user.role.id,
      scopeUnit: details.user.scopeUnit?.extName ?? null,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await person(storeId)).email).toBe('store.new@example.com');
  });
});
