import { authApi } from '@opinio/domain/api/auth';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** POST /api/vuejs/auth/endimpersonation: back to the root user's own identity. */
function endImpersonation(): Promise<TUserIdentity> {
  return callApi(authApi.endImpersonation, { body: {} });
}

export function useEndImpersonation() {
  const enterIdentity = useEnterIdentity();
  return useMutation({ mutationFn: endImpersonation, onSuccess: enterIdentity });
}
