import { z } from 'zod';

/** Kind flags of a filter: they decide its editor and its values (docs/product.md#filter-kinds). */
const FILTER_FLAGS = [
  'range',
  'today',
  'dateRef',
  'dateInterval',
  'tableDate',
  'multipleSelections',
  'serverSide',
  'dropdown',
  'exclude',
  'submatch',
  'campaign',
] as const;
export type TFilterFlag = (typeof FILTER_FLAGS)[number];

export const ZFilterOption = z.object({ extName: z.string(), title: z.string() });
export type TFilterOption = z.infer<typeof ZFilterOption>;

const ZFilter = z.object({
  extName: z.string(),
  title: z.string(),
  options: z.array(ZFilterOption),
  range: z.boolean(),
  today: z.boolean(),
  dateRef: z.boolean(),
  dateInterval: z.boolean(),
  tableDate: z.boolean(),
  multipleSelections: z.boolean(),
  serverSide: z.boolean(),
  dropdown: z.boolean(),
  exclude: z.boolean(),
  submatch: z.boolean(),
  campaign: z.boolean(),
});
export type TFilter = z.infer<typeof ZFilter>;

const ZFilterGroup = z.object({
  title: z.string(),
  expanded: z.boolean(),
  ungrouped: z.boolean(),
  flatten: z.boolean(),
  filters: z.array(ZFilter),
});
export type TFilterGroup = z.infer<typeof ZFilterGroup>;

export const ZFilterSet = z.object({
  type: z.enum(['standard', 'time']),
  filterGroups: z.array(ZFilterGroup),
});
export type TFilterSet = z.infer<typeof ZFilterSet>;

export const ZFilterQueryResponse = z.object({ options: z.array(ZFilterOption), more: z.boolean() });
export type TFilterQueryResponse = z.infer<typeof ZFilterQueryResponse>;
