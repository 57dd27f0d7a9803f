import { authApi } from '@opinio/domain/api/auth';
import type { TLoginPayload, TUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { setIdentity } from '../../../lib/identity.ts';

/** POST /api/vuejs/auth/login: the identity, and the session cookie. A 401 means wrong credentials. */
function login(payload: TLoginPayload): Promise<TUserIdentity> {
  return callApi(authApi.login, { body: payload, ignoreUnauthorized: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The login form shows the error itself.
    meta: { silentError: true },
    onSuccess: (identity) => setIdentity(queryClient, identity),
  });
}
