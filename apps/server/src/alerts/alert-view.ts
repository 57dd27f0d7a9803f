import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import { type SurveyModel, surveyText } from '../surveys/survey-model.ts';
import type { AlertRow } from './alert-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function alertSummary(survey: SurveyModel, r: AlertRow): TAlertSummary {
  const name = r.username === null ? null : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username;
  return {
    id: Number(r.id),
    interviewId: Number(r.interview_id),
    title: surveyText(survey, r.title),
    description: surveyText(survey, r.description),
    state: r.state,
    unitTitle: survey.organisation.unitsById.get(r.unit_id)?.title ?? '',
    assignee: name,
    dueAt: iso(r.due_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}
