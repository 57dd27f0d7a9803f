import { type TInterviewDetails, ZInterviewDetails } from '@opinio/domain/schemas/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';
import { liveKeys } from '../../../lib/live-events.ts';

/** Every interview query of a survey starts with this key (live alert events invalidate them). */
export function interviewsKey(surveyExtName: string) {
  return liveKeys.interviews(surveyExtName);
}

export function interviewKey(surveyExtName: string, interviewId: number) {
  return [...interviewsKey(surveyExtName), interviewId] as const;
}

/** GET /api/vuejs/interview/{survey}/{interviewId}: answers, unit, comments and alerts. */
export function getInterview(
  surveyExtName: string,
  interviewId: number,
  signal?: AbortSignal,
): Promise<TInterviewDetails> {
  return apiRequest(`/vuejs/interview/${segment(surveyExtName)}/${segment(interviewId)}`, {
    schema: ZInterviewDetails,
    signal,
  });
}

export function useInterview(surveyExtName: string, interviewId: number) {
  return useQuery(
    queryOptions({
      queryKey: interviewKey(surveyExtName, interviewId),
      queryFn: ({ signal }) => getInterview(surveyExtName, interviewId, signal),
      meta: { silentError: true },
    }),
  );
}
