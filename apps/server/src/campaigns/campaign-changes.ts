import { publishLoadCount } from '#live/publish.ts';
import type { Services } from '#services.ts';
import { publishConfigChange } from '#survey-admin/admin-survey.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * Messages or contacts changed: the survey's loadCount goes up, so the read model's campaign
 * table and every open screen read them again.
 */
export async function raiseLoadCount(
  services: Pick<Services, 'database' | 'live'>,
  survey: SurveyModel,
): Promise<void> {
  await services.database.db
    .updateTable('surveys')
    .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
    .where('id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .execute();
  await publishLoadCount(services, survey);
}

/**
 * A campaign was created or its status changed: the cached surveys of the universe (their
 * campaign list feeds the campaign filter) are dropped in every process. The configuration
 * itself is unchanged, so its version stays (an editor's save is not refused for it).
 */
export async function announceCampaigns(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  survey: SurveyModel,
): Promise<void> {
  const { config_version } = await services.database.db
    .selectFrom('surveys')
    .select('config_version')
    .where('id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirstOrThrow();
  await publishConfigChange(services, survey, Number(config_version));
}
