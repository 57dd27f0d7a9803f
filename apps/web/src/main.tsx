import { isSessionlessPath, rewriteHashUrl } from '@opinio/domain/routes';
import { earlyVerdict, startEarlyCalls } from './lib/early-calls.ts';
import { resolveLocale } from './lib/locale-choice.ts';

/*
 * The app's first file is small on purpose: it sends the session check and the host's
 * configuration at once, then loads the app (React, MUI, the texts) while they are answered.
 * A signed-out visitor of "/" on a password host gets the sign-in page alone, without the app.
 */

// Old links used hash routing: "/#/sl" becomes "/sl".
const rewritten = rewriteHashUrl(window.location.hash);
if (rewritten) window.history.replaceState(null, '', rewritten);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;
const firstLocale = resolveLocale(null);
startEarlyCalls(firstLocale, !isSessionlessPath(window.location.pathname));

/** The app's files could not be loaded (a lost connection, a release replacing them): the splash says so. */
function notLoaded(error: unknown): void {
  console.error('The app could not be loaded.', error);
  // Its texts have not loaded: English.
  const label = root.querySelector('[data-testid="splash-label"]');
  if (label) label.textContent = 'Opinio could not be loaded. Check the connection and reload the page.';
}

function startApp(): void {
  import('./app/boot.tsx').then(({ boot }) => boot(root, firstLocale), notLoaded);
}

/** "/" without a mailed link's token: the sign-in page, unless the visitor turns out to be signed in. */
const search = new URLSearchParams(window.location.search);
if (window.location.pathname === '/' && !search.has('resetToken') && !search.has('forgot')) {
  earlyVerdict().then((verdict) => {
    if (!verdict || verdict.signedIn || verdict.sso) return startApp();
    import('./app/sign-in-entry.tsx').then(
      ({ showSignInPage }) => showSignInPage(root, firstLocale),
      notLoaded,
    );
  });
} else {
  startApp();
}
