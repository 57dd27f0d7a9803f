import type { SurveyDefinition, UnitDefinition } from '#surveys/survey-definition.ts';

const NPS = { en: 'NPS', fi: 'NPS', sv: 'NPS' };
const COMMENTS = { en: 'Comments', fi: 'Kommentit', sv: 'Kommentarer' };

/** The NPS template: the 0-10 question, a comment, the NPS indicator and an overview of them. */
export function npsSurvey(organisation: UnitDefinition): SurveyDefinition {
  return {
    extName: 'nps',
    title: { en: 'Net Promoter Score', fi: 'Suositteluindeksi', sv: 'Net Promoter Score' },
    startFilter: 'ftime=rdays:-90:0',
    alertFilter: '',
    localeText: {},
    systemMessage: null,
    reportFlags: { enable_interviews_report: true, enable_indicators_report: true },
    questions: [
      {
        extName: 'nps',
        title: {
          en: 'How likely are you to recommend us to a friend or colleague?',
          fi: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi tai kollegallesi?',
          sv: 'Hur troligt är det att du skulle rekommendera oss till en vän eller kollega?',
        },
        type: 'number',
        min: 0,
        max: 10,
      },
      {
        extName: 'comment',
        title: {
          en: 'What is the main reason for your score?',
          fi: 'Mikä on tärkein syy antamaasi arvosanaan?',
          sv: 'Vad är det främsta skälet till ditt betyg?',
        },
        type: 'text',
      },
    ],
    indicators: [
      {
        extName: 'nps',
        title: NPS,
        kind: 'nps',
        question: 'nps',
        decimals: 0,
        thresholds: { low: 0, high: 30 },
      },
    ],
    organisation,
    views: [
      {
        extName: 'org',
        title: { en: 'Organisation', fi: 'Organisaatio', sv: 'Organisation' },
        kind: 'units',
      },
    ],
    filterSets: {
      standard: [],
      time: [
        {
          title: { en: 'Period', fi: 'Aikaväli', sv: 'Period' },
          expanded: true,
          ungrouped: false,
          flatten: true,
          filters: [
            {
              extName: 'ftime',
              title: { en: 'Period', fi: 'Aikaväli', sv: 'Period' },
              target: 'date',
              flags: { dateInterval: true },
            },
          ],
        },
      ],
    },
    pages: [
      {
        extName: 'overview',
        title: { en: 'Overview', fi: 'Yleiskatsaus', sv: 'Översikt' },
        icon: 'dashboard',
        selectionInterval: null,
        components: [
          { type: 'KpiTiles', title: null, config: {} },
          {
            type: 'TrendChart',
            title: { en: 'NPS trend', fi: 'NPS-trendi', sv: 'NPS-trend' },
            config: { indicator: 'nps', bucket: 'month' },
          },
          { type: 'CommentList', title: COMMENTS, config: {} },
        ],
      },
    ],
  };
}
