import { rewriteHashUrl } from '@opinio/domain/routes';
import { startEarlyCalls } from './lib/early-calls.ts';
import { resolveLocale } from './lib/locale-choice.ts';

/*
 * The app's first file is small on purpose: it sends the session check and the host's
 * configuration at once, then loads the app (React, MUI, the texts) while they are answered.
 */

// Old links used hash routing: "/#/sl" becomes "/sl".
const rewritten = rewriteHashUrl(window.location.hash);
if (rewritten) window.history.replaceState(null, '', rewritten);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const firstLocale = resolveLocale(null);
startEarlyCalls(firstLocale);
import('./app/boot.tsx').then(
  ({ boot }) => boot(container, firstLocale),
  (error: unknown) => {
    // The app's files could not be loaded (a lost connection, a release replacing them): say
    // so on the splash rather than pulse for ever. Its texts have not loaded: English.
    console.error('The app could not be loaded.', error);
    const label = container.querySelector('[data-testid="splash-label"]');
    if (label) label.textContent = 'Opinio could not be loaded. Check the connection and reload the page.';
  },
);
