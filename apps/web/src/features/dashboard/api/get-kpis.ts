import { dashboardApi } from '@opinio/domain/api/dashboard';
import type { TKpiResponse } from '@opinio/domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnalyticsContext, analyticsKey, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi, earlyAnswerData } from '@/lib/api-client.ts';

/** GET /api/vuejs/analytics/kpis/{survey}/{drillPathFiltered}: a tile per indicator. */
function getKpis(context: AnalyticsContext, signal?: AbortSignal): Promise<TKpiResponse> {
  return callApi(dashboardApi.kpis, { params: dashboardParams(context), signal });
}

function kpisQueryOptions(context: AnalyticsContext) {
  return queryOptions({
    queryKey: analyticsKey(context, 'kpis'),
    queryFn: ({ signal }) => getKpis(context, signal),
    // asked by the first file while the app loaded (lib/early-calls.ts): drawn at once
    initialData: () => earlyAnswerData(dashboardApi.kpis, dashboardParams(context)),
  });
}

export function useKpis(context: AnalyticsContext) {
  return useQuery(kpisQueryOptions(context));
}
