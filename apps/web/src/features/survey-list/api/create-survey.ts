import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TSurveyCreate, TSurveyCreated } from '@opinio/domain/schemas/survey-admin';
import { callApi } from '@/lib/api-client.ts';
import { useAdminMutation } from '@/lib/use-admin-mutation.ts';
import { surveyListKey } from './get-survey-list.ts';

/** POST /api/vuejs/surveys/create/{survey}: 409 when the universe has a survey of that extName. */
function createSurvey(contextSurvey: string, body: TSurveyCreate): Promise<TSurveyCreated> {
  return callApi(surveyAdminApi.create, { params: { survey: contextSurvey }, body });
}

export function useCreateSurvey(contextSurvey: string) {
  return useAdminMutation(surveyListKey(contextSurvey), (body: TSurveyCreate) =>
    createSurvey(contextSurvey, body),
  );
}
