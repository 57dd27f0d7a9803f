import { DEFAULT_MIN_ANSWERS } from '@opinio/domain/constants';
import type { TConfigBlockContents } from '@opinio/domain/schemas/config-blocks';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { REPORT_FLAGS } from '@opinio/domain/schemas/survey';

const OVERVIEW = { en: 'Overview', fi: 'Yleiskatsaus', sv: 'Översikt' };
const ORGANISATION = { en: 'Organisation', fi: 'Organisaatio', sv: 'Organisation' };

export interface BlankSurvey {
  title: TLocalizedText;
  defaultLocale: TLocale;
  /** The organisation view (a survey's own when a block is started for it). */
  organisationView?: { extName: string; title: TLocalizedText };
}

/**
 * The configuration of a blank survey: its organisation, an overview page with the
 * indicator tiles, no indicators, empty filter sets, no reports. What a new block starts from.
 */
export function blankBlocks(survey: BlankSurvey): TConfigBlockContents {
  const organisation = survey.organisationView ?? { extName: 'org', title: ORGANISATION };
  return {
    general: {
      title: survey.title,
      defaultLocale: survey.defaultLocale,
      startFilter: '',
      alertFilter: '',
      minAnswers: DEFAULT_MIN_ANSWERS,
    },
    pages: [
      {
        extName: 'overview',
        title: OVERVIEW,
        icon: 'dashboard',
        selectionInterval: null,
        components: [{ type: 'KpiTiles', title: null, config: {} }],
      },
    ],
    views: [{ ...organisation, kind: 'units' }],
    indicators: [],
    standardFilterSet: [],
    timeFilterSet: [],
    reportFlags: Object.fromEntries(
      REPORT_FLAGS.map((flag) => [flag, false]),
    ) as TConfigBlockContents['reportFlags'],
    systemMessage: null,
    localeText: {},
    topics: null,
  };
}
