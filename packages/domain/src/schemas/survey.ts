import { z } from 'zod';
import { ZLocale } from './locale.ts';

export const ZSystemMessage = z.object({
  text: z.string(),
  texts: z.record(z.string(), z.string()).default({}),
  backgroundColor: z.string().default('red'),
  textColor: z.string().default('black'),
  link: z
    .string()
    .regex(/^https:\/\//, 'The link must start with https://')
    .nullable()
    .default(null),
  icon: z.string().nullable().default(null),
});
export type TSystemMessage = z.infer<typeof ZSystemMessage>;

const ZView = z.object({
  extName: z.string(),
  title: z.string(),
  startPath: z.string(),
  /**
   * The names of the view's levels in the reader's language, level 1 (the root) first
   * ("Company", "Region", "Store"); shorter than the hierarchy or empty: unnamed levels.
   */
  levelNames: z.array(z.string()),
});
export type TView = z.infer<typeof ZView>;

/** The page component types (docs/product.md#page-components). */
export const COMPONENT_TYPES = [
  'KpiTiles',
  'TrendChart',
  'BreakdownTable',
  'DistributionChart',
  'CommentList',
  'AlertList',
  'GamificationOverviewConfig',
  'RankingTableComponent',
  'MailCampaignsListComponent',
  'MailCampaignDetailsComponent',
  'InterviewList',
  'KeyDriversComponent',
  'TopicsComponent',
  'ChangesComponent',
  'CommentSummaryComponent',
] as const;
const ZComponentType = z.enum(COMPONENT_TYPES);
export type TComponentType = z.infer<typeof ZComponentType>;

const ZPageComponent = z.object({
  id: z.number().int(),
  type: ZComponentType,
  title: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
});
export type TPageComponent = z.infer<typeof ZPageComponent>;

const ZPage = z.object({
  extname: z.string(),
  title: z.string(),
  icon: z.string(),
  selectionInterval: z.string().nullable(),
  components: z.array(ZPageComponent),
});
export type TPage = z.infer<typeof ZPage>;

const ZIndicatorKind = z.enum(['nps', 'mean', 'topbox']);
export const ZIndicator = z.object({
  extName: z.string().describe("The indicator's extName"),
  title: z.string().describe("The indicator's title in the reader's language"),
  kind: ZIndicatorKind.describe('How it is computed from the answers of its question'),
  questionExtName: z.string().describe('The extName of the question it is computed from'),
  decimals: z.number().int().min(0).max(3).describe('Decimals to show'),
  thresholds: z
    .object({
      low: z.number().describe('Values below it are shown as bad'),
      high: z.number().describe('Values at or above it are shown as good'),
    })
    .nullable()
    .describe('Colour thresholds; null: no colours'),
});
export type TIndicator = z.infer<typeof ZIndicator>;

const ZQuestionType = z.enum(['number', 'choice', 'text']);
const ZQuestion = z.object({
  extName: z.string(),
  title: z.string(),
  type: ZQuestionType,
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(z.object({ value: z.number().int(), extName: z.string(), title: z.string() })),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const REPORT_FLAGS = [
  'enableExcelBenchmarkReport',
  'enableInterviewsReport',
  'enableAlertsReport',
  'enableActionsReport',
  'enableSamplesReport',
  'enableIndicatorsReport',
  'enablePDFBenchmarkReport',
  'enableSingleInterviewReport',
] as const;

const REPORT_FLAG_TEXTS: Record<(typeof REPORT_FLAGS)[number], string> = {
  enableExcelBenchmarkReport: 'The benchmark of units as an Excel workbook (`excelbenchmark`)',
  enableInterviewsReport: 'The interviews as an Excel workbook (`interviewsreport`)',
  enableAlertsReport: 'The alerts as an Excel workbook (`alertsreport`)',
  enableActionsReport: "The alerts' follow-up as an Excel workbook (`actionsreport`)",
  enableSamplesReport: 'The contacts as an Excel workbook (`samplesreport`, `sampletablereport`)',
  enableIndicatorsReport: 'Every indicator per unit as an Excel workbook (`indicatorsreport`)',
  enablePDFBenchmarkReport: 'The benchmark of units as a PDF (`pdfbenchmark`)',
  enableSingleInterviewReport: 'One interview as a PDF (`interview`)',
};

/** Which kinds of report the survey offers: every flag is present, true or false. */
const ZReportFlags = z
  .object(
    Object.fromEntries(
      REPORT_FLAGS.map((flag) => [
        flag,
        z
          .boolean()
          .describe(
            `Whether the survey offers ${REPORT_FLAG_TEXTS[flag][0].toLowerCase()}${REPORT_FLAG_TEXTS[flag].slice(1)}`,
          ),
      ]),
    ) as Record<(typeof REPORT_FLAGS)[number], z.ZodBoolean>,
  )
  .describe('Which kinds of report the survey offers');

export const ZSurvey = z.object({
  /** The survey's id (survey administration addresses it: /survey/{extName}/{id}). */
  id: z.number().int(),
  extName: z.string(),
  /** Every text below is in the language the call asked for (Accept-Language), else the user's. */
  title: z.string(),
  /** The language a configured text falls back to when it lacks the reader's (then English). */
  defaultLocale: ZLocale,
  views: z.array(ZView),
  startFilter: z.string(),
  alertFilter: z.string(),
  pages: z.array(ZPage),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  loadCount: z.number().int(),
  localeText: z.record(z.string(), z.record(z.string(), z.string())),
  systemMessage: ZSystemMessage.nullable(),
  startPath: z.string(),
  indicators: z.array(ZIndicator),
  questions: z.array(ZQuestion),
  reportFlags: ZReportFlags,
});
export type TSurvey = z.infer<typeof ZSurvey>;

export const ZLoadCount = z.object({ loadCount: z.number().int() });
