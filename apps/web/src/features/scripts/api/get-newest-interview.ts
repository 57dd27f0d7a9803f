import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';

/**
 * GET /api/vuejs/interviews/{survey}/{drillPath}?sort=newest&limit=1: the newest interview of
 * a survey of the user's universe, to test scripts on; null when it has none.
 */
async function getNewestInterviewId(survey: TSurvey, signal?: AbortSignal): Promise<number | null> {
  const drillPath = defaultDrillPath(survey);
  if (!drillPath) return null;
  const answer = await callApi(interviewsApi.list, {
    params: { survey: survey.extName, drillPathFiltered: drillPath },
    query: { sort: 'newest', limit: 1 },
    signal,
  });
  return answer.items[0]?.id ?? null;
}

/** Asked only for a survey of the user's own universe (the list call knows no other). */
export function useNewestInterviewId(survey: TSurvey | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: ['surveyAdmin', 'newestInterview', survey?.extName ?? ''] as const,
      queryFn: ({ signal }) => (survey ? getNewestInterviewId(survey, signal) : null),
      meta: { silentError: true },
      retry: false,
      staleTime: 60_000,
    }),
    enabled: survey !== undefined,
  });
}
