import { rolesApi } from '@opinio/domain/api/users';
import type { TRoleList } from '@opinio/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/roles/list/{survey}: the roles of the universe (user administrators only). */
function getRoles(survey: string, signal?: AbortSignal): Promise<TRoleList> {
  return callApi(rolesApi.list, { params: { survey }, signal });
}

/**
 * The roles to choose from, asked for while `enabled` (the caller holds users.manage). The
 * users screens keep the same answer under the same key: one cache, refreshed by their changes.
 */
export function useRoleChoices(survey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'roles', survey] as const,
    queryFn: ({ signal }) => getRoles(survey, signal),
    select: (list) => list.items,
    enabled,
    meta: { silentError: true },
  });
}
