import type { TComponentType } from '@opinio/domain/schemas/survey';
import type { FilterSetDefinitions } from './filter-definition.ts';

/** Everything that configures a survey; what an admin's config blocks will edit. */
export interface UnitDefinition {
  extName: string;
  title: string;
  children: UnitDefinition[];
}

export interface SurveyDefinition {
  extName: string;
  title: string;
  startFilter: string;
  alertFilter: string;
  localeText: Record<string, Record<string, string>>;
  systemMessage: Record<string, unknown> | null;
  reportFlags: Partial<Record<ReportFlagColumn, boolean>>;
  questions: Array<{
    extName: string;
    title: string;
    type: 'number' | 'choice' | 'text';
    min?: number;
    max?: number;
    options?: Array<{ value: number; extName: string; title: string }>;
  }>;
  indicators: Array<{
    extName: string;
    title: string;
    kind: 'nps' | 'mean' | 'topbox';
    question: string;
    decimals: number;
    thresholds: { low: number; high: number } | null;
  }>;
  /** The first view is always the organisation ('units'). */
  organisation: UnitDefinition;
  views: Array<
    | { extName: string; title: string; kind: 'units' }
    | { extName: string; title: string; kind: 'question'; question: string; rootTitle: string }
  >;
  filterSets: FilterSetDefinitions;
  pages: Array<{
    extName: string;
    title: string;
    icon: string;
    selectionInterval: string | null;
    components: Array<{ type: TComponentType; title: string | null; config: Record<string, unknown> }>;
  }>;
}

export type ReportFlagColumn =
  | 'enable_excel_benchmark_report'
  | 'enable_interviews_report'
  | 'enable_alerts_report'
  | 'enable_actions_report'
  | 'enable_samples_report'
  | 'enable_indicators_report'
  | 'enable_pdf_benchmark_report'
  | 'enable_single_interview_report';
