import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import type { TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import { REPORT_FLAGS, ZSystemMessage } from '@opinio/domain/schemas/survey';
import type { SurveyDefinition } from '#surveys/survey-definition.ts';
import { REPORT_FLAG_COLUMNS } from './report-flag-columns.ts';

type Blocks = TConfigBlockContents;

/** A survey's configuration as its blocks: the JSON form of what its tables hold. */
export function blocksOfDefinition(def: SurveyDefinition): Blocks {
  return {
    general: {
      title: def.title,
      defaultLocale: def.defaultLocale ?? 'en',
      startFilter: def.startFilter,
      alertFilter: def.alertFilter,
      minAnswers: def.minAnswers ?? DEFAULT_MIN_ANSWERS,
    },
    pages: def.pages.map((page) => ({
      extName: page.extName,
      title: page.title,
      icon: page.icon,
      selectionInterval: page.selectionInterval,
      components: page.components.map((c) => ({ type: c.type, title: c.title, config: c.config })),
    })),
    views: def.views.map((view) => {
      // unnamed levels are left out of the block, as in blocks saved before levels had names
      const levels = view.levelNames?.length ? { levelNames: view.levelNames } : {};
      return view.kind === 'units'
        ? { extName: view.extName, title: view.title, kind: view.kind, ...levels }
        : {
            extName: view.extName,
            title: view.title,
            kind: view.kind,
            question: view.question,
            rootTitle: view.rootTitle,
            ...levels,
          };
    }),
    indicators: def.indicators.map((i) => ({
      extName: i.extName,
      title: i.title,
      kind: i.kind,
      question: i.question,
      decimals: i.decimals,
      thresholds: i.thresholds,
    })),
    standardFilterSet: def.filterSets.standard as Blocks['standardFilterSet'],
    timeFilterSet: def.filterSets.time as Blocks['timeFilterSet'],
    reportFlags: Object.fromEntries(
      REPORT_FLAGS.map((flag) => [flag, def.reportFlags[REPORT_FLAG_COLUMNS[flag]] ?? false]),
    ) as Blocks['reportFlags'],
    systemMessage: systemMessageBlock(def.systemMessage),
    localeText: def.localeText as Blocks['localeText'],
    topics: def.topics ?? null,
  };
}

/** The stored message with the defaults the web app applies; one that does not parse is shown as stored. */
function systemMessageBlock(stored: Record<string, unknown> | null): Blocks['systemMessage'] {
  if (stored === null) return null;
  const parsed = ZSystemMessage.safeParse(stored);
  return (parsed.success ? parsed.data : stored) as Blocks['systemMessage'];
}
