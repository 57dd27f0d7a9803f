import { authApi } from '@opinio/domain/api/auth';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client.ts';
import { activeSso } from './sso/active-sso.ts';
import { ssoIdentity } from './sso/sso-identity.ts';

/** POST /api/vuejs/auth/validatecookie: the identity of the session cookie, or null (401). */
async function validateCookie(signal?: AbortSignal): Promise<TUserIdentity | null> {
  try {
    return await callApi(authApi.validateCookie, {
      body: {},
      signal,
      ignoreUnauthorized: true,
      // The cookie's session only: a bearer token would answer for itself.
      sendAccessToken: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The cookie check started at start-up (checkSessionEarly), taken by the first identity query. */
let earlyCheck: Promise<TUserIdentity | null> | null = null;

/**
 * Starts the cookie's session check beside the client configuration, before the app mounts:
 * on a password host the first identity query takes its answer instead of asking again.
 */
export function checkSessionEarly(): void {
  earlyCheck = validateCookie();
  earlyCheck.catch(() => undefined);
}

export const identityQueryOptions = queryOptions({
  queryKey: ['identity'] as const,
  queryFn: ({ signal }) => {
    const sso = activeSso();
    const early = earlyCheck;
    earlyCheck = null;
    if (sso) return ssoIdentity(sso, signal, validateCookie);
    return early ?? validateCookie(signal);
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  meta: { silentError: true },
});

/** The signed-in user: undefined while the session is being restored, null when signed out. */
export function useIdentity() {
  return useQuery(identityQueryOptions);
}

export function setIdentity(queryClient: QueryClient, identity: TUserIdentity | null): void {
  queryClient.setQueryData(identityQueryOptions.queryKey, identity);
}
