import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import type { SurveyIds } from './survey-ids.ts';

type QuestionView = Extract<SurveyDefinition['views'][number], { kind: 'question' }>;
type ChoiceQuestion = {
  id: number;
  options: ReadonlyArray<{ value: number; extName: string; title: TLocalizedText }>;
};

/** A view of a choice question: a root unit, and below it one unit per option. */
export async function insertQuestionView(
  trx: Kysely<DB>,
  ids: SurveyIds,
  view: QuestionView,
  position: number,
  question: ChoiceQuestion,
): Promise<void> {
  const { id: viewId } = await trx
    .insertInto('views')
    .values({
      universe_id: ids.universeId,
      survey_id: ids.surveyId,
      ext_name: view.extName,
      title: JSON.stringify(view.title),
      position,
      kind: 'question',
      question_id: question.id,
      level_names: JSON.stringify(view.levelNames ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: rootId } = await trx
    .insertInto('units')
    .values({
      universe_id: ids.universeId,
      view_id: viewId,
      parent_id: null,
      ext_name: 'all',
      title: JSON.stringify(view.rootTitle),
      level: 1,
      option_value: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (question.options.length === 0) return;
  await trx
    .insertInto('units')
    .values(
      question.options.map((option) => ({
        universe_id: ids.universeId,
        view_id: viewId,
        parent_id: rootId,
        ext_name: option.extName,
        title: JSON.stringify(option.title),
        level: 2,
        option_value: option.value,
      })),
    )
    .execute();
}

/**
 * The views block. The organisation keeps its row and units (interviews hang on them):
 * only its title and its levels' names change. Question views are made anew from their questions' options.
 */
export async function replaceViews(
  trx: Kysely<DB>,
  ids: SurveyIds,
  views: SurveyDefinition['views'],
): Promise<void> {
  const [organisation, ...questionViews] = views;
  await trx
    .updateTable('views')
    .set({
      title: JSON.stringify(organisation.title),
      level_names: JSON.stringify(organisation.levelNames ?? []),
    })
    .where('survey_id', '=', ids.surveyId)
    .where('kind', '=', 'units')
    .execute();
  await trx
    .deleteFrom('views')
    .where('survey_id', '=', ids.surveyId)
    .where('kind', '=', 'question')
    .execute();
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'ext_name', 'options'])
    .where('survey_id', '=', ids.surveyId)
    .execute();
  for (const [i, view] of questionViews.entries()) {
    if (view.kind !== 'question') throw new Error('Only the first view is the organisation');
    const question = questions.find((q) => q.ext_name === view.question);
    if (!question) throw new Error(`No question ${view.question}: the references check lets none through`);
    await insertQuestionView(trx, ids, view, i + 1, question);
  }
}
