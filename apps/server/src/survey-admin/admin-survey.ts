import type { FastifyRequest } from 'fastify';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { enterUniverse, runAsTenant } from '#db/tenant-context.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * The survey a survey-administration call works on. The route table lets root users alone
 * this far; `:survey` is the caller's current survey (it must exist in their universe, as
 * for every call) and `surveyId` the administered one, of any universe. From here on the
 * request works in that survey's universe: its reads and writes are that universe's rows.
 * The model's texts are in the survey's default language.
 */
export async function adminSurvey(
  services: Pick<Services, 'catalog' | 'database'>,
  request: FastifyRequest,
  params: { survey: string; surveyId: number },
): Promise<{ userId: number; universeId: number; survey: SurveyModel }> {
  const { principal } = await surveyForRequest(services, request, params.survey);
  const row = await runAsTenant('all', () =>
    services.database.db
      .selectFrom('surveys')
      .select('universe_id')
      .where('id', '=', params.surveyId)
      .executeTakeFirst(),
  );
  if (!row) throw notFound(`No survey has id ${params.surveyId}`);
  enterUniverse(row.universe_id);
  const survey = (await services.catalog.surveys(row.universe_id)).find((s) => s.id === params.surveyId);
  if (!survey) throw notFound(`No survey has id ${params.surveyId}`);
  return { userId: principal.user.id, universeId: row.universe_id, survey };
}

/**
 * After a configuration change: every process drops its cached surveys of the universe, and
 * with `reshaped` (questions changed) the survey's analytics table (the `config` event, which
 * also tells every signed-in user's web app to read the survey again).
 */
export async function publishConfigChange(
  services: Pick<Services, 'catalog' | 'live'>,
  survey: { universeId: number; extName: string },
  configVersion: number,
  options: { reshaped?: boolean } = {},
): Promise<void> {
  services.catalog.invalidate(survey.universeId);
  await services.live.publish({
    type: 'config',
    universeId: survey.universeId,
    survey: survey.extName,
    configVersion,
    reshaped: options.reshaped === true,
  });
}
