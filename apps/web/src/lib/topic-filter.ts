import type { TFilter, TFilterSet } from '@opinio/domain/schemas/filters';

/**
 * The survey's topic filter among its standard filters: the one whose options are the
 * taxonomy's topics (a topic filter lists each topic as an option, its key as the
 * option's extName). The filter list does not say what a filter targets, so it is
 * recognised by holding every one of the given keys; null when no filter does.
 */
export function findTopicFilter(set: TFilterSet | undefined, keys: readonly string[]): TFilter | null {
  if (!set || keys.length === 0) return null;
  for (const group of set.filterGroups) {
    for (const filter of group.filters) {
      const options = new Set(filter.options.map((o) => o.extName));
      if (keys.every((key) => options.has(key))) return filter;
    }
  }
  return null;
}

/** A topic's name in the UI language, from the topic filter's options; the key without one. */
export function topicName(filter: TFilter | null, key: string): string {
  return filter?.options.find((o) => o.extName === key)?.title ?? key;
}
