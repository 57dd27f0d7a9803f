import { plansApi } from '@opinio/domain/api/plans';
import type { TPlan, TPlanList } from '@opinio/domain/schemas/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** Every plan query of a survey starts with this: a change to a plan refetches them all. */
export const plansKey = (surveyExtName: string) => ['plans', surveyExtName] as const;

/**
 * GET /api/vuejs/plans/list/{survey}/{drillPath}: the plans of the node and below. A plan is
 * of all its unit's answers: the call is made without the filters, keyed by the data version
 * (new answers move the figures) and the language.
 */
function plansQueryOptions(surveyExtName: string, drillPath: string, loadCount: number, locale: string) {
  return queryOptions({
    queryKey: [...plansKey(surveyExtName), 'list', drillPath, loadCount, locale] as const,
    queryFn: ({ signal }): Promise<TPlanList> =>
      callApi(plansApi.list, { params: { survey: surveyExtName, drillPathFiltered: drillPath }, signal }),
  });
}

export function usePlans(surveyExtName: string, drillPath: string, loadCount: number) {
  return useQuery(plansQueryOptions(surveyExtName, drillPath, loadCount, useLocale()));
}

/** GET /api/vuejs/plans/plan/{survey}/{planId}: one plan as it is now. */
export function usePlan(surveyExtName: string, planId: string, initial?: TPlan) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...plansKey(surveyExtName), 'plan', planId, locale] as const,
    queryFn: ({ signal }): Promise<TPlan> =>
      callApi(plansApi.plan, { params: { survey: surveyExtName, planId: Number(planId) }, signal }),
    initialData: initial,
  });
}
