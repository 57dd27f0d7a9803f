import { authApi } from '@opinio/domain/api/auth';
import type { TImpersonatePayload, TUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** POST /api/vuejs/auth/impersonateuser (root only): the identity of the user acted as. */
function impersonateUser(payload: TImpersonatePayload): Promise<TUserIdentity> {
  return callApi(authApi.impersonateUser, { body: payload });
}

export function useImpersonateUser() {
  const enterIdentity = useEnterIdentity();
  return useMutation({
    mutationFn: impersonateUser,
    // The dialog shows the error itself.
    meta: { silentError: true },
    onSuccess: enterIdentity,
  });
}
