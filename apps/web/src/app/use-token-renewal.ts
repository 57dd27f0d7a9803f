import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { setIdentity } from '@/entities/session/api/identity.ts';
import type { SsoClient } from '@/entities/session/sso/sso-client.ts';
import { startTokenRenewal } from '@/entities/session/sso/token-renewal.ts';
import { type LoginRouteState, logout } from '@/features/auth/api/logout.ts';
import { i18n } from '@/lib/i18n.ts';
import { showSnackbar } from '@/lib/snackbar.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Single sign-on: the 10 s token check (docs/product.md#single-sign-on). When a renewal fails
 * the token is already cleared; the session here ends as well and the user lands at sign-in.
 */
export function useTokenRenewal(sso: SsoClient | null, queryClient: QueryClient, router: Router): void {
  useEffect(() => {
    if (!sso) return;
    return startTokenRenewal(sso, async () => {
      // Our cookie session must not outlive the provider's token.
      await logout().catch(() => {});
      await router.navigate('/', { replace: true, state: { signedOut: true } satisfies LoginRouteState });
      queryClient.clear();
      setIdentity(queryClient, null);
      showSnackbar(i18n.t('session.renewFailed'), 'warning');
    });
  }, [sso, queryClient, router]);
}
