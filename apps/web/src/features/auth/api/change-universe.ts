import { type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** GET /api/vuejs/auth/changeuniverse/{universe}: a new session in that universe, its identity. */
export function changeUniverse(universe: string): Promise<TUserIdentity> {
  return apiRequest(`/vuejs/auth/changeuniverse/${segment(universe)}`, { schema: ZUserIdentity });
}

/** Changing universe signs in again with the new data and starts over (docs/product.md#universes). */
export function useChangeUniverse() {
  const enterIdentity = useEnterIdentity();
  return useMutation({ mutationFn: changeUniverse, onSuccess: enterIdentity });
}
