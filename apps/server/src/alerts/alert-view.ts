import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { type SurveyModel, surveyText } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';
import type { AlertRow } from './alert-repository.ts';
import { type InterviewSummary, interviewSummaries } from './interview-summaries.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Characters of the interview's comment an alert row shows. */
const EXCERPT_LENGTH = 160;

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function alertSummary(survey: SurveyModel, r: AlertRow, interview?: InterviewSummary): TAlertSummary {
  return {
    id: Number(r.id),
    interviewId: Number(r.interview_id),
    title: surveyText(survey, r.title),
    description: surveyText(survey, r.description),
    state: r.state,
    unitTitle: survey.organisation.unitsById.get(r.unit_id)?.title ?? '',
    assignee: r.username === null ? null : personName({ ...r, username: r.username }),
    dueAt: iso(r.due_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    score: interview?.nps ?? null,
    excerpt: excerpt(interview?.comment ?? null),
  };
}

/** Alert rows with their interviews' score and comment, read in one query. */
export async function alertSummaries(
  db: Kysely<DB>,
  survey: SurveyModel,
  rows: readonly AlertRow[],
): Promise<TAlertSummary[]> {
  const ids = [...new Set(rows.map((r) => Number(r.interview_id)))];
  const interviews = new Map((await interviewSummaries(db, survey, ids)).map((i) => [i.id, i]));
  return rows.map((r) => alertSummary(survey, r, interviews.get(Number(r.interview_id))));
}
