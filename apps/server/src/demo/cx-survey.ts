import type { SurveyDefinition, UnitDefinition } from '../surveys/survey-definition.ts';
import { CX_FILTER_SETS, GUEST_FILTER_SETS } from './filter-sets.ts';

const SATISFACTION = (extName: string, title: string) =>
  ({ extName, title, type: 'number', min: 1, max: 5 }) as const;

const OVERVIEW_COMPONENTS: SurveyDefinition['pages'][number]['components'] = [
  { type: 'KpiTiles', title: null, config: {} },
  { type: 'TrendChart', title: 'NPS trend', config: { indicator: 'nps', bucket: 'month' } },
  { type: 'BreakdownTable', title: 'Breakdown', config: {} },
  { type: 'DistributionChart', title: 'Likelihood to recommend', config: { question: 'nps' } },
  { type: 'CommentList', title: 'Latest comments', config: {} },
];

/** The demo customer-satisfaction survey of a retail chain. */
export function cxSurvey(organisation: UnitDefinition): SurveyDefinition {
  return {
    extName: 'cx',
    title: 'Customer satisfaction',
    startFilter: 'ftime=rdays:-90:0',
    alertFilter: '',
    localeText: {
      fi: { 'survey.title': 'Asiakastyytyväisyys' },
      sv: { 'survey.title': 'Kundnöjdhet' },
    },
    systemMessage: null,
    reportFlags: {
      enable_excel_benchmark_report: true,
      enable_interviews_report: true,
      enable_alerts_report: true,
      enable_indicators_report: true,
      enable_pdf_benchmark_report: true,
      enable_single_interview_report: true,
    },
    questions: [
      {
        extName: 'nps',
        title: 'How likely are you to recommend us to a friend?',
        type: 'number',
        min: 0,
        max: 10,
      },
      SATISFACTION('sat_overall', 'Overall satisfaction'),
      SATISFACTION('sat_staff', 'Friendliness of the staff'),
      SATISFACTION('sat_speed', 'Speed of service'),
      SATISFACTION('sat_range', 'Product range'),
      SATISFACTION('sat_price', 'Value for money'),
      {
        extName: 'channel',
        title: 'Channel',
        type: 'choice',
        options: [
          { value: 1, extName: 'store', title: 'In store' },
          { value: 2, extName: 'web', title: 'Web shop' },
          { value: 3, extName: 'phone', title: 'Phone' },
        ],
      },
      {
        extName: 'visit',
        title: 'Visit',
        type: 'choice',
        options: [
          { value: 1, extName: 'first', title: 'First visit' },
          { value: 2, extName: 'repeat', title: 'Repeat customer' },
        ],
      },
      { extName: 'comment', title: 'What could we do better?', type: 'text' },
    ],
    indicators: [
      {
        extName: 'nps',
        title: 'NPS',
        kind: 'nps',
        question: 'nps',
        decimals: 0,
        thresholds: { low: 0, high: 30 },
      },
      {
        extName: 'csat',
        title: 'CSAT %',
        kind: 'topbox',
        question: 'sat_overall',
        decimals: 1,
        thresholds: { low: 60, high: 80 },
      },
      {
        extName: 'staff',
        title: 'Staff',
        kind: 'mean',
        question: 'sat_staff',
        decimals: 2,
        thresholds: { low: 3.5, high: 4.2 },
      },
      {
        extName: 'speed',
        title: 'Speed',
        kind: 'mean',
        question: 'sat_speed',
        decimals: 2,
        thresholds: { low: 3.5, high: 4.2 },
      },
    ],
    organisation,
    filterSets: CX_FILTER_SETS,
    views: [
      { extName: 'org', title: 'Organisation', kind: 'units' },
      {
        extName: 'channel',
        title: 'Channel',
        kind: 'question',
        question: 'channel',
        rootTitle: 'All channels',
      },
    ],
    pages: [
      {
        extName: 'overview',
        title: 'Overview',
        icon: 'dashboard',
        selectionInterval: null,
        components: OVERVIEW_COMPONENTS,
      },
      {
        extName: 'trends',
        title: 'Trends',
        icon: 'show_chart',
        selectionInterval: 'rmonths:-24:0',
        components: [
          { type: 'TrendChart', title: 'NPS by month', config: { indicator: 'nps', bucket: 'month' } },
          { type: 'TrendChart', title: 'CSAT by month', config: { indicator: 'csat', bucket: 'month' } },
        ],
      },
      {
        extName: 'comments',
        title: 'Comments',
        icon: 'comment',
        selectionInterval: null,
        components: [{ type: 'CommentList', title: 'Comments', config: {} }],
      },
      {
        extName: 'interviews',
        title: 'Interviews',
        icon: 'question_answer',
        selectionInterval: null,
        components: [{ type: 'InterviewList', title: 'Interviews', config: {} }],
      },
      {
        extName: 'rankings',
        title: 'Rankings',
        icon: 'leaderboard',
        selectionInterval: null,
        components: [{ type: 'RankingTableComponent', title: 'Ranking', config: {} }],
      },
      {
        extName: 'leaderboard',
        title: 'Leaderboard',
        icon: 'emoji_events',
        selectionInterval: null,
        components: [
          {
            type: 'GamificationOverviewConfig',
            title: 'Store leaderboard',
            config: {
              months: 6,
              minCount: 5,
              rules: [
                { kind: 'indicator', indicator: 'nps', above: 50, points: 10 },
                { kind: 'indicator', indicator: 'csat', above: 80, points: 5 },
                { kind: 'alertsSolvedInTime', points: 3 },
                { kind: 'volume', per: 5, points: 1 },
              ],
            },
          },
        ],
      },
      {
        extName: 'alerts',
        title: 'Alerts',
        icon: 'notifications',
        selectionInterval: null,
        components: [{ type: 'AlertList', title: 'Alerts', config: {} }],
      },
      {
        extName: 'samples',
        title: 'Samples',
        icon: 'people',
        selectionInterval: null,
        components: [],
      },
    ],
  };
}

/** The second universe's survey, to prove tenant isolation. */
export function guestSurvey(organisation: UnitDefinition): SurveyDefinition {
  return {
    extName: 'guest',
    title: 'Guest feedback',
    startFilter: '',
    alertFilter: '',
    localeText: {},
    systemMessage: {
      text: 'Scheduled maintenance on Sunday 02:00-04:00',
      texts: { fi: 'Huoltokatko sunnuntaina klo 2-4', sv: 'Planerat underhåll söndag 02-04' },
      backgroundColor: '#FFC107',
      textColor: 'black',
      link: 'https://status.example.com',
      icon: 'info',
    },
    reportFlags: {},
    questions: [
      { extName: 'nps', title: 'How likely are you to recommend us?', type: 'number', min: 0, max: 10 },
      SATISFACTION('sat_overall', 'Overall satisfaction'),
      { extName: 'comment', title: 'Anything to add?', type: 'text' },
    ],
    indicators: [
      {
        extName: 'nps',
        title: 'NPS',
        kind: 'nps',
        question: 'nps',
        decimals: 0,
        thresholds: { low: 0, high: 30 },
      },
      {
        extName: 'csat',
        title: 'CSAT %',
        kind: 'topbox',
        question: 'sat_overall',
        decimals: 1,
        thresholds: { low: 60, high: 80 },
      },
    ],
    organisation,
    filterSets: GUEST_FILTER_SETS,
    views: [{ extName: 'org', title: 'Hotels', kind: 'units' }],
    pages: [
      {
        extName: 'overview',
        title: 'Overview',
        icon: 'dashboard',
        selectionInterval: null,
        components: OVERVIEW_COMPONENTS,
      },
    ],
  };
}
