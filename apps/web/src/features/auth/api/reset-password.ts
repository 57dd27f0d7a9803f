import { authApi } from '@opinio/domain/api/auth';
import type { TResetPayload } from '@opinio/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/auth/reset: sets the password of the mailed link's account (204), or 400. */
function resetPassword(payload: TResetPayload): Promise<void> {
  return callApi(authApi.resetPassword, { body: payload, ignoreUnauthorized: true });
}

export function useResetPassword() {
  // The form shows the error itself.
  return useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
}
