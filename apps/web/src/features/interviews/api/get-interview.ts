import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveKeys } from '@/entities/session/api/live-events.ts';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** Every interview query of a survey starts with this key (live alert events invalidate them). */
function interviewsKey(surveyExtName: string) {
  return liveKeys.interviews(surveyExtName);
}

/** Every language's entry of one interview starts with this key. */
export function interviewKey(surveyExtName: string, interviewId: number) {
  return [...interviewsKey(surveyExtName), interviewId] as const;
}

/** The interview with its texts (questions, options, units) in `locale`. */
export function interviewTextsKey(surveyExtName: string, interviewId: number, locale: string) {
  return [...interviewKey(surveyExtName, interviewId), locale] as const;
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
      queryKey: interviewTextsKey(surveyExtName, interviewId, useLocale()),
      queryFn: ({ signal }) => getInterview(surveyExtName, interviewId, signal),
      meta: { silentError: true },
    }),
  );
}
