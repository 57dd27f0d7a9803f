import type { TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { alertsOfInterview } from '#alerts/alert-repository.ts';
import { alertSummaries } from '#alerts/alert-view.ts';
import { interviewOrigin } from '#samples/sample-details.ts';
import type { Services } from '#services.ts';
import { answerViews, unitView } from '#surveys/interview-view.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { interviewComments, type loadInterview } from './interview-repository.ts';

type InterviewRow = NonNullable<Awaited<ReturnType<typeof loadInterview>>>;

/** One interview as the interview screen and its PDF show it: answers, comments, alerts, origin. */
export async function interviewDetails(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  interview: InterviewRow,
  unit: UnitNode,
): Promise<TInterviewDetails> {
  const db = services.database.db;
  return {
    id: interview.id,
    externalId: interview.externalId,
    date: interview.date.toISOString(),
    createdAt: interview.createdAt.toISOString(),
    unit: unitView(survey, unit),
    answers: answerViews(survey, interview),
    comments: await interviewComments(db, survey.universeId, interview.id),
    alerts: await alertSummaries(db, survey, await alertsOfInterview(db, survey, interview.id)),
    origin: await interviewOrigin(services, survey, interview.id),
  };
}
