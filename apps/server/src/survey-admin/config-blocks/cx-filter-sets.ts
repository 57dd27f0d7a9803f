import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { FilterDefinition, FilterSetDefinitions } from '#db/filter-definition.ts';

const PERIOD = { en: 'Period', fi: 'Aikaväli', sv: 'Period' };

/** The time filter every demo survey has (the one pages' selectionInterval sets). */
const PERIOD_FILTER: FilterDefinition<TLocalizedText> = {
  extName: 'ftime',
  title: {
    en: 'Period (days from today)',
    fi: 'Aikaväli (päivää tästä päivästä)',
    sv: 'Period (dagar från i dag)',
  },
  target: 'date',
  flags: { dateInterval: true },
};

/** The demo survey's filters: every kind the sidebar knows. */
export const CX_FILTER_SETS: FilterSetDefinitions<TLocalizedText> = {
  standard: [
    {
      title: { en: 'Customer', fi: 'Asiakas', sv: 'Kund' },
      expanded: true,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'channel',
          title: { en: 'Channel', fi: 'Kanava', sv: 'Kanal' },
          target: 'question',
          question: 'channel',
          flags: { multipleSelections: true, exclude: true },
        },
        {
          extName: 'visit',
          title: { en: 'Visit', fi: 'Käynti', sv: 'Besök' },
          target: 'question',
          question: 'visit',
          flags: {},
        },
        // the survey's mail and SMS campaigns (demo/samples.ts): how invitees reacted
        {
          extName: 'camp',
          title: { en: 'Campaign', fi: 'Kampanja', sv: 'Kampanj' },
          target: 'campaign',
          flags: { campaign: true },
        },
      ],
    },
    {
      title: { en: 'Scores', fi: 'Arviot', sv: 'Betyg' },
      expanded: false,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'nps',
          title: {
            en: 'Likelihood to recommend (0-10)',
            fi: 'Suositteluhalukkuus (0–10)',
            sv: 'Sannolikhet att rekommendera (0–10)',
          },
          target: 'question',
          question: 'nps',
          flags: { range: true },
        },
        {
          extName: 'sat_overall',
          title: { en: 'Overall satisfaction', fi: 'Kokonaistyytyväisyys', sv: 'Helhetsnöjdhet' },
          target: 'question',
          question: 'sat_overall',
          flags: { multipleSelections: true },
        },
      ],
    },
    {
      title: { en: 'Organisation', fi: 'Organisaatio', sv: 'Organisation' },
      expanded: false,
      ungrouped: false,
      flatten: false,
      filters: [
        {
          extName: 'store',
          title: { en: 'Store', fi: 'Myymälä', sv: 'Butik' },
          target: 'units',
          flags: { multipleSelections: true, serverSide: true },
        },
      ],
    },
    {
      title: { en: 'Comments', fi: 'Kommentit', sv: 'Kommentarer' },
      expanded: false,
      ungrouped: true,
      flatten: false,
      filters: [
        {
          extName: 'comment',
          title: { en: 'Comment contains', fi: 'Kommentti sisältää', sv: 'Kommentaren innehåller' },
          target: 'question',
          question: 'comment',
          flags: { submatch: true },
        },
        // the topics of the survey's taxonomy (the `topics` block) are its options
        {
          extName: 'topic',
          title: { en: 'Topic', fi: 'Aihe', sv: 'Ämne' },
          target: 'topic',
          flags: { multipleSelections: true },
        },
      ],
    },
  ],
  time: [
    {
      title: PERIOD,
      expanded: true,
      ungrouped: false,
      flatten: true,
      filters: [
        PERIOD_FILTER,
        {
          extName: 'fdate',
          title: { en: 'Relative date', fi: 'Suhteellinen päivä', sv: 'Relativt datum' },
          target: 'date',
          flags: { dateRef: true },
        },
        {
          extName: 'ftoday',
          title: { en: 'Today', fi: 'Tänään', sv: 'I dag' },
          target: 'date',
          flags: { today: true },
        },
        {
          extName: 'ftable',
          title: { en: 'Data date', fi: 'Aineiston päivä', sv: 'Datadatum' },
          target: 'date',
          flags: { tableDate: true },
        },
      ],
    },
  ],
};

export const GUEST_FILTER_SETS: FilterSetDefinitions<TLocalizedText> = {
  standard: [],
  time: [
    {
      title: PERIOD,
      expanded: true,
      ungrouped: false,
      flatten: true,
      filters: [PERIOD_FILTER],
    },
  ],
};
