import { respondentApi } from '@opinio/domain/api/campaigns';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/t/u/{token}: who sends the invitations, and whether the contact already unsubscribed (404: unknown link). */
function getUnsubscribeInfo(token: string, signal?: AbortSignal) {
  return callApi(respondentApi.unsubscribeInfo, { params: { token }, signal, sendAccessToken: false });
}

export function useUnsubscribeInfo(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['campaignUnsubscribe', token] as const,
    queryFn: ({ signal }) => getUnsubscribeInfo(token, signal),
    enabled,
    retry: false,
    meta: { silentError: true },
  });
}

/**
 * POST /api/t/u/{token}: no more invitations or reminders to the contact. Only a press of the
 * page's button calls it: mail scanners open (GET) the links they find.
 */
function unsubscribe(token: string): Promise<void> {
  return callApi(respondentApi.unsubscribe, { params: { token }, sendAccessToken: false });
}

export function useCampaignUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { silentError: true } });
}
