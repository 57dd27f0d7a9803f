import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { configBlocksKey } from './get-config-blocks.ts';

interface BlockSave {
  name: ConfigBlockName;
  content: unknown;
  /** The version the editor started from: a save since answers 409. */
  baseVersion: number;
  comment: string;
}

/** POST configblocks/{survey}/{surveyId}: a 400 names every bad field (ApiError.field, issues). */
function saveConfigBlock(
  contextSurvey: string,
  surveyId: number,
  body: BlockSave,
): Promise<TConfigBlockSaved> {
  return callApi(surveyAdminApi.configBlockSave, { params: { survey: contextSurvey, surveyId }, body });
}

export function useSaveConfigBlock(contextSurvey: string, surveyId: number) {
  return useAdminMutation(configBlocksKey(contextSurvey, surveyId), (body: BlockSave) =>
    saveConfigBlock(contextSurvey, surveyId, body),
  );
}
