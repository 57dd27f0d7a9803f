import { campaignsApi } from '@opinio/domain/api/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { campaignKey } from './get-campaign.ts';
import { campaignsKey } from './get-campaigns.ts';

/** POST /api/vuejs/campaigns/status/{survey}/{campaignId}: pauses or resumes the sending. */
function setCampaignStatus(survey: string, campaignId: number, status: 'active' | 'paused'): Promise<void> {
  return callApi(campaignsApi.status, { params: { survey, campaignId }, body: { status } });
}

export function useSetCampaignStatus(survey: string, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'active' | 'paused') => setCampaignStatus(survey, campaignId, status),
    meta: { silentError: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKey(survey, campaignId) });
      void queryClient.invalidateQueries({ queryKey: [...campaignsKey(survey), 'list'] });
    },
  });
}
