import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DATABASE_KINDS, seededApp, signIn, type TestApp } from './harness.ts';
import { type SmtpCatcher, startSmtpServer } from './smtp-server.ts';

const PUBLIC_URL = 'https://opinio.example.com';

describe.each(DATABASE_KINDS)('forgotten password and reset by mail (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await seededApp(kind, 200, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const forgot = (user: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/forgot',
      headers: CSRF_HEADER,
      payload: { user },
      remoteAddress,
    });
  /** The GET form the product's API contract names (deprecated). */
  const forgotByGet = (user: string, headers: Record<string, string>, remoteAddress = '127.0.0.2') =>
    t.app.inject({ method: 'GET', url: `/api/vuejs/auth/forgot/${user}`, headers, remoteAddress });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/reset',
      headers: CSRF_HEADER,
      payload: { token, password },
    });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/login',
      headers: CSRF_HEADER,
      payload: { username, password },
    });
  /** The token of the link in the next mail, after checking the mail. */
  const tokenFromNextMail = async (to: string) => {
    const mail = await smtp.nextMail();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(to);
    expect(mail.subject).toBe('Reset your Opinio password');
    // written by the product, not a person (RFC 3834): no automatic reply is sent back to it
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const link = /https:\/\/opinio\.example\.com\/\?resetToken=([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    // A text part with the link under the button's words, and an HTML part whose button is the link.
    expect(mail.text).toContain(`Choose a new password:\n${link![0]}\n`);
    const html = String(mail.html);
    expect(html).toMatch(
      new RegExp(`<a\\s+href="${link![0].replace(/[.?]/g, '\\$&')}"[^>]*>\\s*Choose a new password\\s*</a>`),
    );
    expect(html).toMatch(/<html lang="en"/);
    return link![1];
  };

  it('mails a single-use link; the reset sets the password and ends every session of the user', async () => {
    const oldSession = await signIn(t.app, 'regional');
    expect((await forgot('regional')).statusCode).toBe(204);
    const token = await tokenFromNextMail('regional@example.com');

    const stored = await t.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('purpose', '=', 'reset')
      .execute();
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('base64url'));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const minutes =
      (new Date(stored[0].expires_at).getTime() - new Date(stored[0].created_at).getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(45);

    expect((await reset(token, 'a new password')).statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/vuejs/surveys/loadcount/cx',
      headers: { cookie: oldSession },
    });
    expect(after.statusCode).toBe(401);
    expect((await login('regional', 'demo')).statusCode).toBe(401);
    expect((await login('regional', 'a new password')).statusCode).toBe(200);

    const again = await reset(token, 'yet another one');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.field).toBe('token');
  });

  it('an expired link answers 400', async () => {
    expect((await forgot('store')).statusCode).toBe(204);
    const token = await tokenFromNextMail('store@example.com');
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(token).digest('base64url'))
      .execute();
    const response = await reset(token, 'a new password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('expired');
    expect((await login('store', 'demo')).statusCode).toBe(200);
  });

  it('an unknown account answers the same 204 and no mail goes out', async () => {
    const before = smtp.mails.length;
    const response = await forgot('nobody-at-all');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before);
    expect((await reset('made-up-token', 'a new password')).statusCode).toBe(400);
  });

  it('the account may be named by its e-mail address', async () => {
    expect((await forgot('Admin@Example.com')).statusCode).toBe(204);
    await tokenFromNextMail('admin@example.com');
  });

  it('a new password needs 8 characters', async () => {
    const response = await reset('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('password');
  });

  it('the GET form the contract names still mails the link, with the CSRF header', async () => {
    expect((await forgotByGet('admin', CSRF_HEADER)).statusCode).toBe(204);
    expect(await tokenFromNextMail('admin@example.com')).toBeTruthy();
  });

  it('a cross-site GET without the CSRF header (an image, a link) mails nothing and stores no token', async () => {
    const before = await t.database.db.selectFrom('password_resets').select('token_hash').execute();
    const mails = smtp.mails.length;
    const response = await forgotByGet('store', {}, '127.0.0.3');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
    expect(await t.database.db.selectFrom('password_resets').select('token_hash').execute()).toEqual(before);
    // A HEAD (a link checker) answers no handler either.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/vuejs/auth/forgot/store' })).statusCode).toBe(
      404,
    );
    expect(smtp.mails.length).toBe(mails);
  });

  it('a fourth request for one account within 15 minutes answers 429, existing or not', async () => {
    for (const name of ['multi', 'ghost-user']) {
      for (let i = 0; i < 3; i++) expect((await forgot(name, '10.0.0.2')).statusCode).toBe(204);
      const limited = await forgot(name, '10.0.0.2');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
