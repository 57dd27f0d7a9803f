import type { TSurvey } from './schemas/survey.ts';

/*
 * The report kinds and their rules, without schemas: the web app's first files read them
 * (the reports menu) and load no zod. schemas/reports.ts builds the schemas on them.
 */

/** The languages a report is made in. */
export const REPORT_LOCALES = ['en', 'fi', 'sv'] as const;
export type TReportLocale = (typeof REPORT_LOCALES)[number];

/**
 * Every report the product renders. Each is a task (docs/product.md#reports-and-downloads):
 * it applies the drill path, filters and scope of the user who asked, as they were when
 * it was started.
 */
export const REPORT_KINDS = [
  'ranking',
  'excelbenchmark',
  'interviews',
  'alerts',
  'actions',
  'samples',
  'sampletable',
  'indicators',
  'pdfbenchmark',
  'interview',
] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

type ReportFlag = keyof TSurvey['reportFlags'];

/**
 * The survey flag that enables each kind: with the flag off the web app hides the kind and
 * the server refuses to start it (403). The ranking list is the rankings screen's own
 * download and needs no flag.
 */
export const REPORT_FLAG: Record<TReportKind, ReportFlag | null> = {
  ranking: null,
  excelbenchmark: 'enableExcelBenchmarkReport',
  interviews: 'enableInterviewsReport',
  alerts: 'enableAlertsReport',
  actions: 'enableActionsReport',
  samples: 'enableSamplesReport',
  sampletable: 'enableSamplesReport',
  indicators: 'enableIndicatorsReport',
  pdfbenchmark: 'enablePDFBenchmarkReport',
  interview: 'enableSingleInterviewReport',
};

/** Whether the survey lets its users start a kind. */
export function reportEnabled(flags: TSurvey['reportFlags'], kind: TReportKind): boolean {
  const flag = REPORT_FLAG[kind];
  return flag === null || flags[flag] === true;
}

/** The file each kind makes. */
export const REPORT_FORMAT: Record<TReportKind, 'xlsx' | 'pdf'> = {
  ranking: 'xlsx',
  excelbenchmark: 'xlsx',
  interviews: 'xlsx',
  alerts: 'xlsx',
  actions: 'xlsx',
  samples: 'xlsx',
  sampletable: 'xlsx',
  indicators: 'xlsx',
  pdfbenchmark: 'pdf',
  interview: 'pdf',
};

export const REPORT_MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** How long a finished report can be downloaded. */
export const REPORT_KEEP_DAYS = 7;
/** How often the web app asks for a report's status while it is not finished. */
export const REPORT_POLL_MS = 1000;
