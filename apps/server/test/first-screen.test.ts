import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, path, seededApp, signIn, type TestApp } from './harness.ts';

/*
 * The signed-in dashboard page with its first screen drawn on the server
 * (apps/server/src/first-screen.ts). What the server does is under test here: which answers
 * it asks of its own API, with whose cookie and language, what it puts in the page, and that
 * a page the visitor may not see gets none. The drawing itself is the web build's module
 * (apps/web/src/app/first-screen/, exercised by e2e/tests/first-load.spec.ts on the real
 * build); here a module of the same shape writes out what it was given, so that the page
 * shows exactly what the server handed over. Its calls are a dashboard page's, for any
 * survey (not only the visitor's): the API's own checks are what must keep others' data out.
 */
const DRAWING_MODULE = `
export function openingAddress(identity, url) {
  return url.startsWith('/page/') ? url : null;
}
export function firstCalls(identity, pathname) {
  const [, , , survey, drill] = pathname.split('/');
  return ['/api/vuejs/analytics/kpis/' + survey + '/' + drill];
}
export async function prepareFirstScreen() {}
export function renderFirstScreen(input) {
  const values = input.answers[0].data.tiles.map((tile) => tile.indicator + '=' + tile.value);
  return '<p class="drawn" data-width="' + input.width + '" data-locale="' + input.locale + '">' +
    values.join(' ') + '</p>';
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/main-M1.js', isEntry: true, dynamicImports: ['_dashboard-D1.js'] },
  '_dashboard-D1.js': { file: 'assets/dashboard-D1.js', name: 'dashboard', css: ['assets/dashboard-D1.css'] },
};
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>app</title></head><body>' +
  '<div id="root"><div class="splash">Loading…</div><!-- /splash --></div></body></html>';
const DRILL = 'org,all;ftime=rdays:-90:0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('the first screen drawn on the server', () => {
  let t: TestApp;
  let webDist: string;
  let admin: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'opinio-web-'));
    mkdirSync(join(webDist, '.vite'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'server'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(webDist, 'assets', 'dashboard-D1.css'), '.kpi-tile{color:#123}');
    writeFileSync(join(webDist, 'server', 'first-screen.js'), DRAWING_MODULE);
    t = await seededApp('pglite', 300, { webDist });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });
  const api = (url: string, cookie: string, locale = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': locale, ...CSRF_HEADER } });
  const firstScreen = (html: string) =>
    /<div id="first-screen"[^>]*>([\s\S]*?)<\/div><div id="root"/.exec(html);
  const pageAnswers = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );

  it("puts the KPI tiles drawn from the API's own answer in the page, with the answers for the app", async () => {
    const url = `/page/overview/cx/${path(DRILL)}`;
    const response = await page(url, { cookie: admin });
    expect(response.statusCode).toBe(200);
    // the user's own numbers: kept by no shared cache
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    const kpis = (await api(`/api/vuejs/analytics/kpis/cx/${path(DRILL)}`, admin)).json();
    const expected = kpis.tiles.map(
      (tile: { indicator: string; value: number }) => `${tile.indicator}=${tile.value}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(firstScreen(html)?.[1]).toBe(
      `<p class="drawn" data-width="1440" data-locale="en">${expected.join(' ')}</p>`,
    );
    // inert until the app takes its place; the app's root hidden behind it; the splash gone
    expect(html).toContain('<div id="first-screen" inert aria-busy="true">');
    expect(html).toContain('<div id="root" data-behind-first-screen></div>');
    expect(html).not.toContain('splash');
    // the start files' styles in the page: nothing to wait for before its first paint
    expect(html).toContain('<style id="first-screen-styles">.kpi-tile{color:#123}</style>');
    expect(html).not.toContain('modulepreload');
    const identity = (
      await t.app.inject({
        method: 'POST',
        url: '/api/vuejs/auth/validatecookie',
        headers: {
          cookie: admin,
          'accept-language': 'en',
          'content-type': 'application/json',
          ...CSRF_HEADER,
        },
        payload: '{}',
      })
    ).json();
    // no "<" in the answers' JSON: nothing in them ends its element
    const json = /id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(pageAnswers(html)).toEqual({
      at: url,
      locale: 'en',
      identity,
      config: (await api('/api/config/client?domain=localhost', admin)).json(),
      answers: [{ method: 'GET', path: `/api/vuejs/analytics/kpis/cx/${path(DRILL)}`, data: kpis }],
    });
  });

  it("draws a phone's layout for a phone, in the user's own language, compressed as the browser accepts", async () => {
    // the analyst's own language is Finnish (the app is drawn in it whatever the browser asks);
    // the session opens in the hotels' universe
    const multi = await signIn(t.app, 'multi');
    const response = await page(`/page/overview/guest/${path(DRILL)}`, {
      cookie: multi,
      'user-agent': PHONE,
      'accept-language': 'sv-FI,sv;q=0.9,en;q=0.5',
      'accept-encoding': 'gzip, br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="fi">');
    expect(firstScreen(html)?.[1]).toContain('data-width="390" data-locale="fi"');
    const answers = pageAnswers(html);
    expect(answers.locale).toBe('fi');
    expect(answers.identity.locale).toBe('fi');
    // the answer asked in that language (its survey texts are Finnish)
    expect(answers.answers[0].data).toEqual(
      (await api(`/api/vuejs/analytics/kpis/guest/${path(DRILL)}`, multi, 'fi')).json(),
    );
    // a desktop browser with a phone's user agent but its own word that it is none
    const desktop = await page(`/page/overview/cx/${path(DRILL)}`, {
      cookie: admin,
      'user-agent': PHONE,
      'sec-ch-ua-mobile': '?0',
      'accept-language': 'sv',
    });
    expect(firstScreen(desktop.body)?.[1]).toBe(
      firstScreen((await page(`/page/overview/cx/${path(DRILL)}`, { cookie: admin })).body)?.[1],
    );
    expect(firstScreen(desktop.body)?.[1]).toContain('data-width="1440" data-locale="en"');
  });

  it("shows nothing of a page outside the visitor's scope or universe: the page as without a first screen", async () => {
    const regional = await signIn(t.app, 'regional');
    const store = await signIn(t.app, 'store');
    const cases = [
      // another region than the regional manager's own
      { cookie: regional, url: `/page/overview/cx/${path('org,all,south;ftime=rdays:-90:0')}` },
      // the whole company for a store manager
      { cookie: store, url: `/page/overview/cx/${path(DRILL)}` },
      // another universe's survey
      { cookie: admin, url: `/page/overview/guest/${path(DRILL)}` },
      // no such survey
      { cookie: admin, url: `/page/overview/nosuch/${path(DRILL)}` },
    ];
    for (const { cookie, url } of cases) {
      const parts = url.split('/');
      const apiAnswer = await api(`/api/vuejs/analytics/kpis/${parts[3]}/${parts[4]}`, cookie);
      expect(apiAnswer.statusCode, url).toBeGreaterThanOrEqual(400);
      const response = await page(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('first-screen');
      expect(response.body, url).not.toContain('first-answers');
      expect(response.body, url).not.toContain('class="drawn"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('draws nothing without a session, with an ended one, or for another screen', async () => {
    const url = `/page/overview/cx/${path(DRILL)}`;
    expect((await page(url, {})).body).toBe(INDEX_HTML);
    const ended = await signIn(t.app, 'regional');
    await t.app.inject({
      method: 'POST',
      url: '/api/vuejs/auth/logout',
      headers: { cookie: ended, ...CSRF_HEADER },
    });
    expect((await page(url, { cookie: ended })).body).not.toContain('first-screen');
    expect((await page('/alerts/cx', { cookie: admin })).body).not.toContain('first-screen');
  });
});
