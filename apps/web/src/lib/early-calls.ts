/**
 * The two calls every start of the app makes, sent by its first, smallest file (main.tsx)
 * before React, the router, MUI or the texts have loaded: the session check and this host's
 * sign-in configuration. The app takes their answers (entities/session/api/identity.ts, lib/client-config.ts)
 * instead of asking again. Plain fetch, so that this file imports nothing: the paths, methods
 * and headers are those of `authApi.validateCookie` and `configApi.client` and of
 * `fetchApi` (early-calls.test.ts holds them to it).
 *
 * When the app opens at a dashboard page with KPI tiles, the session's answer (which holds
 * the surveys' pages) also says what the page will ask first: its KPI tiles and the drill
 * path of the breadcrumb are asked at once, while the app loads. Their answers are read as
 * they arrive, so the page draws them in its first frame (takeEarlyData, the queries'
 * initial data); `fetchApi` takes an answer not taken so for the very same call
 * (takeEarlyAnswer). The paths are exported for their tests.
 * @internal
 */
export const EARLY_SESSION_PATH = '/api/vuejs/auth/validatecookie';
/** @internal */
export const EARLY_CONFIG_PATH = '/api/config/client';
/** `dashboardApi.kpis` and `dashboardApi.drillPath` (early-calls.test.ts holds them to it). @internal */
export const EARLY_PAGE_PATHS = [
  '/api/vuejs/analytics/kpis/:survey/:drillPathFiltered',
  '/api/vuejs/drillpath/:survey/:drillPathFiltered',
] as const;
/** An answer nobody took by then is let go (the user went elsewhere, the app asked otherwise). */
const EARLY_ANSWER_KEPT_MS = 15_000;

let earlySession: { locale: string; answer: Promise<Response> } | null = null;
let earlyConfig: Promise<Response> | null = null;
/** The dashboard's first calls, by method, URL path with query, and language. */
const earlyAnswers = new Map<string, Promise<Response>>();
/** Their answers' JSON once read (successful answers only). */
const earlyData = new Map<string, unknown>();
const answerKey = (method: string, pathAndQuery: string, locale: string) =>
  `${method} ${pathAndQuery} ${locale}`;

function headers(locale: string, json: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    // CSRF protection (docs/decisions/005) and the language of the survey texts, as fetchApi sends them.
    'x-requested-with': 'opinio',
    'accept-language': locale,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/**
 * Where the app opens, given the session's identity, when that is not the address it was
 * opened at (a signed-in visitor of "/" goes on to the first page): null to stay.
 */
export type OpenAt = (identity: unknown) => string | null;

/** What the two answers say: whether the cookie has a session, and whether this host signs in through a provider. */
export interface EarlyVerdict {
  signedIn: boolean;
  sso: boolean;
}

let earlyPlan: Promise<EarlyVerdict | null> | null = null;

/**
 * Sends both calls; `locale` is the language the app will be drawn in. A screen without a
 * session (`withSession` false: the big screen) asks for the configuration alone. With
 * `openAt`, a signed-in session on a password host moves the address to where it says
 * (before the app loads, so the app loads that screen and nothing of "/"), and the page's
 * first calls are those of that address.
 */
export function startEarlyCalls(locale: string, withSession = true, openAt?: OpenAt): void {
  const origin = window.location.origin;
  const config = new URL(EARLY_CONFIG_PATH, origin);
  config.searchParams.set('domain', window.location.hostname);
  if (!withSession) {
    earlyConfig = fetch(config, { credentials: 'same-origin', headers: headers(locale, false) });
    earlyConfig.catch(() => undefined);
    return;
  }
  const session = fetch(new URL(EARLY_SESSION_PATH, origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: headers(locale, true),
    body: '{}',
  });
  earlySession = { locale, answer: session };
  const configAnswer = fetch(config, { credentials: 'same-origin', headers: headers(locale, false) });
  earlyConfig = configAnswer;
  // Taken later; a network error is reported by whoever takes the answer.
  session.catch(() => undefined);
  configAnswer.catch(() => undefined);
  // Copies read before the app can take the answers (these callbacks run first).
  const readCopy = (response: Response) => response.clone().json() as Promise<unknown>;
  earlyPlan = Promise.all([session, configAnswer])
    .then(async ([sessionResponse, configResponse]) => {
      // Either call failed: the app starts and says what went wrong.
      if (!configResponse.ok) return null;
      const [identity, hostConfig] = await Promise.all([
        sessionResponse.ok ? readCopy(sessionResponse) : null,
        readCopy(configResponse),
      ]);
      const auth = (hostConfig as { auth?: unknown } | null)?.auth;
      // A provider's sign-in sends its token with each call: only password sessions start early.
      if (auth === 'password' && identity) {
        const target = openAt?.(identity);
        if (target) window.history.replaceState(null, '', target);
        sendPageCalls(locale, identity);
      }
      return { signedIn: sessionResponse.ok, sso: auth === 'sso' };
    })
    .catch(() => null);
}

/** The first calls of the page the app opens at (none for other screens), sent at once. */
function sendPageCalls(locale: string, identity: unknown): void {
  const origin = window.location.origin;
  for (const path of pagePaths(identity, window.location.pathname)) {
    const url = new URL(path, origin);
    const answer = fetch(url, { credentials: 'same-origin', headers: headers(locale, false) });
    const key = answerKey('GET', path, locale);
    earlyAnswers.set(key, answer);
    // read from a copy at once (this callback runs before anyone can take the answer)
    answer
      .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
      .then((data) => {
        if (data !== undefined && earlyAnswers.has(key)) earlyData.set(key, data);
      })
      .catch(() => undefined);
    window.setTimeout(() => {
      earlyAnswers.delete(key);
      earlyData.delete(key);
    }, EARLY_ANSWER_KEPT_MS);
  }
}

interface IdentitySurveys {
  surveys?: Array<{
    extName?: unknown;
    pages?: Array<{ extname?: unknown; components?: Array<{ type?: unknown }> }>;
  }>;
}

/**
 * The URL paths of the first calls of the page at `pathname`, as `apiPath` builds them: for
 * /page/:pageId/:surveyExtName/:drillPath whose page (in the session's surveys) has KPI
 * tiles, its KPI tiles and its drill path; none for any other address.
 * @internal
 */
export function pagePaths(identity: unknown, pathname: string): string[] {
  const segments = pathname.split('/');
  if (segments.length !== 5 || segments[1] !== 'page') return [];
  let pageId: string;
  let surveyExtName: string;
  let drillPath: string;
  try {
    [pageId, surveyExtName, drillPath] = segments.slice(2).map(decodeURIComponent);
  } catch {
    return [];
  }
  const survey = (identity as IdentitySurveys | null)?.surveys?.find((s) => s.extName === surveyExtName);
  const page = survey?.pages?.find((p) => p.extname === pageId);
  if (!drillPath || !page?.components?.some((c) => c.type === 'KpiTiles')) return [];
  return EARLY_PAGE_PATHS.map((path) =>
    path
      .replace(':survey', encodeURIComponent(surveyExtName))
      .replace(':drillPathFiltered', encodeURIComponent(drillPath)),
  );
}

/**
 * A first call's answer the page came with (the server's first screen, app/first-screen/):
 * held as if it had been asked and read, for the app to take as it takes the others.
 */
export function keepEarlyData(method: string, pathAndQuery: string, locale: string, data: unknown): void {
  earlyData.set(answerKey(method, pathAndQuery, locale), data);
}

/** What a page with the server's first screen carries (apps/server/src/first-screen.ts). */
export interface PageAnswers {
  /** The address the screen was drawn at ("/" opens at the first page). */
  at: string;
  locale: string;
  identity: unknown;
  config: unknown;
  answers: { method: string; path: string; data: unknown }[];
}

const answered = (data: unknown) =>
  Promise.resolve(new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));

/**
 * The early calls answered by the page itself: the session, the configuration and the
 * page's first calls, as the server drew its first screen with them, taken by the app as if
 * they had been asked (nothing is asked twice).
 */
export function takePageAnswers(page: PageAnswers): void {
  earlySession = { locale: page.locale, answer: answered(page.identity) };
  earlyConfig = answered(page.config);
  earlyPlan = Promise.resolve({ signedIn: true, sso: false });
  for (const { method, path, data } of page.answers) {
    keepEarlyData(method, path, page.locale, data);
    earlyAnswers.set(answerKey(method, path, page.locale), answered(data));
    window.setTimeout(() => takeEarlyAnswer(method, path, page.locale), EARLY_ANSWER_KEPT_MS);
  }
}

/** The answer of a call sent early with this method, URL path and query, and language; once. */
export function takeEarlyAnswer(
  method: string,
  pathAndQuery: string,
  locale: string,
): Promise<Response> | null {
  const key = answerKey(method, pathAndQuery, locale);
  const answer = earlyAnswers.get(key) ?? null;
  earlyAnswers.delete(key);
  earlyData.delete(key);
  return answer;
}

/**
 * The JSON of a call sent early, if it has arrived and been read: taken once, the call's
 * answer with it (nobody needs to ask again). Undefined otherwise: the caller asks as usual.
 */
export function takeEarlyData(method: string, pathAndQuery: string, locale: string): unknown {
  const key = answerKey(method, pathAndQuery, locale);
  if (!earlyData.has(key)) return undefined;
  const data = earlyData.get(key);
  earlyData.delete(key);
  earlyAnswers.delete(key);
  return data;
}

/** The session check's answer, once, if it was asked in this language. */
export function takeEarlySession(locale: string): Promise<Response> | null {
  const taken = earlySession;
  earlySession = null;
  return taken?.locale === locale ? taken.answer : null;
}

/** The configuration's answer, once. */
export function takeEarlyConfig(): Promise<Response> | null {
  const taken = earlyConfig;
  earlyConfig = null;
  return taken;
}

/**
 * What the two answers say, read from copies (the app still takes the answers themselves),
 * once the address has moved where `openAt` said. Null when either call failed: the app
 * then starts and says what went wrong.
 */
export function earlyVerdict(): Promise<EarlyVerdict | null> {
  return earlyPlan ?? Promise.resolve(null);
}

/** The session changed (a sign-in on the page before the app): the app asks again. */
export function discardEarlySession(): void {
  earlySession = null;
}
