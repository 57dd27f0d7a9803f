import { type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** POST /api/vuejs/auth/endimpersonation: back to the root user's own identity. */
export function endImpersonation(): Promise<TUserIdentity> {
  return apiRequest('/vuejs/auth/endimpersonation', { method: 'POST', body: {}, schema: ZUserIdentity });
}

export function useEndImpersonation() {
  const enterIdentity = useEnterIdentity();
  return useMutation({ mutationFn: endImpersonation, onSuccess: enterIdentity });
}
