import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { ConfigBlockName, TConfigBlockHistory } from '@opinio/domain/schemas/config-blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { configBlocksKey } from './get-config-blocks.ts';

/** GET configblocks/versions/{survey}/{surveyId}/{block}: newest first, each with its content. */
function getBlockVersions(
  contextSurvey: string,
  surveyId: number,
  block: ConfigBlockName,
  signal?: AbortSignal,
): Promise<TConfigBlockHistory> {
  return callApi(surveyAdminApi.configBlockVersions, {
    params: { survey: contextSurvey, surveyId, block },
    signal,
  });
}

export function useBlockVersions(contextSurvey: string, surveyId: number, block: ConfigBlockName) {
  return useQuery(
    queryOptions({
      queryKey: [...configBlocksKey(contextSurvey, surveyId), 'versions', block] as const,
      queryFn: ({ signal }) => getBlockVersions(contextSurvey, surveyId, block, signal),
      meta: { silentError: true },
    }),
  );
}
