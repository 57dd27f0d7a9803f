import { type TShareLink, ZShareLink } from '@opinio/domain/schemas/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';

/** GET /api/vuejs/interview/sharelink/{survey}/{interviewId}?days: a new signed, expiring link. */
export function createShareLink(
  surveyExtName: string,
  interviewId: number,
  days?: number,
): Promise<TShareLink> {
  return apiRequest(`/vuejs/interview/sharelink/${segment(surveyExtName)}/${segment(interviewId)}`, {
    query: { days },
    schema: ZShareLink,
  });
}

export function useCreateShareLink(surveyExtName: string, interviewId: number) {
  return useMutation({
    mutationFn: (days?: number) => createShareLink(surveyExtName, interviewId, days),
    meta: { silentError: true },
  });
}
