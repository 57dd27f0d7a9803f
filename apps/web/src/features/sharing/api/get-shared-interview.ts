import { type TSharedInterview, ZSharedInterview } from '@opinio/domain/schemas/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';

export interface ShareRef {
  surveyExtName: string;
  interviewId: string;
  shareToken: string;
}

/** GET /api/vuejs/sharing/interview/{survey}/{a}/{b} (no sign-in); 404 when tampered or expired. */
export function getSharedInterview(ref: ShareRef, signal?: AbortSignal): Promise<TSharedInterview> {
  return apiRequest(
    `/vuejs/sharing/interview/${segment(ref.surveyExtName)}/${segment(ref.interviewId)}/${segment(ref.shareToken)}`,
    // a 401 here is not about a session: nobody needs to be signed in
    { schema: ZSharedInterview, signal, ignoreUnauthorized: true, sendAccessToken: false },
  );
}

export function useSharedInterview(ref: ShareRef) {
  return useQuery({
    queryKey: ['shared-interview', ref.surveyExtName, ref.interviewId, ref.shareToken],
    queryFn: ({ signal }) => getSharedInterview(ref, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
}
