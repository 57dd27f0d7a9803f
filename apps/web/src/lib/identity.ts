import { type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';

/** POST /api/vuejs/auth/validatecookie: the identity of the session cookie, or null (401). */
export async function validateCookie(signal?: AbortSignal): Promise<TUserIdentity | null> {
  try {
    return await apiRequest('/vuejs/auth/validatecookie', {
      method: 'POST',
      body: {},
      schema: ZUserIdentity,
      signal,
      ignoreUnauthorized: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const identityQueryOptions = queryOptions({
  queryKey: ['identity'] as const,
  queryFn: ({ signal }) => validateCookie(signal),
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
