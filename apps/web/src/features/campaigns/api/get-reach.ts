import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { TCampaignReach, ZCampaignDraft } from '@opinio/domain/schemas/campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { campaignsKey } from './get-campaigns.ts';

/** A draft as sent: its defaults may be left out. */
export type CampaignDraftBody = z.input<typeof ZCampaignDraft>;

/** POST /api/vuejs/campaigns/reach/{survey}/{drillPathFiltered}: who a campaign would reach (changes nothing). */
function getReach(
  target: DrillTarget,
  draft: CampaignDraftBody,
  signal?: AbortSignal,
): Promise<TCampaignReach> {
  return callApi(campaignsApi.reach, { params: dashboardParams(target), body: draft, signal });
}

/**
 * The reach of the campaign being set up (`draft` debounced by the screen; null: not yet
 * complete). The last answer stays on screen while the next is asked for.
 */
export function useReach(target: DrillTarget | null, loadCount: number, draft: CampaignDraftBody | null) {
  return useQuery({
    queryKey: [
      ...campaignsKey(target?.surveyExtName ?? ''),
      'reach',
      loadCount,
      target?.drillPathFiltered ?? '',
      draft,
    ] as const,
    queryFn: ({ signal }) => getReach(target!, draft!, signal),
    enabled: target !== null && draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silentError: true },
  });
}
