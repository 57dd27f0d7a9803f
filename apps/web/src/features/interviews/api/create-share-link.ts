import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TShareLink } from '@opinio/domain/schemas/interviews';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/interview/sharelink/{survey}/{interviewId}?days: a new signed, expiring link. */
function createShareLink(surveyExtName: string, interviewId: number, days?: number): Promise<TShareLink> {
  return callApi(interviewsApi.shareLink, {
    params: { survey: surveyExtName, interviewId },
    query: { days },
  });
}

export function useCreateShareLink(surveyExtName: string, interviewId: number) {
  return useMutation({
    mutationFn: (days?: number) => createShareLink(surveyExtName, interviewId, days),
    meta: { silentError: true },
  });
}
