import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { liveKeys } from '../../../lib/live-events.ts';

/** Every interview query of a survey starts with this key (live alert events invalidate them). */
function interviewsKey(surveyExtName: string) {
  return liveKeys.interviews(surveyExtName);
}

export function interviewKey(surveyExtName: string, interviewId: number) {
  return [...interviewsKey(surveyExtName), interviewId] as const;
}

/** GET /api/vuejs/interview/{survey}/{interviewId}: answers, unit, comments and alerts. */
function getInterview(
  surveyExtName: string,
  interviewId: number,
  signal?: AbortSignal,
): Promise<TInterviewDetails> {
  return callApi(interviewsApi.interview, { params: { survey: surveyExtName, interviewId }, signal });
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
