import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

export interface FilterError {
  /** The filter the server named (`field`), or 'filters' for the token as a whole. */
  field: string;
  message: string;
}

const SEPARATOR = '\u0000';

/**
 * The server's 400 answer about the filters of this filtered drill path, if a dashboard
 * call got one. Dashboard query keys are ['analytics', survey, loadCount, drillPathFiltered, ...]
 * (apps/web/README.md); drill paths themselves fail with 404, so a 400 is about the filters.
 */
export function useFilterError(drillPathFiltered: string): FilterError | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  const snapshot = useCallback(() => {
    for (const query of queryCache.getAll()) {
      const key = query.queryKey;
      const error = query.state.error;
      if (key[0] !== 'analytics' || key[3] !== drillPathFiltered) continue;
      if (error instanceof ApiError && error.status === 400) {
        return `${error.field ?? 'filters'}${SEPARATOR}${errorMessage(error)}`;
      }
    }
    return null;
  }, [queryCache, drillPathFiltered]);
  const found = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (found === null) return null;
  const [field, message] = found.split(SEPARATOR);
  return { field, message };
}
