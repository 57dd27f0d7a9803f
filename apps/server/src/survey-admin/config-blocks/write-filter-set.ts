import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { Kysely } from 'kysely';
import type { FilterSetDefinitions } from '#db/filter-definition.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyIds } from './survey-ids.ts';

type Groups = FilterSetDefinitions<TLocalizedText>['standard'];

/** A filter set's groups: its row is written, or made when the survey had none of that type. */
export async function writeFilterSet(
  trx: Kysely<DB>,
  ids: SurveyIds,
  type: 'standard' | 'time',
  groups: Groups,
): Promise<void> {
  await trx
    .insertInto('filter_sets')
    .values({ universe_id: ids.universeId, survey_id: ids.surveyId, type, groups: JSON.stringify(groups) })
    .onConflict((oc) => oc.columns(['survey_id', 'type']).doUpdateSet({ groups: JSON.stringify(groups) }))
    .execute();
}
