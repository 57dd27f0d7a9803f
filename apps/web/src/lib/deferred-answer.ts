import { useDeferredValue } from 'react';

/**
 * A query's state as a panel draws it: an answer is drawn in a transition of its own.
 * TanStack Query hands answers to React through useSyncExternalStore, whose updates React
 * draws at once, in one task it never slices: a table or a feed arriving then blocked a phone
 * for hundreds of milliseconds. Deferred, the update first draws the panel as it was (cheap),
 * then the new answer in slices of a few milliseconds, with the browser free in between
 * (docs/decisions/062).
 */
export function useDeferredAnswer<T>(query: T): T {
  return useDeferredValue(query);
}
