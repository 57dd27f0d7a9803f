import { setupApi } from '@opinio/domain/api/setup';
import type { TFirstSetup } from '@opinio/domain/schemas/setup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

const setupKeys = { state: ['setup', 'state'] as const };

/** GET /api/setup: whether the first setup is still to be done (the database holds no universe). */
export function useSetupState() {
  return useQuery({
    queryKey: setupKeys.state,
    queryFn: ({ signal }) => callApi(setupApi.state, { signal }),
    // the screen shows its own failure, with a retry
    meta: { silentError: true },
  });
}

/**
 * POST /api/setup: the first universe, its administrator and, if asked, a survey. The form
 * shows a refusal itself (at the field it names, or above its button); the state is asked
 * again afterwards (done, whichever way it went, once it is answered 201 or 409).
 */
export function useFirstSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFirstSetup) => callApi(setupApi.run, { body }),
    meta: { silentError: true },
    onSuccess: () => queryClient.setQueryData(setupKeys.state, { needed: false }),
  });
}
