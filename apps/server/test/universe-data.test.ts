import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('universe settings of survey administration (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let cx: number;
  let guest: number;

  const demoSettings: TUniverseData = {
    title: 'Demo retail',
    defaultLocale: 'fi',
    forwarding: 'finland',
    forwardingUrl: 'https://cx.example.fi/start',
    support: {
      faqUrl: 'https://help.example.fi/faq',
      email: 'tuki@example.fi',
      helpDeskUrl: null,
      phone: '+358 40 123 4567',
      openingHours: 'Mon–Fri 9–17',
    },
    primaryColor: '#0b5cad',
    logoUrl: 'https://cdn.example.fi/logo.svg',
    sso: [
      {
        domain: 'cx.example.fi',
        idpUrl: 'https://id.example.fi',
        realm: 'retail',
        clientId: 'opinio-web',
        ssoOnly: true,
      },
      {
        domain: 'localhost:8443',
        idpUrl: 'http://localhost:8080',
        realm: 'dev',
        clientId: 'opinio',
        ssoOnly: false,
      },
    ],
  };

  beforeAll(async () => {
    t = await seededApp(kind, 50);
    cookies.root = await signIn(t.app, 'root', { universe: 'demo' });
    cookies.admin = await signIn(t.app, 'admin');
    cookies.acme = await signIn(t.app, 'multi', { universe: 'acme' });
    const surveys = await t.database.db.selectFrom('surveys').select(['id', 'ext_name']).execute();
    cx = surveys.find((s) => s.ext_name === 'cx')!.id;
    guest = surveys.find((s) => s.ext_name === 'guest')!.id;
    // a setting another feature keeps in the same column
    await t.database.db
      .updateTable('universes')
      .set({ settings: JSON.stringify({ theme: 'dark' }) })
      .where('name', '=', 'demo')
      .execute();
  });
  afterAll(() => t.close());

  const url = (surveyId: number) => `/api/vuejs/surveys/universedata/cx/${surveyId}`;
  const read = (surveyId: number, user = 'root') =>
    t.app.inject({ method: 'GET', url: url(surveyId), headers: { cookie: cookies[user] } });
  const write = (surveyId: number, body: unknown, user = 'root') =>
    t.app.inject({
      method: 'PUT',
      url: url(surveyId),
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      payload: body as Record<string, unknown>,
    });
  const identity = async (user: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/validatecookie',
      headers: { cookie: cookies[user], ...CSRF_HEADER },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TUserIdentity;
  };
  const universe = (name: string) =>
    t.database.db
      .selectFrom('universes')
      .select(['title', 'settings'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();

  it('reads the universe of the administered survey, unset settings as null', async () => {
    const response = await read(cx);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: 'demo',
      title: (await universe('demo')).title,
      defaultLocale: 'en',
      forwarding: null,
      forwardingUrl: null,
      primaryColor: null,
      logoUrl: null,
      support: { faqUrl: null, email: null, helpDeskUrl: null, phone: null, openingHours: null },
      sso: [],
    });
    expect((await identity('admin')).support).toBeNull();
  });

  it('replaces the settings; signed-in users see the support contacts and forwarding on their next read', async () => {
    const saved = await write(cx, { ...demoSettings, name: 'ignored' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...demoSettings, name: 'demo' };
    expect(saved.json()).toEqual(expected);
    expect((await read(cx)).json()).toEqual(expected);
    const stored = await universe('demo');
    expect(stored.title).toBe('Demo retail');
    expect(stored.settings.theme).toBe('dark');
    // a call without the questionnaire's colour and logo keeps them
    const { primaryColor: _, logoUrl: __, ...withoutBrand } = demoSettings;
    expect((await write(cx, withoutBrand)).json()).toEqual(expected);

    const seen = await identity('admin');
    expect(seen.support).toEqual(demoSettings.support);
    expect(seen.forwarding).toBe('finland');
    expect(seen.forwardingUrl).toBe('https://cx.example.fi/start');
    expect(seen.universes.find((u) => u.name === 'demo')?.title).toBe('Demo retail');
    // acme's users see acme's (none)
    expect((await identity('acme')).support).toBeNull();

    const client = await t.app.inject({ method: 'GET', url: '/api/config/client?domain=cx.example.fi' });
    expect(client.json()).toEqual({
      auth: 'sso',
      serverUrl: 'https://id.example.fi',
      realm: 'retail',
      clientId: 'opinio-web',
      ssoOnly: true,
    });
  });

  it("a root user in a demo session changes acme's universe, not demo's", async () => {
    const acme = await write(guest, {
      ...demoSettings,
      title: 'Acme hotels',
      forwarding: null,
      forwardingUrl: null,
      support: { ...demoSettings.support, email: 'help@acme.example', phone: null, openingHours: null },
      sso: [{ domain: 'acme.example', idpUrl: 'https://id.acme.example', realm: 'acme', clientId: 'web' }],
    });
    expect(acme.statusCode, acme.body).toBe(200);
    expect(acme.json()).toMatchObject({ name: 'acme', title: 'Acme hotels' });
    expect((await universe('acme')).title).toBe('Acme hotels');
    expect((await universe('demo')).title).toBe('Demo retail');
    expect((await identity('acme')).support).toMatchObject({ email: 'help@acme.example', phone: null });
    expect((await identity('admin')).support?.email).toBe('tuki@example.fi');
  });

  it("refuses another universe's host name with 409 and bad values with 400, changing nothing", async () => {
    const before = (await read(cx)).json();
    const taken = await write(cx, {
      ...demoSettings,
      title: 'Stolen',
      sso: [
        demoSettings.sso[0],
        { domain: 'acme.example', idpUrl: 'https://id.example.fi', realm: 'r', clientId: 'c' },
      ],
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'already_exists',
      params: { value: expect.any(String) },
      field: 'sso[1].domain',
    });
    const twice = await write(cx, { ...demoSettings, sso: [demoSettings.sso[0], demoSettings.sso[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.field).toBe('sso[1].domain');
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ forwardingUrl: 'javascript:alert(1)' }, 'forwardingUrl'],
      [{ support: { ...demoSettings.support, faqUrl: 'http://help.example.fi' } }, 'support.faqUrl'],
      [{ support: { ...demoSettings.support, email: 'not an address' } }, 'support.email'],
      [{ sso: [{ ...demoSettings.sso[0], idpUrl: 'ftp://id.example.fi' }] }, 'sso.0.idpUrl'],
      [{ sso: [{ ...demoSettings.sso[0], domain: 'Bad Host' }] }, 'sso.0.domain'],
      [{ title: '  ' }, 'title'],
      [{ primaryColor: 'blue' }, 'primaryColor'],
      [{ primaryColor: '#fff' }, 'primaryColor'],
      [{ logoUrl: 'http://cdn.example.fi/logo.svg' }, 'logoUrl'],
      [{ defaultLocale: 'de' }, 'defaultLocale'],
      [{ extra: true }, ''],
    ];
    for (const [change, field] of bad) {
      const response = await write(cx, { ...demoSettings, ...change });
      expect(response.statusCode, `${JSON.stringify(change)}: ${response.body}`).toBe(400);
      if (field) expect(response.json().error.field).toBe(field);
    }
    expect((await read(cx)).json()).toEqual(before);
  });

  it('an empty list removes the universe’s single sign-on hosts', async () => {
    const response = await write(cx, { ...demoSettings, sso: [] });
    expect(response.statusCode, response.body).toBe(200);
    const client = await t.app.inject({ method: 'GET', url: '/api/config/client?domain=cx.example.fi' });
    expect(client.json()).toEqual({ auth: 'password' });
    // acme's host stays
    const acme = await t.app.inject({ method: 'GET', url: '/api/config/client?domain=acme.example' });
    expect(acme.json()).toMatchObject({ auth: 'sso', realm: 'acme' });
  });

  it('is for root users only: an administrator gets 403', async () => {
    expect((await read(cx, 'admin')).statusCode).toBe(403);
    expect((await write(cx, demoSettings, 'admin')).statusCode).toBe(403);
    expect((await read(999_999)).statusCode).toBe(404);
  });
});
