import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import type { SurveyIds } from './survey-ids.ts';

type Indicators = SurveyDefinition['indicators'];

/** Writes the indicators in order; `questionId` answers the id of a question by extName. */
export async function insertIndicators(
  trx: Kysely<DB>,
  ids: SurveyIds,
  indicators: Indicators,
  questionId: (extName: string) => number,
): Promise<void> {
  if (indicators.length === 0) return;
  await trx
    .insertInto('indicators')
    .values(
      indicators.map((indicator, i) => ({
        universe_id: ids.universeId,
        survey_id: ids.surveyId,
        ext_name: indicator.extName,
        title: JSON.stringify(indicator.title),
        kind: indicator.kind,
        question_id: questionId(indicator.question),
        decimals: indicator.decimals,
        thresholds: JSON.stringify(indicator.thresholds),
        position: i,
      })),
    )
    .execute();
}

/** The indicators block: written anew. No table refers to an indicator's row; pages name them by extName. */
export async function replaceIndicators(
  trx: Kysely<DB>,
  ids: SurveyIds,
  indicators: Indicators,
): Promise<void> {
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'ext_name'])
    .where('survey_id', '=', ids.surveyId)
    .execute();
  const byExtName = new Map(questions.map((q) => [q.ext_name, q.id]));
  await trx.deleteFrom('indicators').where('survey_id', '=', ids.surveyId).execute();
  await insertIndicators(trx, ids, indicators, (extName) => {
    const id = byExtName.get(extName);
    if (id === undefined) throw new Error(`No question ${extName}: the references check lets none through`);
    return id;
  });
}
