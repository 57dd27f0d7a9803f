import { reportsApi } from '@opinio/domain/api/reports';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/**
 * POST /api/v1/reports/unsubscribe/{token}: the recipient named by the signed token of a
 * report mail gets no more mails of its subscription (404: unknown or no longer valid).
 * No sign-in: the token is the credential.
 */
function mailUnsubscribe(token: string): Promise<void> {
  return callApi(reportsApi.mailUnsubscribe, { params: { token } });
}

/** Only a press of the page's button calls it: mail scanners open (GET) the links they find. */
export function useMailUnsubscribe() {
  return useMutation({ mutationFn: mailUnsubscribe, meta: { silentError: true } });
}
