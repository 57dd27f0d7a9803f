import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { campaignsKey } from './get-campaigns.ts';

/** While a campaign sends, its numbers are asked for again this often. */
const SENDING_REFRESH_MS = 15_000;

export const campaignKey = (survey: string, campaignId: number) =>
  [...campaignsKey(survey), 'one', campaignId] as const;

/** GET /api/vuejs/campaign/{survey}/{campaignId}: counts, response rate over time and by unit, failures. */
function getCampaign(survey: string, campaignId: number, signal?: AbortSignal): Promise<TCampaignDetails> {
  return callApi(campaignsApi.details, { params: { survey, campaignId }, signal });
}

/** `locale`: the units' titles come in it. */
function campaignQueryOptions(survey: string, campaignId: number, loadCount: number, locale: string) {
  return queryOptions({
    queryKey: [...campaignKey(survey, campaignId), loadCount, locale] as const,
    queryFn: ({ signal }) => getCampaign(survey, campaignId, signal),
    meta: { silentError: true },
    // a campaign outside the user's scope answers 404: asking again will not change that
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'active' ? SENDING_REFRESH_MS : false),
  });
}

/** campaignId null: nothing to ask for (no campaign chosen). */
export function useCampaign(survey: string, campaignId: number | null, loadCount: number) {
  const locale = useLocale();
  return useQuery({
    ...campaignQueryOptions(survey, campaignId ?? 0, loadCount, locale),
    enabled: campaignId !== null,
  });
}
