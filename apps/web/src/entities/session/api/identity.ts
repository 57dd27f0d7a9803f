import { authApi } from '@opinio/domain/api/auth';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, answerOf, callApi } from '@/lib/api-client.ts';
import { takeEarlySession } from '@/lib/early-calls.ts';
import { i18n } from '@/lib/i18n.ts';
import { LOCALES } from '@/lib/locale-choice.ts';
import { useLocale } from '@/lib/number-format.ts';
import { activeSso } from '../sso/active-sso.ts';
import { ssoIdentity } from '../sso/sso-identity.ts';

/**
 * POST /api/vuejs/auth/validatecookie: the identity of the session cookie, or null (401),
 * its surveys' texts in `locale`. The first check of a start-up was sent before the app
 * loaded (lib/early-calls.ts): its answer is taken instead of asking again.
 */
async function validateCookie(signal?: AbortSignal, locale?: string): Promise<TUserIdentity | null> {
  const early = locale === undefined ? null : takeEarlySession(locale);
  try {
    if (early) return await answerOf(authApi.validateCookie, early);
    return await callApi(authApi.validateCookie, {
      body: {},
      signal,
      locale,
      ignoreUnauthorized: true,
      // The cookie's session only: a bearer token would answer for itself.
      sendAccessToken: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session check main.tsx sent, read before the app's first drawing (it was sent first and
 * is answered long before the app's files arrive): the first frame then draws the signed-in
 * screen at once, not a spinner followed by a second drawing. Null when signed out;
 * undefined when there is no such answer or it failed (the identity query asks again and
 * reports what went wrong).
 */
export async function answeredIdentity(locale: string): Promise<TUserIdentity | null | undefined> {
  const early = takeEarlySession(locale);
  if (!early) return undefined;
  try {
    return await answerOf(authApi.validateCookie, early);
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? null : undefined;
  }
}

/** The first element of every identity query's key. */
export const IDENTITY_QUERY = 'identity';

/**
 * The identity's surveys carry their texts in one language (the server answers in the
 * language asked for): one entry per language, so a language switch asks again.
 */
function identityQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [IDENTITY_QUERY, locale] as const,
    queryFn: ({ signal }) => {
      const sso = activeSso();
      const cookieIdentity = (s?: AbortSignal) => validateCookie(s, locale);
      if (sso) return ssoIdentity(sso, signal, cookieIdentity);
      return cookieIdentity(signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // While the texts of a newly chosen language load, the session and the old texts stay.
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The signed-in user: undefined while the session is being restored, null when signed out. */
export function useIdentity() {
  return useQuery(identityQueryOptions(useLocale()));
}

/** Whether somebody is signed in (in any language's entry). */
export function hasIdentity(queryClient: QueryClient): boolean {
  return queryClient
    .getQueriesData<TUserIdentity | null>({ queryKey: [IDENTITY_QUERY] })
    .some(([, data]) => data);
}

/**
 * A new identity (sign-in, universe change) in the current language; the other languages'
 * entries are of the session before and go. Signed out is so in every language.
 */
export function setIdentity(queryClient: QueryClient, identity: TUserIdentity | null): void {
  const current = i18n.language;
  queryClient.removeQueries({ queryKey: [IDENTITY_QUERY], predicate: (q) => q.queryKey[1] !== current });
  for (const locale of identity ? [current] : LOCALES)
    queryClient.setQueryData(identityQueryOptions(locale).queryKey, identity);
}
