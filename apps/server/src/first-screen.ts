import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLocale } from '@opinio/domain/localized-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLocale } from '#auth/request-locale.ts';

/**
 * The signed-in app's first screen drawn on the server (docs/decisions/066): for a dashboard
 * page, the page arrives with its frame and KPI tiles already drawn, by the app's own
 * components (the web build's `server/first-screen.js`, apps/web/src/app/first-screen/), and
 * with the answers they were drawn from, which the app takes instead of asking again. A
 * phone shows the numbers when the page has arrived, not when the app's code has run.
 *
 * The answers are the API's own: each is asked of this server with the visitor's cookie and
 * language (`inject`), through the same routes, checks and scopes as the app's calls. If any
 * of them is not a 200, or the build has no such module, there is no first screen: the page
 * is the plain one and the app asks as usual (and says what went wrong).
 */

/** What the web build's first-screen module offers (apps/web/src/app/first-screen/server-entry.ts). */
interface FirstScreenModule {
  openingAddress(identity: unknown, url: string): string | null;
  firstCalls(identity: unknown, pathname: string): string[];
  prepareFirstScreen(pathname: string): Promise<void>;
  renderFirstScreen(input: {
    url: string;
    locale: string;
    config: unknown;
    identity: unknown;
    answers: readonly FirstAnswer[];
    width: number;
  }): string;
}

interface FirstAnswer {
  method: 'GET';
  path: string;
  data: unknown;
}

/** What the page carries for the app: the language it is drawn in and the answers it was drawn from. */
export interface FirstScreenAnswers {
  /** The address drawn: "/" opens at the first page (the app moves there before it loads). */
  at: string;
  locale: string;
  identity: unknown;
  config: unknown;
  answers: FirstAnswer[];
}

export interface FirstScreen {
  html: string;
  answers: FirstScreenAnswers;
}

/** The widths drawn for: a phone's (Lighthouse's and most phones' are 360-412 px) and a desktop's. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1440;

let loaded: { key: string; module: Promise<FirstScreenModule | null> } | null = null;

/** The build's module, loaded once per build (a new build is loaded anew); null without one. */
function firstScreenModule(webDist: string): Promise<FirstScreenModule | null> {
  const file = join(webDist, 'server', 'first-screen.js');
  const built = statSync(file, { throwIfNoEntry: false });
  if (!built) return Promise.resolve(null);
  const key = `${file}:${built.mtimeMs}`;
  if (loaded?.key !== key) {
    const module = import(`${pathToFileURL(file).href}?built=${built.mtimeMs}`).then(
      (m) => m as FirstScreenModule,
      () => null,
    );
    loaded = { key, module };
  }
  return loaded.module;
}

/** A phone by its own word (client hints), else by its user agent. */
function looksLikePhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|Android.+Mobile/.test(request.headers['user-agent'] ?? '');
}

/**
 * The first screen of a signed-in visit of `request.url` (a dashboard page, or "/" when it opens
 * at one), or null (another screen, no session, an answer not 200).
 */
export async function firstScreenFor(
  app: FastifyInstance,
  request: FastifyRequest,
  webDist: string,
): Promise<FirstScreen | null> {
  const asked = request.url.split('?')[0];
  if (!asked.startsWith('/page/') && asked !== '/') return null;
  const module = await firstScreenModule(webDist);
  if (!module) return null;
  const cookie = request.headers.cookie ?? '';
  const ask = async (method: 'GET' | 'POST', path: string, locale: string): Promise<unknown> => {
    const response = await app.inject({
      method,
      url: path,
      headers: {
        cookie,
        accept: 'application/json',
        'accept-language': locale,
        'x-requested-with': 'opinio',
        'user-agent': request.headers['user-agent'] ?? '',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      remoteAddress: request.ip,
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });
    return response.statusCode === 200 ? response.json() : null;
  };
  // The app's language: the user's own, else the browser's first that the product speaks.
  const browserLocale = acceptedLocale(request.headers['accept-language']) ?? 'en';
  let identity = (await ask('POST', '/api/vuejs/auth/validatecookie', browserLocale)) as {
    locale?: unknown;
  } | null;
  if (!identity) return null;
  const locale = isLocale(identity.locale) ? identity.locale : browserLocale;
  if (locale !== browserLocale)
    identity = (await ask('POST', '/api/vuejs/auth/validatecookie', locale)) as typeof identity;
  const at = identity && module.openingAddress(identity, request.url);
  if (!at) return null;
  const pathname = at.split('?')[0];
  const config = await ask(
    'GET',
    `/api/config/client?domain=${encodeURIComponent(request.hostname.split(':')[0])}`,
    locale,
  );
  const paths = module.firstCalls(identity, pathname);
  // A provider's sign-in sends its token with each call: only a password host's cookie answers them.
  const password = (config as { auth?: unknown } | null)?.auth === 'password';
  if (!identity || !password || paths.length === 0) return null;
  const answers: FirstAnswer[] = [];
  for (const path of paths) {
    const data = await ask('GET', path, locale);
    if (data === null) return null;
    answers.push({ method: 'GET', path, data });
  }
  await module.prepareFirstScreen(pathname);
  const html = module.renderFirstScreen({
    url: at,
    locale,
    config,
    identity,
    answers,
    width: looksLikePhone(request) ? PHONE_WIDTH : DESKTOP_WIDTH,
  });
  return { html, answers: { at, locale, identity, config, answers } };
}
