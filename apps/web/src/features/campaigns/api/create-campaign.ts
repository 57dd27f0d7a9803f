import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { ZCampaignCreate } from '@opinio/domain/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type DrillTarget, dashboardParams } from '@/lib/analytics-context.ts';
import { callApi } from '@/lib/api-client.ts';
import { refreshLoadCount } from '@/lib/load-count.ts';
import { campaignsKey } from './get-campaigns.ts';

export type CampaignCreateBody = z.input<typeof ZCampaignCreate>;

/** POST /api/vuejs/campaigns/create/{survey}/{drillPathFiltered}: the campaign and its messages, queued. */
function createCampaign(target: DrillTarget, body: CampaignCreateBody) {
  return callApi(campaignsApi.create, { params: dashboardParams(target), body });
}

/** New messages change the survey's data version: the lists and the campaign filter are asked for again. */
export function useCreateCampaign(target: DrillTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreateBody) => createCampaign(target, body),
    meta: { silentError: true },
    onSuccess: async () => {
      await refreshLoadCount(queryClient, target.surveyExtName);
      void queryClient.invalidateQueries({ queryKey: campaignsKey(target.surveyExtName) });
    },
  });
}
