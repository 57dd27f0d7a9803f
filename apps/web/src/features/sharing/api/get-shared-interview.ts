import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TSharedInterview } from '@opinio/domain/schemas/interviews';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

export interface ShareRef {
  surveyExtName: string;
  interviewId: string;
  shareToken: string;
}

/** GET /api/vuejs/sharing/interview/{survey}/{a}/{b} (no sign-in); 404 when tampered or expired. */
function getSharedInterview(ref: ShareRef, signal?: AbortSignal): Promise<TSharedInterview> {
  return callApi(interviewsApi.sharedInterview, {
    params: { survey: ref.surveyExtName, a: ref.interviewId, b: ref.shareToken },
    signal,
    // a 401 here is not about a session: nobody needs to be signed in
    ignoreUnauthorized: true,
    sendAccessToken: false,
  });
}

export function useSharedInterview(ref: ShareRef) {
  return useQuery({
    // the answers' questions and options come in the UI's language
    queryKey: ['shared-interview', ref.surveyExtName, ref.interviewId, ref.shareToken, useLocale()],
    queryFn: ({ signal }) => getSharedInterview(ref, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
}
