import { filtersApi } from '@opinio/domain/api/filters';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { campaignsKey } from './get-campaigns.ts';

/**
 * The name of the survey's campaign filter (a standard filter of the campaign kind), null
 * when it has none: a campaign's answers are the dashboard with that filter set.
 */
export function useCampaignFilterName(survey: TSurvey | null): string | null {
  const loadCount = useLoadCount(survey?.extName ?? '', survey?.loadCount ?? 0);
  const query = useQuery({
    queryKey: [...campaignsKey(survey?.extName ?? ''), 'campaignFilter', loadCount] as const,
    queryFn: ({ signal }) =>
      callApi(filtersApi.list, { params: { survey: survey!.extName, type: 'standard' }, signal }),
    enabled: !!survey,
    staleTime: Number.POSITIVE_INFINITY,
    select: (set) =>
      set.filterGroups.flatMap((group) => group.filters).find((filter) => filter.campaign)?.extName ?? null,
  });
  return query.data ?? null;
}
