import { setAccessTokenProvider } from '@/lib/api-client.ts';
import { safeRedirect } from '@/lib/page-path.ts';
import { activateSso } from './active-sso.ts';
import { SsoClient } from './sso-client.ts';
import { isSignInCallback, type SsoClientConfig } from './sso-settings.ts';

/**
 * Single sign-on initialisation, before the app mounts (docs/product.md#single-sign-on):
 * complete a sign-in redirect (`?code=&state=` on "/") or run the silent check. When the
 * provider cannot be used (unreachable, or failing), the app mounts all the same: nobody is
 * signed in through it, the sign-in screen says why, and the password form stays open to the
 * break-glass root account (and to a session already signed in with a password).
 */
export async function startSso(config: SsoClientConfig): Promise<SsoClient> {
  const client = new SsoClient(config, window.location.origin);
  const url = new URL(window.location.href);
  // The code works once: take it out of the address whatever happens next.
  if (isSignInCallback(url)) window.history.replaceState(null, '', '/');
  try {
    await client.loadMetadata();
    if (isSignInCallback(url)) {
      const returnTo = await client.completeSignIn(url.href);
      window.history.replaceState(null, '', safeRedirect(returnTo) ?? '/');
    } else {
      await client.checkSession();
    }
  } catch (error) {
    console.error('Single sign-on could not be initialised; signing in through it is not offered.', error);
    client.unavailable = error instanceof Error ? error.message : String(error);
    await client.clear().catch(() => {});
  }
  activateSso(client);
  setAccessTokenProvider(() => client.accessToken());
  return client;
}
