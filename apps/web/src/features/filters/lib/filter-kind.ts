import { TIME_FILTER_NAME, TYPEAHEAD_THRESHOLD } from '@opinio/domain/constants';
import type { TFilter } from '@opinio/domain/schemas/filters';

/** Which editor a filter gets, from its kind flags (docs/product.md#filter-kinds). */
export type EditorKind =
  | 'interval'
  | 'relativeDate'
  | 'today'
  | 'tableDate'
  | 'campaign'
  | 'range'
  | 'submatch'
  | 'serverTypeahead'
  | 'typeahead'
  | 'checkboxes'
  | 'radio';

export function editorKind(filter: TFilter): EditorKind {
  if (filter.dateInterval) return 'interval';
  if (filter.dateRef) return 'relativeDate';
  if (filter.today) return 'today';
  if (filter.tableDate) return 'tableDate';
  if (filter.campaign) return 'campaign';
  if (filter.range) return 'range';
  if (filter.submatch) return 'submatch';
  // A typeahead for server-side filters, when dropdown is set, or with 10 or more options.
  if (filter.serverSide) return 'serverTypeahead';
  if (filter.dropdown || filter.options.length >= TYPEAHEAD_THRESHOLD) return 'typeahead';
  return filter.multipleSelections ? 'checkboxes' : 'radio';
}

/**
 * Every survey has the time filter ftime (an interval) even when its filter sets do not
 * list it: this stands in for it.
 */
export const BUILT_IN_TIME_FILTER: TFilter = {
  extName: TIME_FILTER_NAME,
  title: '',
  options: [],
  range: false,
  today: false,
  dateRef: false,
  dateInterval: true,
  tableDate: false,
  multipleSelections: false,
  serverSide: false,
  dropdown: false,
  exclude: false,
  submatch: false,
  campaign: false,
};
