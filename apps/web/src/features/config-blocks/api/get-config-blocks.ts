import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /api/vuejs/surveys/configblocks/{survey}/{surveyId}: every block's content and version. */
function getConfigBlocks(
  contextSurvey: string,
  surveyId: number,
  signal?: AbortSignal,
): Promise<TConfigBlocks> {
  return callApi(surveyAdminApi.configBlocks, { params: { survey: contextSurvey, surveyId }, signal });
}

/** The key of the survey's blocks; their versions' keys start with it too, so a save refreshes both. */
export function configBlocksKey(contextSurvey: string, surveyId: number) {
  return ['configBlocks', contextSurvey, surveyId] as const;
}

export function useConfigBlocks(contextSurvey: string, surveyId: number) {
  return useQuery(
    queryOptions({
      queryKey: configBlocksKey(contextSurvey, surveyId),
      queryFn: ({ signal }) => getConfigBlocks(contextSurvey, surveyId, signal),
      // an address without a survey id asks nothing
      enabled: Number.isInteger(surveyId) && surveyId > 0,
      meta: { silentError: true },
    }),
  );
}
