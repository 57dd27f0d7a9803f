import { usersApi } from '@opinio/domain/api/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** Members to suggest at most. */
const SUGGESTIONS = 8;

/**
 * Members of the current universe matching a search, for the "act as" picker: the same list
 * the user administration reads (root holds every permission).
 */
export function useMemberSuggestions(survey: string | null, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['users', 'suggestions', survey, q],
    queryFn: ({ signal }) =>
      callApi(usersApi.list, {
        params: { survey: survey! },
        query: { q: q || undefined, limit: SUGGESTIONS, sort: 'name', direction: 'asc' },
        signal,
      }),
    enabled: survey !== null,
    placeholderData: keepPreviousData,
    select: (list) => list.items,
    // a failed suggestion leaves the field as it is: the name can still be typed
    meta: { silentError: true },
  });
}
