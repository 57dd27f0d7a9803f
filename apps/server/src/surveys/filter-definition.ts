import type { TFilterFlag } from '@opinio/domain/schemas/filters';

/**
 * A filter as configured for a survey: what it filters (a question, the organisation's
 * units, the interview date or a campaign) and its kind flags.
 */
export interface FilterDefinition {
  extName: string;
  title: string;
  target: 'question' | 'units' | 'date' | 'campaign';
  /** extName of the question (target 'question'). */
  question?: string;
  flags: Partial<Record<TFilterFlag, boolean>>;
}

export interface FilterGroupDefinition {
  title: string;
  expanded: boolean;
  ungrouped: boolean;
  flatten: boolean;
  filters: FilterDefinition[];
}

export type FilterSetDefinitions = { standard: FilterGroupDefinition[]; time: FilterGroupDefinition[] };

/** The time filter a page's selectionInterval sets; every survey has it. */
export const BUILT_IN_TIME_FILTER: FilterDefinition = {
  extName: 'ftime',
  title: 'Period',
  target: 'date',
  flags: { dateInterval: true },
};
