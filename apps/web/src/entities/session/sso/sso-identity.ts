import { authApi } from '@opinio/domain/api/auth';
import type { TUserIdentity, TValidateKeycloakPayload } from '@opinio/domain/schemas/auth';
import { ApiError, callApi } from '@/lib/api-client.ts';
import type { SsoClient } from './sso-client.ts';

/** POST /api/vuejs/auth/validatekeycloak: our identity for the provider's tokens, and a session. */
function validateKeycloak(payload: TValidateKeycloakPayload, signal?: AbortSignal) {
  return callApi(authApi.validateKeycloak, { body: payload, signal, ignoreUnauthorized: true });
}

/**
 * Who is signed in on a single sign-on host. The provider decides: without its token
 * nobody is. A cookie session of the same person is kept, so that a universe change or an
 * impersonation survives a reload; otherwise the tokens start a new session.
 */
export async function ssoIdentity(
  client: SsoClient,
  signal: AbortSignal | undefined,
  cookieIdentity: (signal?: AbortSignal) => Promise<TUserIdentity | null>,
): Promise<TUserIdentity | null> {
  const user = client.user;
  if (!user) return null;
  const current = await cookieIdentity(signal);
  const realUsername = current?.impersonatedBy?.username ?? current?.username;
  if (current && realUsername === user.profile.preferred_username) return current;
  try {
    return await validateKeycloak({ accessToken: user.access_token, idToken: user.id_token ?? '' }, signal);
  } catch (error) {
    // The provider knows this person, we do not let them in (unknown user, no universe):
    // signed out here, and the sign-in screen says why.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      client.problem = error.message;
      await client.clear();
      return null;
    }
    throw error;
  }
}
