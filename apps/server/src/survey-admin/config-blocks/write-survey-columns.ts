import type { TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import { REPORT_FLAGS } from '@opinio/domain/schemas/survey';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '#db/schema.ts';
import { REPORT_FLAG_COLUMNS } from './report-flag-columns.ts';
import type { SurveyIds } from './survey-ids.ts';

type Blocks = TConfigBlockContents;
/** The blocks that are columns of the surveys row. */
export type SurveyColumnBlock = 'general' | 'reportFlags' | 'systemMessage' | 'localeText' | 'topics';

/** The surveys row's columns a block is stored in. */
function surveyColumns(
  name: SurveyColumnBlock,
  content: Blocks[SurveyColumnBlock],
): Updateable<DB['surveys']> {
  switch (name) {
    case 'general': {
      const general = content as Blocks['general'];
      return {
        title: JSON.stringify(general.title),
        default_locale: general.defaultLocale,
        start_filter: general.startFilter,
        alert_filter: general.alertFilter,
        min_answers: general.minAnswers,
      };
    }
    case 'reportFlags': {
      const flags = content as Blocks['reportFlags'];
      return Object.fromEntries(REPORT_FLAGS.map((flag) => [REPORT_FLAG_COLUMNS[flag], flags[flag]]));
    }
    case 'systemMessage':
      return { system_message: JSON.stringify(content) };
    case 'topics':
      // as the system message: a JSON null when there are none
      return { topics: JSON.stringify(content) };
    default:
      return { locale_text: JSON.stringify(content) };
  }
}

export async function writeSurveyColumns(
  trx: Kysely<DB>,
  ids: SurveyIds,
  name: SurveyColumnBlock,
  content: Blocks[SurveyColumnBlock],
): Promise<void> {
  await trx
    .updateTable('surveys')
    .set(surveyColumns(name, content))
    .where('universe_id', '=', ids.universeId)
    .where('id', '=', ids.surveyId)
    .execute();
}
