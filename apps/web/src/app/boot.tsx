import { rewriteHashUrl } from '@opinio/domain/routes';
import type { TClientConfig } from '@opinio/domain/schemas/auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { BootFailure } from './app/boot-failure.tsx';
import { preloadForPath } from './app/route-screens.tsx';
import { errorMessage } from './lib/api-client.ts';
import { getClientConfig } from './lib/client-config.ts';
import { resolveLocale, setLocale } from './lib/i18n.ts';
import { checkSessionEarly } from './lib/identity.ts';
import type { SsoClient } from './lib/sso/sso-client.ts';

// Old links used hash routing: "/#/sl" becomes "/sl".
const rewritten = rewriteHashUrl(window.location.hash);
if (rewritten) window.history.replaceState(null, '', rewritten);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * Without the client configuration, or when sign-in cannot start, the app is not mounted
 * (docs/product.md#when-the-app-is-not-mounted).
 */
async function boot(): Promise<void> {
  // The calls first: the browser opens a few connections per host, and the screen's files
  // queue behind them, not the other way round.
  // The user's language is drawn from the first frame (its texts load beside the configuration),
  // and the session's survey texts come in it.
  const firstLocale = resolveLocale(null);
  checkSessionEarly(firstLocale);
  const configAnswer = getClientConfig(window.location.hostname);
  const locale = setLocale(firstLocale);
  preloadForPath(window.location.pathname);
  let config: TClientConfig;
  try {
    config = await configAnswer;
    await locale;
  } catch (error) {
    console.error('Client configuration could not be loaded; the app is not mounted.', error);
    root.render(<BootFailure cause="config" reason={errorMessage(error)} />);
    return;
  }
  let sso: SsoClient | null = null;
  if (config.auth === 'sso') {
    try {
      // Only hosts with single sign-on load the OpenID client.
      const { startSso } = await import('./lib/sso/start-sso.ts');
      sso = await startSso(config);
    } catch (error) {
      console.error('Single sign-on could not be initialised; the app is not mounted.', error);
      root.render(<BootFailure cause="sso" reason={errorMessage(error)} />);
      return;
    }
  }
  root.render(
    <StrictMode>
      <App config={config} sso={sso} />
    </StrictMode>,
  );
}

void boot();
