import { type TUserIdentity, ZUserIdentity } from '@opinio/domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { identityQueryOptions, setIdentity } from '../../../lib/identity.ts';
import { startPathFor } from '../../../lib/page-path.ts';
import { useSelectionMemory } from '../../../lib/selection.tsx';

/** GET /api/vuejs/auth/changeuniverse/{universe}: a new session in that universe, its identity. */
export function changeUniverse(universe: string): Promise<TUserIdentity> {
  return apiRequest(`/vuejs/auth/changeuniverse/${segment(universe)}`, { schema: ZUserIdentity });
}

/** SPEC section 4: changing universe signs in again with the new data and starts over. */
export function useChangeUniverse() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { remember } = useSelectionMemory();
  return useMutation({
    mutationFn: changeUniverse,
    onSuccess: (identity) => {
      remember(null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== identityQueryOptions.queryKey[0] });
      setIdentity(queryClient, identity);
      navigate(startPathFor(identity) ?? '/', { replace: true });
    },
  });
}
