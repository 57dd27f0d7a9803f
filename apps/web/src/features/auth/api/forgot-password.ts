import { authApi } from '@opinio/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /api/vuejs/auth/forgot `{ user }`: always 204; a matching account with an e-mail gets a link. */
function requestPasswordReset(user: string): Promise<void> {
  return callApi(authApi.requestPasswordReset, { body: { user }, ignoreUnauthorized: true });
}

export function useForgotPassword() {
  // The form shows the error itself.
  return useMutation({ mutationFn: requestPasswordReset, meta: { silentError: true } });
}
