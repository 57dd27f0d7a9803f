import type { Writable } from 'node:stream';
import type { TReportKind, TReportLocale, TSampleTableSpec } from '@opinio/domain/schemas/reports';
import type { DashboardContext } from '#analytics/dashboard.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** What a report task keeps in `payload`: everything needed to render it later, anywhere. */
export interface ReportPayload {
  kind: TReportKind;
  reportUUID: string;
  drillPathFiltered: string;
  locale: TReportLocale;
  /** The scope of the user who asked, as it was: the report shows no more than they saw. */
  scopeUnit: string | null;
  /** Who asked (null: a subscription run, which names its recipient in `recipient`). */
  userId: number | null;
  /** Shown in the tasks list. */
  fileName: string;
  options: ReportOptions;
}

export interface ReportOptions {
  indicator?: string;
  level?: number;
  minCount?: number;
  sampleId?: number;
  interviewId?: number;
  table?: TSampleTableSpec;
  filterterm?: string;
}

/** One run of a report: its context resolved as the dashboard resolves it, and where to write. */
export interface ReportJob {
  services: Services;
  kind: TReportKind;
  /** The survey with its texts in the report's language. */
  ctx: DashboardContext & { survey: SurveyModel };
  filterToken: string;
  options: ReportOptions;
  locale: TReportLocale;
  /** The universe's name (the report's company). */
  company: string;
  /** The name of the user who asked, for "prepared for". */
  preparedFor: string | null;
  created: Date;
  out: Writable;
  /** Reports progress; throws when the task was cancelled or the server stops. */
  progress(done: number, total: number): Promise<void>;
  /** Notes that a named part of the rendering was reached (a slow report's log line lists them). */
  step(name: string): void;
}

/** Renders one kind of report into `job.out` (and ends it). */
export type ReportRenderer = (job: ReportJob) => Promise<void>;
