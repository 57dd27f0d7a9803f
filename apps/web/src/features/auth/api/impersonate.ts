import { type TImpersonatePayload, type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** POST /api/vuejs/auth/impersonateuser (root only): the identity of the user acted as. */
export function impersonateUser(payload: TImpersonatePayload): Promise<TUserIdentity> {
  return apiRequest('/vuejs/auth/impersonateuser', { method: 'POST', body: payload, schema: ZUserIdentity });
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
