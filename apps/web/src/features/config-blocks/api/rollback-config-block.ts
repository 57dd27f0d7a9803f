import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { configBlocksKey } from './get-config-blocks.ts';

interface BlockRollback {
  name: ConfigBlockName;
  /** The version whose content is saved again, as a new version. */
  version: number;
  baseVersion: number;
}

/** POST configblocks/rollback/{survey}/{surveyId}: checked as a save is (400, 409). */
function rollbackConfigBlock(
  contextSurvey: string,
  surveyId: number,
  body: BlockRollback,
): Promise<TConfigBlockSaved> {
  return callApi(surveyAdminApi.configBlockRollback, { params: { survey: contextSurvey, surveyId }, body });
}

export function useRollbackConfigBlock(contextSurvey: string, surveyId: number) {
  return useAdminMutation(configBlocksKey(contextSurvey, surveyId), (body: BlockRollback) =>
    rollbackConfigBlock(contextSurvey, surveyId, body),
  );
}
