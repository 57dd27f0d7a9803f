import type { TReportKind } from '@opinio/domain/schemas/reports';
import { actionsReport } from './excel/actions-workbook.ts';
import { alertsReport } from './excel/alerts-workbook.ts';
import { benchmarkReport } from './excel/benchmark-workbook.ts';
import { indicatorsReport } from './excel/indicators-workbook.ts';
import { interviewsReport } from './excel/interviews-workbook.ts';
import { rankingReport } from './excel/ranking-list.ts';
import { sampleTableReport } from './excel/sample-table-workbook.ts';
import { samplesReport } from './excel/samples-workbook.ts';
import { interviewPdfReport, pdfBenchmarkReport } from './pdf-reports.ts';
import type { ReportRenderer } from './report-job.ts';

/** The renderer of each kind (a new kind fails the type check until it is placed here). */
export const REPORT_RENDERERS: Record<TReportKind, ReportRenderer> = {
  ranking: rankingReport,
  excelbenchmark: benchmarkReport,
  interviews: interviewsReport,
  alerts: alertsReport,
  actions: actionsReport,
  samples: samplesReport,
  sampletable: sampleTableReport,
  indicators: indicatorsReport,
  pdfbenchmark: pdfBenchmarkReport,
  interview: interviewPdfReport,
};
