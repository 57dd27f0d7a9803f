import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import type { SurveyIds } from './survey-ids.ts';

type Pages = SurveyDefinition['pages'];

/** Writes the pages with their components, in order. */
export async function insertPages(trx: Kysely<DB>, ids: SurveyIds, pages: Pages): Promise<void> {
  for (const [i, page] of pages.entries()) {
    const { id: pageId } = await trx
      .insertInto('pages')
      .values({
        universe_id: ids.universeId,
        survey_id: ids.surveyId,
        ext_name: page.extName,
        title: JSON.stringify(page.title),
        icon: page.icon,
        selection_interval: page.selectionInterval,
        position: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (page.components.length === 0) continue;
    await trx
      .insertInto('page_components')
      .values(
        page.components.map((component, j) => ({
          universe_id: ids.universeId,
          page_id: pageId,
          type: component.type,
          title: JSON.stringify(component.title),
          config: JSON.stringify(component.config),
          position: j,
        })),
      )
      .execute();
  }
}

/** The pages block: every page and component is written anew (nothing refers to their rows). */
export async function replacePages(trx: Kysely<DB>, ids: SurveyIds, pages: Pages): Promise<void> {
  await trx.deleteFrom('pages').where('survey_id', '=', ids.surveyId).execute();
  await insertPages(trx, ids, pages);
}
