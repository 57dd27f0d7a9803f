import { authApi } from '@opinio/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSelectionMemory } from '@/entities/selection/lib/selection.tsx';
import { IDENTITY_QUERY, setIdentity } from '@/entities/session/api/identity.ts';
import { activeSso } from '@/entities/session/sso/active-sso.ts';
import { callApi } from '@/lib/api-client.ts';
import { forgetSignedInUser } from '@/lib/browser-memory.ts';

/**
 * POST /api/vuejs/auth/logout: revokes the session (204), and ends an impersonation. What the
 * browser kept for the user is forgotten however the call ends.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(authApi.logout, { body: {}, ignoreUnauthorized: true });
  } finally {
    forgetSignedInUser();
  }
}

/** State the login screen reads after logout. */
export interface LoginRouteState {
  /** The login form shows even while the old identity is being cleared. */
  signedOut?: boolean;
}

/**
 * Logout clears everything and goes to "/", even when the call fails
 * (docs/product.md#logout-and-session-end). On a single sign-on host the provider's session
 * ends too (its logout page brings the user back).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { remember } = useSelectionMemory();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // To "/" first (synchronously), so the guard never sees the old route without a session.
      navigate('/', { replace: true, state: { signedOut: true } satisfies LoginRouteState, flushSync: true });
      remember(null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== IDENTITY_QUERY });
      setIdentity(queryClient, null);
      activeSso()
        ?.signOut()
        .catch((error: unknown) => console.error('Sign-out at the identity provider failed.', error));
    },
  });
}
