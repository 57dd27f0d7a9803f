import {
  type CampaignFilterValue,
  isTableDateMode,
  isTodayMode,
  parseCampaignFilter,
  parseRange,
  parseRelativeDate,
  parseSubstring,
  type RelativeDate,
  relativeDateDay,
  type TTableDateMode,
  type TTodayMode,
} from '@opinio/domain/filter-values';
import type { TFilter } from '@opinio/domain/schemas/filters';
import { type Interval, parseInterval } from '@opinio/domain/time-interval';
import { editorKind } from './filter-kind.ts';

/** What a filter value means, for a chip or a summary; the component words it in the UI language. */
export type ValueDescription =
  | { kind: 'option'; title: string; exclude: boolean }
  | { kind: 'searched'; extName: string }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'text'; text: string; exclude: boolean }
  | { kind: 'interval'; interval: Interval }
  | { kind: 'relativeDate'; date: RelativeDate; day: Date }
  | { kind: 'today'; mode: TTodayMode }
  | { kind: 'tableDate'; mode: TTableDateMode }
  | { kind: 'campaign'; value: CampaignFilterValue; name: string | null }
  | { kind: 'raw'; text: string };

export interface DescribeContext {
  today: Date;
  campaigns: ReadonlyArray<{ id: number; name: string }>;
}

function optionTitle(filter: TFilter, extName: string): string {
  return filter.options.find((o) => o.extName === extName)?.title ?? extName;
}

/** A value of a filter the survey does not list is shown as written. */
export function describeFilterValue(
  filter: TFilter | undefined,
  value: string,
  context: DescribeContext,
): ValueDescription {
  const raw: ValueDescription = { kind: 'raw', text: value };
  if (!filter) return raw;
  switch (editorKind(filter)) {
    case 'interval': {
      const interval = parseInterval(value);
      return interval ? { kind: 'interval', interval } : raw;
    }
    case 'relativeDate': {
      const parsed = parseRelativeDate(value);
      if (!parsed.ok) return raw;
      return { kind: 'relativeDate', date: parsed.value, day: relativeDateDay(parsed.value, context.today) };
    }
    case 'today':
      return isTodayMode(value) ? { kind: 'today', mode: value } : raw;
    case 'tableDate':
      return isTableDateMode(value) ? { kind: 'tableDate', mode: value } : raw;
    case 'campaign': {
      const parsed = parseCampaignFilter(value);
      if (!parsed.ok) return raw;
      const name = context.campaigns.find((c) => c.id === parsed.value.campaignId)?.name ?? null;
      return { kind: 'campaign', value: parsed.value, name };
    }
    case 'range': {
      const parsed = parseRange(value);
      return parsed.ok ? { kind: 'range', ...parsed.value } : raw;
    }
    case 'submatch': {
      const parsed = parseSubstring(value);
      return parsed.ok
        ? { kind: 'text', text: parsed.value.text, exclude: parsed.value.mode === 'exclude' }
        : raw;
    }
    case 'serverTypeahead':
      return { kind: 'searched', extName: value };
    default: {
      const exclude = filter.exclude && value.startsWith('_');
      const extName = exclude ? value.slice(1) : value;
      return { kind: 'option', title: optionTitle(filter, extName), exclude };
    }
  }
}
