import type { TFilterFlag } from '@opinio/domain/schemas/filters';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';

/**
 * A filter as configured for a survey: what it filters (a question, the organisation's
 * units, the interview date, a campaign or comment topics) and its kind flags. `Text` is a configured text
 * (`TLocalizedText`) as stored, a string once resolved for a reader (the survey model).
 */
export interface FilterDefinition<Text = string> {
  extName: string;
  title: Text;
  /** `topic`: interviews whose comment mentions any of the chosen topics (the survey's taxonomy). */
  target: 'question' | 'units' | 'date' | 'campaign' | 'topic';
  /** extName of the question (target 'question'). */
  question?: string;
  flags: Partial<Record<TFilterFlag, boolean>>;
}

export interface FilterGroupDefinition<Text = string> {
  title: Text;
  expanded: boolean;
  ungrouped: boolean;
  flatten: boolean;
  filters: FilterDefinition<Text>[];
}

export type FilterSetDefinitions<Text = string> = {
  standard: FilterGroupDefinition<Text>[];
  time: FilterGroupDefinition<Text>[];
};

/** The time filter a page's selectionInterval sets; every survey has it. */
export const BUILT_IN_TIME_FILTER: FilterDefinition<TLocalizedText> = {
  extName: 'ftime',
  title: { en: 'Period', fi: 'Aikaväli', sv: 'Period' },
  target: 'date',
  flags: { dateInterval: true },
};
