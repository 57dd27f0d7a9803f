import { authApi } from '@opinio/domain/api/auth';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useEnterIdentity } from './enter-identity.ts';

/** POST /api/vuejs/auth/changeuniverse/{universe}: a new session in that universe, its identity. */
function changeUniverse(universe: string): Promise<TUserIdentity> {
  return callApi(authApi.enterUniverse, { params: { universe } });
}

/** Changing universe signs in again with the new data and starts over (docs/product.md#universes). */
export function useChangeUniverse() {
  const enterIdentity = useEnterIdentity();
  return useMutation({ mutationFn: changeUniverse, onSuccess: enterIdentity });
}
