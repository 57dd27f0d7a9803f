import type { REPORT_FLAGS } from '@opinio/domain/schemas/survey';
import type { ReportFlagColumn } from '#surveys/survey-definition.ts';

/** The surveys column of each report flag of the reportFlags block. */
export const REPORT_FLAG_COLUMNS: Record<(typeof REPORT_FLAGS)[number], ReportFlagColumn> = {
  enableExcelBenchmarkReport: 'enable_excel_benchmark_report',
  enableInterviewsReport: 'enable_interviews_report',
  enableAlertsReport: 'enable_alerts_report',
  enableActionsReport: 'enable_actions_report',
  enableSamplesReport: 'enable_samples_report',
  enableIndicatorsReport: 'enable_indicators_report',
  enablePDFBenchmarkReport: 'enable_pdf_benchmark_report',
  enableSingleInterviewReport: 'enable_single_interview_report',
};
