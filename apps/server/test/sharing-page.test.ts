import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TShareLink } from '@opinio/domain/schemas/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, signIn, type TestApp } from './harness.ts';

/** The web page of a sharing link loads the app; its token (with dots) is not taken for a file. */
describe('the web page of a sharing link', () => {
  let t: TestApp;
  let webDist: string;
  let cookie: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    writeFileSync(join(webDist, 'index.html'), '<title>app</title>');
    t = await seededApp('pglite', 100, { webDist });
    cookie = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the app for every link, whatever its signature ends with', async () => {
    for (let id = 1; id <= 20; id++) {
      const link = (
        await t.app.inject({
          method: 'GET',
          url: `/api/vuejs/interview/sharelink/cx/${id}`,
          headers: { cookie },
        })
      ).json() as TShareLink;
      const page = link.path.replace(/^\/api\/vuejs/, '');
      expect(page).toMatch(new RegExp(`^/sharing/interview/cx/${id}/[^/]+\\.[^/]+$`));
      const response = await t.app.inject({ method: 'GET', url: page });
      expect(response.statusCode, page).toBe(200);
      expect(response.body).toBe('<title>app</title>');
      // the API path itself still answers the shared interview's data
      expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(200);
    }
  });

  it('other paths that look like files stay 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets2/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });
});
