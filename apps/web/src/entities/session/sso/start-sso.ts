import { setAccessTokenProvider } from '@/lib/api-client.ts';
import { safeRedirect } from '@/lib/page-path.ts';
import { activateSso } from './active-sso.ts';
import { SsoClient } from './sso-client.ts';
import { isSignInCallback, type SsoClientConfig } from './sso-settings.ts';

/**
 * Single sign-on initialisation, before the app mounts (docs/product.md#single-sign-on):
 * complete a sign-in redirect (`?code=&state=` on "/") or run the silent check. Throws when
 * the provider cannot be used; the app is then not mounted.
 */
export async function startSso(config: SsoClientConfig): Promise<SsoClient> {
  const client = new SsoClient(config, window.location.origin);
  await client.loadMetadata();
  const url = new URL(window.location.href);
  if (isSignInCallback(url)) {
    // The code works once: take it out of the address whatever happens next.
    window.history.replaceState(null, '', '/');
    const returnTo = await client.completeSignIn(url.href);
    window.history.replaceState(null, '', safeRedirect(returnTo) ?? '/');
  } else {
    await client.checkSession();
  }
  activateSso(client);
  setAccessTokenProvider(() => client.accessToken());
  return client;
}
