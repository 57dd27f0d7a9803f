import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isSessionlessPath } from '@opinio/domain/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#auth/sessions.ts';
import { type FirstScreen, firstScreenFor } from './first-screen.ts';

/** The pages are looked at on every visit: a new release is seen at the next load. */
const PAGE_CACHE = 'no-cache';

/**
 * The SPA: hashed assets under /assets/ (cached for good), the build's other top-level
 * pages (silent-check-sso.html), responsive.html for /responsive (the respondent's
 * questionnaire), and index.html for every other GET that is not an API call, so that
 * history-mode routes load the app. The build is looked up per request:
 * building while the server runs needs no restart.
 *
 * The build holds each text file also brotli- and gzip-compressed (.br, .gz, written by
 * the web build); the file the browser accepts is sent (`Accept-Encoding`, `Vary`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
  });
  /** A page of the build, never cached without asking the server (the assets' cache headers do not apply). */
  const sendPage = (reply: FastifyReply, page: string) =>
    reply.header('cache-control', PAGE_CACHE).sendFile(page, webDist, { cacheControl: false });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No such call: ${request.method} ${path}` } });
    }
    // A missing file is 404; sharing and unsubscribe links end in a signed token with dots, not a file.
    const signedLink = path.startsWith('/sharing/') || path.startsWith('/unsubscribe/');
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html') && !signedLink) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // Other pages of the build (the single sign-on silent check page) are served as they are.
    const page = /^\/([a-z0-9-]+\.html)$/.exec(path)?.[1];
    if (page && page !== 'index.html' && existsSync(join(webDist, page))) {
      return sendPage(reply, page);
    }
    // The respondent's questionnaire is a page of its own, not the signed-in app.
    const entry = path === '/responsive' || path === '/responsive/' ? 'responsive.html' : 'index.html';
    if (!existsSync(join(webDist, entry))) {
      return reply.code(503).type('text/plain').send('The web app is not built. Run: npm run build');
    }
    if (entry === 'responsive.html') allowLogoImages(reply);
    else if (request.cookies[SESSION_COOKIE] && !isSessionlessPath(path)) {
      const page = appPageWithStartFiles(webDist);
      if (page) {
        const first = await firstScreenFor(app, request, webDist).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the first screen could not be drawn; the page goes without it');
          return null;
        });
        reply
          // with the first screen the page holds the user's own numbers: no shared cache keeps it
          .header('cache-control', first ? `private, ${PAGE_CACHE}` : PAGE_CACHE)
          .header('vary', 'Cookie, Accept-Encoding')
          .type('text/html');
        return sendCompressed(request, reply, first ? withFirstScreen(page, first) : page.html);
      }
    }
    if (entry === 'index.html') reply.header('vary', 'Cookie');
    return sendPage(reply, entry);
  });
}

/**
 * The questionnaire shows the universe's logo, an https:// image of another site (universe
 * settings): its page alone may load images from any https:// address.
 */
function allowLogoImages(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace(/img-src ([^;]*)/, 'img-src $1 https:'));
}

/**
 * The name of the build's file group that holds the signed-in app's start (app/boot.tsx with
 * the shell and the dashboard: `codeSplitting.groups` in apps/web/vite.config.ts).
 */
const SIGNED_IN_GROUP = 'dashboard';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** index.html with the signed-in app's start files named, and their styles. */
interface StartPage {
  html: string;
  /** The page for a first screen (index.html as built: its start files are asked for after its first paint). */
  firstScreenHtml: string;
  /** The start files' styles, as one style sheet; null if one cannot be read (no first screen then). */
  styleText: string | null;
}

let startPage: { key: string; page: StartPage | null } | null = null;

/**
 * index.html naming the signed-in app's first files (its start file, what that imports, and
 * their styles) as preloads, for a visitor with a session cookie: the browser fetches them
 * while it parses the page, instead of after the first file has run and asked for them (on a
 * phone's connection the dashboard's first numbers came most of a second later, and adding
 * the links from a script held the main thread). A visitor without a session gets the page
 * as built, which loads no app code before the sign-in page. Read from the build's manifest
 * (dist/.vite/manifest.json) and kept until the build changes; null without a readable manifest.
 */
function appPageWithStartFiles(webDist: string): StartPage | null {
  try {
    return startFilesPage(webDist);
  } catch {
    // a build being written (a file gone or half-written): the page as it is
    return null;
  }
}

function startFilesPage(webDist: string): StartPage | null {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const indexPath = join(webDist, 'index.html');
  const built = statSync(manifestPath, { throwIfNoEntry: false });
  if (!built) return null;
  const key = `${webDist}:${built.mtimeMs}:${statSync(indexPath).mtimeMs}`;
  if (startPage?.key === key) return startPage.page;
  const start = startFiles(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const index = readFileSync(indexPath, 'utf8');
  const page =
    start && index.includes('</head>')
      ? {
          html: index.replace('</head>', `${start.links}</head>`),
          // A first screen's page names no files to fetch before its paint: it is drawn first,
          // then the app's files load (main.tsx), the phone's connection free for the page itself.
          firstScreenHtml: index,
          styleText: readStyles(webDist, start.styles),
        }
      : null;
  startPage = { key, page };
  return page;
}

/** The style sheets of the build, as one; null if one of them cannot be read. */
function readStyles(webDist: string, files: readonly string[]): string | null {
  try {
    return files.map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
  } catch {
    return null;
  }
}

/**
 * A page made for this request, compressed as the browser accepts (the build's own files are
 * compressed once, at build time): brotli at a quality quick enough for every request, else gzip.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * The page with the first screen in place of the splash, before the app's root (which the app
 * draws in, hidden until its own first screen is drawn: apps/web/src/lib/first-screen.ts),
 * the start files' styles applied at once (the first screen is drawn with them), and the
 * answers it was drawn from for the app to take (JSON: `<` escaped, nothing in it ends the element).
 */
function withFirstScreen(page: StartPage, first: FirstScreen): string {
  const splash = /<div id="root">[\s\S]*?<!-- \/splash[^>]*-->\s*<\/div>/;
  if (!splash.test(page.firstScreenHtml) || page.styleText === null) return page.html;
  // in the page: no style sheet to wait for before the first paint (the app's own copy comes with its files)
  const styles = `<style id="first-screen-styles">${page.styleText.replace(/<\//g, '<\\/')}</style>`;
  const answers = JSON.stringify(first.answers).replace(/</g, '\\u003c');
  return page.firstScreenHtml
    .replace('<html lang="en">', `<html lang="${first.answers.locale}">`)
    .replace('</head>', `${styles}</head>`)
    .replace(
      splash,
      () =>
        `<div id="first-screen" inert aria-busy="true">${first.html}</div>` +
        `<div id="root" data-behind-first-screen></div>` +
        `<script type="application/json" id="first-answers">${answers}</script>`,
    );
}

/** The preload links of the signed-in start file, what it imports and their styles; null if the build has none. */
function startFiles(manifest: Record<string, ManifestChunk>): { links: string; styles: string[] } | null {
  const start = (manifest['index.html']?.dynamicImports ?? []).find(
    (name) => manifest[name]?.name === SIGNED_IN_GROUP,
  );
  if (!start) return null;
  const chunks = new Set<string>();
  const visit = (name: string) => {
    if (chunks.has(name) || !manifest[name]) return;
    chunks.add(name);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  visit(start);
  const scripts = [...chunks].map((name) => manifest[name].file);
  const styles = [...new Set([...chunks].flatMap((name) => manifest[name].css ?? []))];
  const styleLinks = styles.map(
    (file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
  );
  const links = [
    ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...styleLinks,
  ].join('');
  return { links, styles };
}
