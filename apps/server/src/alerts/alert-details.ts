import type { TAlertDetails } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { alertHistory, findAlert } from './alert-repository.ts';
import { alertSummaries } from './alert-view.ts';
import { interviewSummaries } from './interview-summaries.ts';

/** One alert as its page shows it: the summary, follow-up, history and the interview it came from. */
export async function alertDetails(
  db: Kysely<DB>,
  survey: SurveyModel,
  alertId: number,
): Promise<TAlertDetails> {
  const alert = (await findAlert(db, survey, alertId))!;
  const [interview] = await interviewSummaries(db, survey, [Number(alert.interview_id)]);
  const [summary] = await alertSummaries(db, survey, [alert]);
  return {
    ...summary,
    resolution: alert.resolution,
    assigneeUsername: alert.username,
    history: await alertHistory(db, survey.universeId, alertId),
    interview,
  };
}
