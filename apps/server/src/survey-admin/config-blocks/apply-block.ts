import type { ConfigBlockName, TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import type { SurveyIds } from './survey-ids.ts';
import { writeFilterSet } from './write-filter-set.ts';
import { replaceIndicators } from './write-indicators.ts';
import { replacePages } from './write-pages.ts';
import { type SurveyColumnBlock, writeSurveyColumns } from './write-survey-columns.ts';
import { replaceViews } from './write-views.ts';

type Blocks = TConfigBlockContents;

/**
 * Writes one block, already checked, into the survey's tables (inside the caller's
 * transaction): the tables stay the one place the configuration is read from.
 */
export async function applyBlock<N extends ConfigBlockName>(
  trx: Kysely<DB>,
  ids: SurveyIds,
  name: N,
  content: Blocks[N],
): Promise<void> {
  switch (name) {
    case 'pages':
      return replacePages(trx, ids, content as Blocks['pages'] as SurveyDefinition['pages']);
    case 'views':
      return replaceViews(trx, ids, content as Blocks['views']);
    case 'indicators':
      return replaceIndicators(trx, ids, content as Blocks['indicators']);
    case 'standardFilterSet':
      return writeFilterSet(trx, ids, 'standard', content as Blocks['standardFilterSet']);
    case 'timeFilterSet':
      return writeFilterSet(trx, ids, 'time', content as Blocks['timeFilterSet']);
    default:
      return writeSurveyColumns(trx, ids, name as SurveyColumnBlock, content as Blocks[SurveyColumnBlock]);
  }
}
