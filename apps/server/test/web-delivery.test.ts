import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, signIn, type TestApp } from './harness.ts';

// How the web app is delivered depends on the build's files, not on the database: one engine.
describe('web app delivery: cache headers and precompressed files', () => {
  let t: TestApp;
  let webDist: string;
  const asset = 'main-Ab12Cd34.js';
  const script = Buffer.from(
    `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};\n`,
  );
  const indexHtml = `<!doctype html><title>app</title>${'<!-- page -->'.repeat(100)}`;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    mkdirSync(join(webDist, 'assets'));
    // What the web build writes: each text file, and beside it its .br and .gz.
    const write = (path: string, content: Buffer | string) => {
      const bytes = Buffer.from(content);
      writeFileSync(join(webDist, path), bytes);
      writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(bytes));
      writeFileSync(join(webDist, `${path}.gz`), gzipSync(bytes));
    };
    write('index.html', indexHtml);
    write('silent-check-sso.html', '<title>silent</title>');
    write(`assets/${asset}`, script);
    t = await seededApp('pglite', 100, { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends index.html, for the root and for app routes, as no-cache and never immutable', async () => {
    for (const url of ['/', '/page/overview/cx/org', '/alerts/cx']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const plain = await get('/');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('sends the silent sign-in check page as no-cache', async () => {
    const response = await get('/silent-check-sso.html?code=x&state=y', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('<title>silent</title>');
  });

  it('sends hashed assets as public, cached for a year, immutable', async () => {
    const response = await get(`/assets/${asset}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('sends an asset brotli-encoded to a browser that accepts it, the same bytes once decoded', async () => {
    const response = await get(`/assets/${asset}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get(`/assets/${asset}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(script)).toBe(true);

    const identity = await get(`/assets/${asset}`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(script)).toBe(true);
  });

  it('answers 404 for a missing asset, whatever the encoding asked for', async () => {
    expect((await get('/assets/missing-Zz99.js', 'br')).statusCode).toBe(404);
  });
});

// What the web build's manifest (dist/.vite/manifest.json) says of the files, in brief.
const MANIFEST = {
  'index.html': {
    file: 'assets/main-M1.js',
    isEntry: true,
    imports: ['_first-F1.js'],
    dynamicImports: ['_dashboard-D1.js', '_sign-in-S1.js'],
  },
  '_first-F1.js': { file: 'assets/first-F1.js', name: 'first' },
  '_dashboard-D1.js': {
    file: 'assets/dashboard-D1.js',
    name: 'dashboard',
    imports: ['_react-R1.js', '_mui-U1.js', '_first-F1.js'],
    dynamicImports: ['src/features/dashboard/components/overview-parts.ts'],
    css: ['assets/dashboard-D1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js', name: 'react' },
  '_mui-U1.js': { file: 'assets/mui-U1.js', name: 'mui', imports: ['_react-R1.js'] },
  '_sign-in-S1.js': { file: 'assets/sign-in-S1.js', name: 'sign-in', imports: ['_react-R1.js'] },
  'src/features/dashboard/components/overview-parts.ts': {
    file: 'assets/overview-parts-O1.js',
    isDynamicEntry: true,
    imports: ['_dashboard-D1.js'],
  },
};

describe("web app delivery: the signed-in app's first files named in the page", () => {
  let t: TestApp;
  let webDist: string;
  const indexHtml =
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
  let cookie: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'responsive.html'), '<html><head><title>questionnaire</title></head></html>');
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await seededApp('pglite', 100, { webDist });
    cookie = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[2]);

  it('names the start file, what it imports and its styles as preloads for a visitor with a session, in the head', async () => {
    for (const url of ['/', '/page/overview/cx/org', '/alertlist/cx/org']) {
      const response = await get(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers.vary), url).toMatch(/cookie/i);
      expect(preloads(response.body).sort(), url).toEqual(
        [
          '/assets/dashboard-D1.css',
          '/assets/dashboard-D1.js',
          '/assets/first-F1.js',
          '/assets/mui-U1.js',
          '/assets/react-R1.js',
        ].sort(),
      );
      // the links before the head ends, the page otherwise as built
      expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
      expect(response.body.replace(/<link [^>]*>/g, '')).toBe(indexHtml);
    }
    // the style is fetched, not applied: the app applies it when it draws
    expect((await get('/', { cookie })).body).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/dashboard-D1.css">',
    );
  });

  it('sends the page as built without a session, to the big screen and for the questionnaire', async () => {
    const signedOut = await get('/page/overview/cx/org');
    expect(signedOut.body).toBe(indexHtml);
    expect(String(signedOut.headers.vary)).toMatch(/cookie/i);
    expect((await get('/bigscreen/some-key', { cookie })).body).toBe(indexHtml);
    expect(preloads((await get('/responsive', { cookie })).body)).toEqual([]);
  });

  it('follows a new build: another manifest names its own files', async () => {
    const next = structuredClone(MANIFEST) as Record<string, { file: string }>;
    next['_dashboard-D1.js'].file = 'assets/dashboard-D2.js';
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(next));
    const body = (await get('/', { cookie })).body;
    expect(preloads(body)).toContain('/assets/dashboard-D2.js');
    expect(preloads(body)).not.toContain('/assets/dashboard-D1.js');
    // a manifest being written: the page as built, not an error
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"index.html": {"fi');
    const during = await get('/', { cookie });
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(indexHtml);
  });
});
