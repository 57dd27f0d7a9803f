/**
 * The two calls every start of the app makes, sent by its first, smallest file (main.tsx)
 * before React, the router, MUI or the texts have loaded: the session check and this host's
 * sign-in configuration. The app takes their answers (lib/identity.ts, lib/client-config.ts)
 * instead of asking again. Plain fetch, so that this file imports nothing: the paths, methods
 * and headers are those of `authApi.validateCookie` and `configApi.client` and of
 * `fetchApi` (early-calls.test.ts holds them to it).
 */
export const EARLY_SESSION_PATH = '/api/vuejs/auth/validatecookie';
export const EARLY_CONFIG_PATH = '/api/config/client';

let earlySession: { locale: string; answer: Promise<Response> } | null = null;
let earlyConfig: Promise<Response> | null = null;

function headers(locale: string, json: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    // CSRF protection (docs/decisions/005) and the language of the survey texts, as fetchApi sends them.
    'x-requested-with': 'opinio',
    'accept-language': locale,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** Sends both calls; `locale` is the language the app will be drawn in. */
export function startEarlyCalls(locale: string): void {
  const origin = window.location.origin;
  const config = new URL(EARLY_CONFIG_PATH, origin);
  config.searchParams.set('domain', window.location.hostname);
  const session = fetch(new URL(EARLY_SESSION_PATH, origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: headers(locale, true),
    body: '{}',
  });
  earlySession = { locale, answer: session };
  earlyConfig = fetch(config, { credentials: 'same-origin', headers: headers(locale, false) });
  // Taken later; a network error is reported by whoever takes the answer.
  session.catch(() => undefined);
  earlyConfig.catch(() => undefined);
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
 * What the two answers say, read from copies (the app still takes the answers themselves):
 * whether the cookie has a session, and whether this host signs in through a provider.
 * Null when either call failed: the app then starts and says what went wrong.
 */
export async function earlyVerdict(): Promise<{ signedIn: boolean; sso: boolean } | null> {
  if (!earlySession || !earlyConfig) return null;
  try {
    const [session, config] = await Promise.all([earlySession.answer, earlyConfig]);
    if (!config.ok) return null;
    const body = (await config.clone().json()) as { auth?: unknown } | null;
    return { signedIn: session.ok, sso: body?.auth === 'sso' };
  } catch {
    return null;
  }
}

/** The session changed (a sign-in on the page before the app): the app asks again. */
export function discardEarlySession(): void {
  earlySession = null;
}
