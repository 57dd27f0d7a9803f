import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
  app.setNotFoundHandler((request, reply) => {
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
