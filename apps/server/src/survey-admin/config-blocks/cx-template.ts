import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import type { SurveyDefinition, UnitDefinition } from '#surveys/survey-definition.ts';
import { CX_FILTER_SETS, GUEST_FILTER_SETS } from './cx-filter-sets.ts';

/** An abbreviation reads the same in every language. */
const everywhere = (text: string): TLocalizedText => ({ en: text, fi: text, sv: text });

/** A 1-5 satisfaction scale, asked in its own words on a questionnaire page. */
const SATISFACTION = (extName: string, title: TLocalizedText, wording: TLocalizedText, page?: number) =>
  ({ extName, title, type: 'number', min: 1, max: 5, wording, ...(page ? { page } : {}) }) as const;

const OVERALL_SATISFACTION = { en: 'Overall satisfaction', fi: 'Kokonaistyytyväisyys', sv: 'Helhetsnöjdhet' };
const NPS_INDICATOR = {
  extName: 'nps',
  title: everywhere('NPS'),
  kind: 'nps',
  question: 'nps',
  decimals: 0,
  thresholds: { low: 0, high: 30 },
} as const;
const CSAT_INDICATOR = {
  extName: 'csat',
  title: everywhere('CSAT %'),
  kind: 'topbox',
  question: 'sat_overall',
  decimals: 1,
  thresholds: { low: 60, high: 80 },
} as const;
const OVERVIEW = { en: 'Overview', fi: 'Yleiskatsaus', sv: 'Översikt' };
const CHANNEL = { en: 'Channel', fi: 'Kanava', sv: 'Kanal' };
const VISIT = { en: 'Visit', fi: 'Käynti', sv: 'Besök' };
const COMMENTS = { en: 'Comments', fi: 'Kommentit', sv: 'Kommentarer' };
const INTERVIEWS = { en: 'Interviews', fi: 'Vastaukset', sv: 'Svar' };
const ALERTS = { en: 'Alerts', fi: 'Hälytykset', sv: 'Larm' };

const OVERVIEW_COMPONENTS: SurveyDefinition['pages'][number]['components'] = [
  { type: 'KpiTiles', title: null, config: {} },
  // untitled: "What changed" in the reader's language
  { type: 'ChangesComponent', title: null, config: {} },
  {
    type: 'TrendChart',
    title: { en: 'NPS trend', fi: 'NPS-trendi', sv: 'NPS-trend' },
    config: { indicator: 'nps', bucket: 'month' },
  },
  { type: 'BreakdownTable', title: { en: 'Breakdown', fi: 'Erittely', sv: 'Uppdelning' }, config: {} },
  // Untitled: the panel is named after its question ("Answers: How likely ...").
  { type: 'DistributionChart', title: null, config: { question: 'nps' } },
  {
    type: 'CommentList',
    title: { en: 'Latest comments', fi: 'Uusimmat kommentit', sv: 'Senaste kommentarerna' },
    config: {},
  },
];

/** Campaigns to the contacts of the node on screen, and the templates they are written with. */
const CAMPAIGNS_PAGE: SurveyDefinition['pages'][number] = {
  extName: 'campaigns',
  title: { en: 'Campaigns', fi: 'Kampanjat', sv: 'Kampanjer' },
  icon: 'campaign',
  selectionInterval: null,
  // untitled: the panel is "Campaigns" in the reader's language
  components: [{ type: 'MailCampaignsListComponent', title: null, config: {} }],
};

/** The demo customer-satisfaction survey of a retail chain. */
export function cxSurvey(organisation: UnitDefinition): SurveyDefinition {
  return {
    extName: 'cx',
    title: { en: 'Customer satisfaction', fi: 'Asiakastyytyväisyys', sv: 'Kundnöjdhet' },
    startFilter: 'ftime=rdays:-90:0',
    alertFilter: '',
    localeText: {},
    systemMessage: null,
    // what the demo's comments (comments.ts) are about
    topics: DEMO_TAXONOMY,
    reportFlags: {
      enable_excel_benchmark_report: true,
      enable_interviews_report: true,
      enable_alerts_report: true,
      enable_actions_report: true,
      enable_samples_report: true,
      enable_indicators_report: true,
      enable_pdf_benchmark_report: true,
      enable_single_interview_report: true,
    },
    // the questionnaire asks in the respondent's words: the NPS, overall satisfaction, its
    // parts together, how and how often they shop, then the comment (its title is a question)
    questions: [
      {
        extName: 'nps',
        title: {
          en: 'How likely are you to recommend us to a friend?',
          fi: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi?',
          sv: 'Hur troligt är det att du skulle rekommendera oss till en vän?',
        },
        wording: {
          en: 'How likely are you to recommend us to a friend or colleague?',
          fi: 'Kuinka todennäköisesti suosittelisit meitä ystävällesi tai kollegallesi?',
          sv: 'Hur troligt är det att du skulle rekommendera oss till en vän eller kollega?',
        },
        type: 'number',
        min: 0,
        max: 10,
        page: 1,
      },
      SATISFACTION(
        'sat_overall',
        OVERALL_SATISFACTION,
        {
          en: 'Overall, how satisfied are you with your visit?',
          fi: 'Kuinka tyytyväinen olet kaiken kaikkiaan käyntiisi?',
          sv: 'Hur nöjd är du totalt sett med ditt besök?',
        },
        2,
      ),
      SATISFACTION(
        'sat_staff',
        { en: 'Friendliness of the staff', fi: 'Henkilökunnan ystävällisyys', sv: 'Personalens vänlighet' },
        {
          en: 'How satisfied are you with the friendliness of our staff?',
          fi: 'Kuinka tyytyväinen olet henkilökuntamme ystävällisyyteen?',
          sv: 'Hur nöjd är du med vår personals vänlighet?',
        },
        3,
      ),
      SATISFACTION(
        'sat_speed',
        { en: 'Speed of service', fi: 'Palvelun nopeus', sv: 'Servicens snabbhet' },
        {
          en: 'How satisfied are you with the speed of service?',
          fi: 'Kuinka tyytyväinen olet palvelun nopeuteen?',
          sv: 'Hur nöjd är du med hur snabbt du fick service?',
        },
        3,
      ),
      SATISFACTION(
        'sat_range',
        { en: 'Product range', fi: 'Tuotevalikoima', sv: 'Produktutbud' },
        {
          en: 'How satisfied are you with our product range?',
          fi: 'Kuinka tyytyväinen olet tuotevalikoimaamme?',
          sv: 'Hur nöjd är du med vårt produktutbud?',
        },
        3,
      ),
      SATISFACTION(
        'sat_price',
        { en: 'Value for money', fi: 'Hinta-laatusuhde', sv: 'Prisvärdhet' },
        {
          en: 'How satisfied are you with the value for money?',
          fi: 'Kuinka tyytyväinen olet hinta-laatusuhteeseen?',
          sv: 'Hur nöjd är du med prisvärdheten?',
        },
        3,
      ),
      {
        extName: 'channel',
        title: CHANNEL,
        wording: {
          en: 'How did you shop with us this time?',
          fi: 'Miten asioit kanssamme tällä kertaa?',
          sv: 'Hur handlade du hos oss den här gången?',
        },
        page: 4,
        type: 'choice',
        options: [
          { value: 1, extName: 'store', title: { en: 'In store', fi: 'Myymälässä', sv: 'I butiken' } },
          { value: 2, extName: 'web', title: { en: 'Web shop', fi: 'Verkkokauppa', sv: 'Webbutiken' } },
          { value: 3, extName: 'phone', title: { en: 'Phone', fi: 'Puhelin', sv: 'Telefon' } },
        ],
      },
      {
        extName: 'visit',
        title: VISIT,
        wording: {
          en: 'Is this your first visit, or do you shop with us regularly?',
          fi: 'Onko tämä ensimmäinen käyntisi, vai asioitko meillä säännöllisesti?',
          sv: 'Är detta ditt första besök, eller handlar du regelbundet hos oss?',
        },
        page: 4,
        type: 'choice',
        options: [
          {
            value: 1,
            extName: 'first',
            title: { en: 'First visit', fi: 'Ensimmäinen käynti', sv: 'Första besöket' },
          },
          {
            value: 2,
            extName: 'repeat',
            title: { en: 'Repeat customer', fi: 'Kanta-asiakas', sv: 'Återkommande kund' },
          },
        ],
      },
      {
        extName: 'comment',
        title: {
          en: 'What could we do better?',
          fi: 'Mitä voisimme tehdä paremmin?',
          sv: 'Vad kunde vi göra bättre?',
        },
        type: 'text',
      },
    ],
    indicators: [
      NPS_INDICATOR,
      CSAT_INDICATOR,
      {
        extName: 'staff',
        title: { en: 'Staff', fi: 'Henkilökunta', sv: 'Personal' },
        kind: 'mean',
        question: 'sat_staff',
        decimals: 2,
        thresholds: { low: 3.5, high: 4.2 },
      },
      {
        extName: 'speed',
        title: { en: 'Speed', fi: 'Nopeus', sv: 'Snabbhet' },
        kind: 'mean',
        question: 'sat_speed',
        decimals: 2,
        thresholds: { low: 3.5, high: 4.2 },
      },
    ],
    organisation,
    filterSets: CX_FILTER_SETS,
    views: [
      {
        extName: 'org',
        title: { en: 'Organisation', fi: 'Organisaatio', sv: 'Organisation' },
        kind: 'units',
        levelNames: [
          { en: 'Company', fi: 'Yritys', sv: 'Företag' },
          { en: 'Region', fi: 'Alue', sv: 'Region' },
          { en: 'District', fi: 'Piiri', sv: 'Distrikt' },
          { en: 'Store', fi: 'Myymälä', sv: 'Butik' },
        ],
      },
      {
        extName: 'channel',
        title: CHANNEL,
        kind: 'question',
        question: 'channel',
        rootTitle: { en: 'All channels', fi: 'Kaikki kanavat', sv: 'Alla kanaler' },
        levelNames: [
          { en: 'All channels', fi: 'Kaikki kanavat', sv: 'Alla kanaler' },
          { en: 'Channel', fi: 'Kanava', sv: 'Kanal' },
        ],
      },
    ],
    pages: [
      {
        extName: 'overview',
        title: OVERVIEW,
        icon: 'dashboard',
        selectionInterval: null,
        components: OVERVIEW_COMPONENTS,
      },
      {
        extName: 'trends',
        title: { en: 'Trends', fi: 'Trendit', sv: 'Trender' },
        icon: 'show_chart',
        selectionInterval: 'rmonths:-24:0',
        components: [
          {
            type: 'TrendChart',
            title: { en: 'NPS by month', fi: 'NPS kuukausittain', sv: 'NPS per månad' },
            config: { indicator: 'nps', bucket: 'month' },
          },
          {
            type: 'TrendChart',
            title: { en: 'CSAT by month', fi: 'CSAT kuukausittain', sv: 'CSAT per månad' },
            config: { indicator: 'csat', bucket: 'month' },
          },
        ],
      },
      {
        extName: 'insights',
        title: { en: 'Insights', fi: 'Oivallukset', sv: 'Insikter' },
        icon: 'show_chart',
        selectionInterval: null,
        components: [
          {
            type: 'KeyDriversComponent',
            title: { en: 'What drives NPS', fi: 'Mikä selittää NPS:ää', sv: 'Vad driver NPS' },
            config: { target: 'nps' },
          },
          {
            type: 'TopicsComponent',
            title: {
              en: 'What comments are about',
              fi: 'Mistä kommenteissa puhutaan',
              sv: 'Vad kommentarerna handlar om',
            },
            config: {},
          },
          {
            type: 'CommentSummaryComponent',
            title: { en: 'What customers say', fi: 'Mitä asiakkaat sanovat', sv: 'Vad kunderna säger' },
            config: { indicator: 'nps' },
          },
        ],
      },
      {
        extName: 'comments',
        title: COMMENTS,
        icon: 'comment',
        selectionInterval: null,
        components: [{ type: 'CommentList', title: COMMENTS, config: {} }],
      },
      {
        extName: 'interviews',
        title: INTERVIEWS,
        icon: 'question_answer',
        selectionInterval: null,
        components: [{ type: 'InterviewList', title: INTERVIEWS, config: {} }],
      },
      {
        extName: 'rankings',
        title: { en: 'Rankings', fi: 'Rankingit', sv: 'Rankningar' },
        icon: 'leaderboard',
        selectionInterval: null,
        components: [
          {
            type: 'RankingTableComponent',
            title: { en: 'Ranking', fi: 'Ranking', sv: 'Rankning' },
            config: {},
          },
        ],
      },
      {
        extName: 'leaderboard',
        title: { en: 'Leaderboard', fi: 'Pistetaulukko', sv: 'Topplista' },
        icon: 'emoji_events',
        selectionInterval: null,
        components: [
          {
            type: 'GamificationOverviewConfig',
            title: { en: 'Store leaderboard', fi: 'Myymälöiden pistetaulukko', sv: 'Butikernas topplista' },
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
        title: ALERTS,
        icon: 'notifications',
        selectionInterval: null,
        components: [{ type: 'AlertList', title: ALERTS, config: {} }],
      },
      {
        extName: 'samples',
        title: { en: 'Samples', fi: 'Otokset', sv: 'Urval' },
        icon: 'people',
        selectionInterval: null,
        components: [],
      },
      CAMPAIGNS_PAGE,
    ],
  };
}

/** The second universe's survey, to prove tenant isolation. */
export function guestSurvey(organisation: UnitDefinition): SurveyDefinition {
  return {
    extName: 'guest',
    title: { en: 'Guest feedback', fi: 'Asiakaspalaute', sv: 'Gästfeedback' },
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
      {
        extName: 'nps',
        title: {
          en: 'How likely are you to recommend us?',
          fi: 'Kuinka todennäköisesti suosittelisit meitä?',
          sv: 'Hur troligt är det att du skulle rekommendera oss?',
        },
        type: 'number',
        min: 0,
        max: 10,
      },
      SATISFACTION('sat_overall', OVERALL_SATISFACTION, {
        en: 'Overall, how satisfied are you with your stay?',
        fi: 'Kuinka tyytyväinen olet kaiken kaikkiaan majoitukseesi?',
        sv: 'Hur nöjd är du totalt sett med din vistelse?',
      }),
      {
        extName: 'comment',
        title: { en: 'Anything to add?', fi: 'Haluatko lisätä jotain?', sv: 'Något att tillägga?' },
        type: 'text',
      },
    ],
    indicators: [NPS_INDICATOR, CSAT_INDICATOR],
    organisation,
    filterSets: GUEST_FILTER_SETS,
    views: [
      {
        extName: 'org',
        title: { en: 'Hotels', fi: 'Hotellit', sv: 'Hotell' },
        kind: 'units',
        levelNames: [
          { en: 'Chain', fi: 'Ketju', sv: 'Kedja' },
          { en: 'Hotel', fi: 'Hotelli', sv: 'Hotell' },
        ],
      },
    ],
    pages: [
      {
        extName: 'overview',
        title: OVERVIEW,
        icon: 'dashboard',
        selectionInterval: null,
        components: OVERVIEW_COMPONENTS,
      },
      CAMPAIGNS_PAGE,
    ],
  };
}
