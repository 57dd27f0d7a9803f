import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET configblocks/create/{survey}/{surveyId}/{block}: default content for a block the survey lacks. */
async function getBlockTemplate(
  contextSurvey: string,
  surveyId: number,
  block: ConfigBlockName,
  signal?: AbortSignal,
): Promise<unknown> {
  const answer = await callApi(surveyAdminApi.configBlockCreate, {
    params: { survey: contextSurvey, surveyId, block },
    signal,
  });
  return answer.content;
}

/** Asked for only while `enabled` (the block has no saved version). */
export function useBlockTemplate(
  contextSurvey: string,
  surveyId: number,
  block: ConfigBlockName,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: ['configBlockTemplate', contextSurvey, surveyId, block] as const,
      queryFn: ({ signal }) => getBlockTemplate(contextSurvey, surveyId, block, signal),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
      meta: { silentError: true },
    }),
  );
}
