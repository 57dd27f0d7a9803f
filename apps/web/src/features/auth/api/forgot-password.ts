import { useMutation } from '@tanstack/react-query';
import { apiRequest, segment } from '../../../lib/api-client.ts';

/** GET /api/vuejs/auth/forgot/{user}: always 204; a matching account with an e-mail gets a link. */
export function requestPasswordReset(user: string): Promise<void> {
  return apiRequest(`/vuejs/auth/forgot/${segment(user)}`, { ignoreUnauthorized: true });
}

export function useForgotPassword() {
  // The form shows the error itself.
  return useMutation({ mutationFn: requestPasswordReset, meta: { silentError: true } });
}
