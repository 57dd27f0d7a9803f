import type { TAlertState } from '@opinio/domain/schemas/alerts';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { surveyLoadCount } from '#surveys/survey-repository.ts';
import type { LiveEvents } from './live-events.ts';

/** What publishing uses of the app's services. */
interface PublishServices {
  database: Database;
  live: LiveEvents;
}

/** Tells every stream (of every process) the survey's new data version. */
export async function publishLoadCount(services: PublishServices, survey: SurveyModel): Promise<void> {
  await services.live.publish({
    type: 'loadcount',
    universeId: survey.universeId,
    survey: survey.extName,
    loadCount: await surveyLoadCount(services.database.db, survey),
  });
}

export async function publishAlert(
  services: PublishServices,
  survey: SurveyModel,
  alert: { id: number; state: TAlertState; unitId: number },
): Promise<void> {
  await services.live.publish({
    type: 'alert',
    universeId: survey.universeId,
    survey: survey.extName,
    alertId: alert.id,
    state: alert.state,
    unitId: alert.unitId,
  });
}
