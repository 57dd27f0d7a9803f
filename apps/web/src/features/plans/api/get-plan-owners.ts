import { plansApi } from '@opinio/domain/api/plans';
import type { TPlanOwners } from '@opinio/domain/schemas/plans';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { plansKey } from './get-plans.ts';

/** GET /api/vuejs/plans/owners/{survey}/{unitPath}: members who see the unit, who may own its plan. */
export function usePlanOwners(surveyExtName: string, unitPath: string) {
  return useQuery({
    queryKey: [...plansKey(surveyExtName), 'owners', unitPath] as const,
    queryFn: ({ signal }): Promise<TPlanOwners> =>
      callApi(plansApi.owners, { params: { survey: surveyExtName, drillPathFiltered: unitPath }, signal }),
    staleTime: 5 * 60_000,
  });
}
