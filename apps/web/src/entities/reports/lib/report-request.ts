import { REPORT_LOCALES, type TReportLocale } from '@opinio/domain/report-kinds';
import type { TReportStarted, TSampleTableSpec } from '@opinio/domain/schemas/reports';
import type { DrillTarget } from '@/lib/analytics-context.ts';
import { createReport } from '../api/create-report.ts';
import { startActionsReport } from '../api/start-actions-report.ts';
import { startAlertsReport } from '../api/start-alerts-report.ts';
import { startIndicatorsReport } from '../api/start-indicators-report.ts';
import { startInterviewsReport } from '../api/start-interviews-report.ts';
import { type RankingReportQuery, startRankingReport } from '../api/start-ranking-report.ts';
import { startSampleTableReport } from '../api/start-sample-table-report.ts';
import { startSamplesReport } from '../api/start-samples-report.ts';

/** A report a screen offers, with what its start needs beyond the drill node. */
export type ReportRequest =
  | { kind: 'ranking'; query: RankingReportQuery }
  | { kind: 'interviews' | 'alerts' | 'actions' | 'indicators' | 'excelbenchmark' | 'pdfbenchmark' }
  | { kind: 'samples'; sampleId?: number }
  /** The contact table as the list shows it; `filterterm`: the list's search. */
  | { kind: 'sampletable'; spec: TSampleTableSpec; filterterm: string }
  | { kind: 'interview'; interviewId: number };

/** The report's language: the UI's when the reports come in it, else the server's default. */
export function reportLocale(language: string): TReportLocale | undefined {
  return REPORT_LOCALES.find((locale) => locale === language);
}

/** Starts the report on the filtered drill node through its route; answers its id and place in the queue. */
export function requestReport(
  target: DrillTarget,
  request: ReportRequest,
  language: string,
): Promise<TReportStarted> {
  const locale = reportLocale(language);
  switch (request.kind) {
    case 'ranking':
      return startRankingReport(target, request.query, locale);
    case 'interviews':
      return startInterviewsReport(target, locale);
    case 'alerts':
      return startAlertsReport(target, locale);
    case 'actions':
      return startActionsReport(target, locale);
    case 'indicators':
      return startIndicatorsReport(target, locale);
    case 'samples':
      return startSamplesReport(target, request.sampleId, locale);
    case 'sampletable':
      return startSampleTableReport(target, request.spec, request.filterterm, locale);
    case 'excelbenchmark':
    case 'pdfbenchmark':
      return createReport(target, request.kind, undefined, locale);
    case 'interview':
      return createReport(target, 'interview', request.interviewId, locale);
  }
}
