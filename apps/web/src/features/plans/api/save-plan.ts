import { plansApi } from '@opinio/domain/api/plans';
import type { TPlan, TPlanCreate, TPlanUpdate } from '@opinio/domain/schemas/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { plansKey } from './get-plans.ts';

/** After a plan was made or changed: every list and plan of the survey is fetched again. */
function useRefetchPlans(surveyExtName: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: plansKey(surveyExtName) });
}

/** POST /api/vuejs/plans/create/{survey}/{unitPath}: a plan for the unit. */
export function useCreatePlan(surveyExtName: string, unitPath: string) {
  const refetch = useRefetchPlans(surveyExtName);
  return useMutation({
    mutationFn: (plan: TPlanCreate): Promise<TPlan> =>
      callApi(plansApi.create, {
        params: { survey: surveyExtName, drillPathFiltered: unitPath },
        body: plan,
      }),
    // the form shows a refused field beside it
    meta: { silentError: true },
    onSuccess: refetch,
  });
}

/** POST /api/vuejs/plans/update/{survey}/{planId}: fields, owner, target, or a state move. */
export function useUpdatePlan(surveyExtName: string, planId: string) {
  const refetch = useRefetchPlans(surveyExtName);
  return useMutation({
    mutationFn: (update: TPlanUpdate): Promise<TPlan> =>
      callApi(plansApi.update, { params: { survey: surveyExtName, planId: Number(planId) }, body: update }),
    meta: { silentError: true },
    onSuccess: refetch,
  });
}
