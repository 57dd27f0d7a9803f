import { isSessionlessPath } from '@opinio/domain/routes';
import type { TClientConfig } from '@opinio/domain/schemas/auth';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { answeredIdentity } from '@/entities/session/api/identity.ts';
import type { SsoClient } from '@/entities/session/sso/sso-client.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { getClientConfig } from '@/lib/client-config.ts';
import { handOverFirstScreen, hasFirstScreen } from '@/lib/first-screen.ts';
import { setLocale } from '@/lib/i18n.ts';
import type { Locale } from '@/lib/locale-choice.ts';
import { App } from './app.tsx';
import { BootFailure } from './boot-failure.tsx';
import { preloadForPath } from './route-screens.tsx';

/** The longest the server's first screen stays up while the app draws its own behind it. */
const FIRST_SCREEN_LONGEST_MS = 15_000;

/**
 * Without the client configuration, or when sign-in cannot start, the app is not mounted
 * (docs/product.md#when-the-app-is-not-mounted).
 */
export async function boot(container: HTMLElement, firstLocale: Locale): Promise<void> {
  const root = createRoot(container);
  // The server's first screen stays until the app has drawn its own (lib/first-screen.ts), or
  // this long at most: the app shows what it has then (a screen that never draws its tiles).
  if (hasFirstScreen()) window.setTimeout(handOverFirstScreen, FIRST_SCREEN_LONGEST_MS);
  // The session check and the configuration were sent by main.tsx; their answers are taken
  // here (lib/early-calls.ts). The user's language is drawn from the first frame (its texts
  // load beside the configuration), and the session's survey texts come in it.
  const configAnswer = getClientConfig(window.location.hostname);
  const locale = setLocale(firstLocale);
  preloadForPath(window.location.pathname);
  let config: TClientConfig;
  try {
    config = await configAnswer;
    await locale;
  } catch (error) {
    console.error('Client configuration could not be loaded; the app is not mounted.', error);
    handOverFirstScreen();
    root.render(<BootFailure reason={errorMessage(error)} />);
    return;
  }
  let sso: SsoClient | null = null;
  // A password host's session: known before the first drawing (a provider's is checked with its token).
  // A screen without a session (the big screen) is drawn signed out, without asking.
  const sessionless = isSessionlessPath(window.location.pathname);
  const identity = sessionless
    ? null
    : config.auth === 'password'
      ? await answeredIdentity(firstLocale)
      : undefined;
  if (config.auth === 'sso') {
    // Only hosts with single sign-on load the OpenID client. A provider that cannot be used
    // leaves the app running with its password form (start-sso.ts).
    const { startSso } = await import('@/entities/session/sso/start-sso.ts');
    sso = await startSso(config);
  }
  // In a transition, React draws the app in slices of a few milliseconds and lets the
  // browser in between (a phone's main thread never blocks for the whole first drawing).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} sso={sso} identity={identity} />
      </StrictMode>,
    );
  });
}
