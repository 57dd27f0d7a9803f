import type { TMetadata } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The survey's questions and variables in their order, with every property as stored
 * (texts in every language) and the number of answers stored for each: one grouped query.
 */
export async function surveyMetadata(db: Kysely<DB>, surveyId: number): Promise<TMetadata> {
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin('answers as a', (join) =>
      join.onRef('a.question_id', '=', 'q.id').onRef('a.universe_id', '=', 'q.universe_id'),
    )
    .select((eb) => [
      'q.ext_name',
      'q.title',
      'q.type',
      'q.min_value',
      'q.max_value',
      'q.options',
      'q.source',
      'q.role',
      'q.hidden',
      'q.wording',
      'q.low_label',
      'q.high_label',
      'q.page',
      eb.fn.count<string>('a.question_id').as('answers'),
    ])
    .where('q.survey_id', '=', surveyId)
    .groupBy('q.id')
    .orderBy('q.position')
    .orderBy('q.id')
    .execute();
  return {
    questions: rows.map((r) => ({
      extName: r.ext_name,
      title: r.title,
      type: r.type,
      min: r.min_value,
      max: r.max_value,
      options: r.options,
      source: r.source,
      role: r.role,
      hidden: r.hidden,
      wording: r.wording,
      lowLabel: r.low_label,
      highLabel: r.high_label,
      page: r.page,
      answers: Number(r.answers),
    })),
  };
}
