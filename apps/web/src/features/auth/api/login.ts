import { type TLoginPayload, type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setIdentity } from '../../../lib/identity.ts';

/** POST /api/vuejs/auth/login: the identity, and the session cookie. A 401 means wrong credentials. */
export function login(payload: TLoginPayload): Promise<TUserIdentity> {
  return apiRequest('/vuejs/auth/login', {
    method: 'POST',
    body: payload,
    schema: ZUserIdentity,
    ignoreUnauthorized: true,
  });
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
