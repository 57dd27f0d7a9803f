import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, seededApp, type TestApp } from './harness.ts';

describe.each(DATABASE_KINDS)('web pages: the silent check page and the CSP of SSO hosts (%s)', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    writeFileSync(join(webDist, 'index.html'), '<title>app</title>');
    writeFileSync(join(webDist, 'silent-check-sso.html'), '<title>silent</title>');
    t = await seededApp(kind, 100, { webDist });
    await t.database.db
      .insertInto('client_configs')
      .values({
        domain: 'sso.localhost',
        universe_id: null,
        idp_url: 'https://id.example.com/auth',
        realm: 'opinio',
        client_id: 'opinio-web',
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split(';')
      .find((d) => d.trim().startsWith(`${name} `))
      ?.trim();

  it('serves the silent check page as it is, and the app for routes', async () => {
    const silent = await get('/silent-check-sso.html?code=x&state=y');
    expect(silent.statusCode).toBe(200);
    expect(silent.body).toBe('<title>silent</title>');
    expect((await get('/page/overview/cx/org')).body).toBe('<title>app</title>');
    expect((await get('/no-such-page.html')).body).toBe('<title>app</title>');
    // a mailed unsubscribe link ends in a signed token that looks like a file name
    expect((await get('/unsubscribe/report/12.345.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg')).body).toBe(
      '<title>app</title>',
    );
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it("allows the host's identity provider for connections and frames, and nothing else", async () => {
    const sso = (await get('/', 'sso.localhost')).headers['content-security-policy'];
    expect(directive(sso, 'connect-src')).toBe("connect-src 'self' https://id.example.com");
    expect(directive(sso, 'frame-src')).toBe("frame-src 'self' https://id.example.com");
    expect(directive(sso, 'script-src')).toBe("script-src 'self'");

    const password = (await get('/')).headers['content-security-policy'];
    expect(directive(password, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(password, 'frame-src')).toBe("frame-src 'self'");
  });
});
