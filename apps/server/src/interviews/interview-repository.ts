import type { TInterviewComment } from '@opinio/domain/schemas/interviews';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { InterviewRow } from '#surveys/interview-view.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { personName } from '#users/person-name.ts';

/** One interview of the survey with its answers; undefined when the survey has no such id. */
export async function loadInterview(
  db: Kysely<DB>,
  survey: SurveyModel,
  interviewId: number,
): Promise<InterviewRow | undefined> {
  const row = await db
    .selectFrom('interviews')
    .select(['id', 'unit_id', 'external_id', 'interview_date', 'created_at'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('id', '=', interviewId)
    .executeTakeFirst();
  if (!row) return undefined;
  const answers = await db
    .selectFrom('answers')
    .select(['question_id', 'value', 'text_value'])
    .where('universe_id', '=', survey.universeId)
    .where('interview_id', '=', interviewId)
    .execute();
  return {
    id: Number(row.id),
    unitId: row.unit_id,
    externalId: row.external_id,
    date: new Date(row.interview_date),
    createdAt: new Date(row.created_at),
    answers: answers.map((a) => ({ questionId: a.question_id, value: a.value, textValue: a.text_value })),
  };
}

function commentQuery(db: Kysely<DB>, universeId: number) {
  return db
    .selectFrom('interview_comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.message', 'c.created_at', 'u.username', 'u.first_name', 'u.last_name'])
    .where('c.universe_id', '=', universeId);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];
const toComment = (r: CommentRow): TInterviewComment => ({
  id: Number(r.id),
  message: r.message,
  author: r.username === null ? null : personName({ ...r, username: r.username }),
  createdAt: new Date(r.created_at).toISOString(),
});

/** Staff comments on an interview, oldest first. */
export async function interviewComments(
  db: Kysely<DB>,
  universeId: number,
  interviewId: number,
): Promise<TInterviewComment[]> {
  const rows = await commentQuery(db, universeId)
    .where('c.interview_id', '=', interviewId)
    .orderBy('c.id')
    .execute();
  return rows.map(toComment);
}

export async function addInterviewComment(
  db: Kysely<DB>,
  universeId: number,
  interviewId: number,
  userId: number,
  message: string,
): Promise<TInterviewComment> {
  const { id } = await db
    .insertInto('interview_comments')
    .values({ universe_id: universeId, interview_id: interviewId, user_id: userId, message })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await commentQuery(db, universeId).where('c.id', '=', id).executeTakeFirstOrThrow();
  return toComment(row);
}
