import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { TCampaignList } from '@opinio/domain/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';

/** The first part of every campaign query's key: a new campaign refreshes them all. */
export const campaignsKey = (survey: string) => ['campaigns', survey] as const;

/** GET /api/vuejs/campaigns/{survey}/{drillPathFiltered}: campaigns to contacts under the node, newest first. */
function getCampaigns(target: DrillTarget, signal?: AbortSignal): Promise<TCampaignList> {
  return callApi(campaignsApi.list, { params: dashboardParams(target), signal });
}

function campaignsQueryOptions(target: DrillTarget, loadCount: number) {
  return queryOptions({
    queryKey: [...campaignsKey(target.surveyExtName), 'list', loadCount, target.drillPathFiltered] as const,
    queryFn: ({ signal }) => getCampaigns(target, signal),
    meta: { silentError: true },
  });
}

export function useCampaigns(target: DrillTarget, loadCount: number) {
  return useQuery(campaignsQueryOptions(target, loadCount));
}
