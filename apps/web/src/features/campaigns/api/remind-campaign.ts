import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { ZCampaignRemind } from '@opinio/domain/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client.ts';
import { refreshLoadCount } from '@/lib/load-count.ts';
import { campaignsKey } from './get-campaigns.ts';

/** POST /api/vuejs/campaigns/remind/{survey}/{campaignId}: a reminder to those who have not answered. */
function remindCampaign(survey: string, campaignId: number, body: z.input<typeof ZCampaignRemind>) {
  return callApi(campaignsApi.remind, { params: { survey, campaignId }, body });
}

export function useRemindCampaign(survey: string, campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZCampaignRemind>) => remindCampaign(survey, campaignId, body),
    meta: { silentError: true },
    onSuccess: async () => {
      await refreshLoadCount(queryClient, survey);
      void queryClient.invalidateQueries({ queryKey: campaignsKey(survey) });
    },
  });
}
