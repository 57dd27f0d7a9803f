import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import type { TComponentType } from '@opinio/domain/schemas/survey';
import type { TTopicTaxonomy } from '@opinio/domain/schemas/topic-taxonomy';
import type { FilterSetDefinitions } from '#db/filter-definition.ts';

/**
 * Everything that configures a survey; what an admin's config blocks will edit. Every text a
 * user reads is a `TLocalizedText`: one string, or a variant per language.
 */
export interface UnitDefinition {
  extName: string;
  title: TLocalizedText;
  children: UnitDefinition[];
}

export interface SurveyDefinition {
  extName: string;
  title: TLocalizedText;
  /** The first fallback of a text that lacks the reader's language (default English). */
  defaultLocale?: TLocale;
  startFilter: string;
  alertFilter: string;
  /** Figures with fewer answers are not shown (default DEFAULT_MIN_ANSWERS). */
  minAnswers?: number;
  localeText: Record<string, Record<string, string>>;
  systemMessage: Record<string, unknown> | null;
  /** The comment topics (docs/text-analytics.md); absent or null: none. */
  topics?: TTopicTaxonomy | null;
  reportFlags: Partial<Record<ReportFlagColumn, boolean>>;
  questions: Array<{
    extName: string;
    title: TLocalizedText;
    type: 'number' | 'choice' | 'text';
    min?: number;
    max?: number;
    options?: Array<{ value: number; extName: string; title: TLocalizedText }>;
    /** How the respondent's questionnaire asks it (absent: the title, the default end labels). */
    wording?: TLocalizedText;
    lowLabel?: TLocalizedText;
    highLabel?: TLocalizedText;
    /** The questionnaire page (absent: a page of its own). */
    page?: number;
  }>;
  indicators: Array<{
    extName: string;
    title: TLocalizedText;
    kind: 'nps' | 'mean' | 'topbox';
    question: string;
    decimals: number;
    thresholds: { low: number; high: number } | null;
  }>;
  /** The first view is always the organisation ('units'). */
  organisation: UnitDefinition;
  /** `levelNames`: the levels' names, level 1 (the root) first (absent: unnamed). */
  views: Array<
    | { extName: string; title: TLocalizedText; kind: 'units'; levelNames?: TLocalizedText[] }
    | {
        extName: string;
        title: TLocalizedText;
        kind: 'question';
        question: string;
        rootTitle: TLocalizedText;
        levelNames?: TLocalizedText[];
      }
  >;
  filterSets: FilterSetDefinitions<TLocalizedText>;
  pages: Array<{
    extName: string;
    title: TLocalizedText;
    icon: string;
    selectionInterval: string | null;
    components: Array<{
      type: TComponentType;
      title: TLocalizedText | null;
      config: Record<string, unknown>;
    }>;
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
