import type { TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import { REPORT_FLAGS } from '@opinio/domain/schemas/survey';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import { REPORT_FLAG_COLUMNS } from './report-flag-columns.ts';

/** A survey made of blocks, with the questions and organisation that blocks do not hold. */
export function definitionOfBlocks(
  extName: string,
  blocks: TConfigBlockContents,
  rest: Pick<SurveyDefinition, 'questions' | 'organisation'>,
): SurveyDefinition {
  return {
    extName,
    title: blocks.general.title,
    defaultLocale: blocks.general.defaultLocale,
    startFilter: blocks.general.startFilter,
    minAnswers: blocks.general.minAnswers,
    alertFilter: blocks.general.alertFilter,
    localeText: blocks.localeText as SurveyDefinition['localeText'],
    systemMessage: blocks.systemMessage,
    topics: blocks.topics,
    reportFlags: Object.fromEntries(
      REPORT_FLAGS.map((flag) => [REPORT_FLAG_COLUMNS[flag], blocks.reportFlags[flag]]),
    ),
    questions: rest.questions,
    indicators: blocks.indicators,
    organisation: rest.organisation,
    views: blocks.views,
    filterSets: { standard: blocks.standardFilterSet, time: blocks.timeFilterSet },
    pages: blocks.pages as SurveyDefinition['pages'],
  };
}
