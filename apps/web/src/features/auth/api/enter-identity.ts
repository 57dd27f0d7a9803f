import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSelectionMemory } from '@/entities/selection/lib/selection.tsx';
import { IDENTITY_QUERY, setIdentity } from '@/entities/session/api/identity.ts';
import { startPathFor } from '@/lib/page-path.ts';

/**
 * A new identity in the same browser session (universe change, impersonation): nothing of
 * the previous one is kept, and the user starts over at its first page (docs/product.md#universes).
 */
export function useEnterIdentity(): (identity: TUserIdentity) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { remember } = useSelectionMemory();
  return (identity) => {
    remember(null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== IDENTITY_QUERY });
    setIdentity(queryClient, identity);
    navigate(startPathFor(identity) ?? '/', { replace: true });
  };
}
