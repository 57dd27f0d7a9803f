import type { TBugEntry } from '@opinio/domain/schemas/logs';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Records a report; a message the universe has seen before only counts up. */
export async function recordBug(
  db: Kysely<DB>,
  bug: { universeId: number; surveyId: number | null; userId: number | null; message: string; stack: string },
): Promise<void> {
  await db
    .insertInto('bugs')
    .values({
      universe_id: bug.universeId,
      survey_id: bug.surveyId,
      user_id: bug.userId,
      message: bug.message,
      stack: bug.stack,
      last_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['universe_id', 'message']).doUpdateSet({
        count: sql`bugs.count + 1`,
        last_at: sql`excluded.last_at`,
        user_id: sql`excluded.user_id`,
        stack: sql`excluded.stack`,
        survey_id: sql`excluded.survey_id`,
      }),
    )
    .execute();
}

/** The bugs of a survey and those reported outside any survey, most recent first. */
export async function listBugs(db: Kysely<DB>, universeId: number, surveyId: number): Promise<TBugEntry[]> {
  const rows = await db
    .selectFrom('bugs as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.count', 'b.message', 'b.last_at', 'u.username'])
    .where('b.universe_id', '=', universeId)
    .where((eb) => eb.or([eb('b.survey_id', '=', surveyId), eb('b.survey_id', 'is', null)]))
    .orderBy('b.last_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    count: r.count,
    message: r.message,
    user: r.username,
    datetime: new Date(r.last_at).toISOString(),
  }));
}

export async function clearBugs(db: Kysely<DB>, universeId: number, surveyId: number): Promise<void> {
  await db
    .deleteFrom('bugs')
    .where('universe_id', '=', universeId)
    .where((eb) => eb.or([eb('survey_id', '=', surveyId), eb('survey_id', 'is', null)]))
    .execute();
}
