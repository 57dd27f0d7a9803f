import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, type TestApp } from './harness.ts';

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
