import { isSessionlessPath, rewriteHashUrl } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { earlyVerdict, type OpenAt, startEarlyCalls } from './lib/early-calls.ts';
import { resolveLocale } from './lib/locale-choice.ts';
import { safeRedirect, startPathFor } from './lib/page-path.ts';

/*
 * The app's first file is small on purpose: it sends the session check and the host's
 * configuration at once, then loads the app (React, MUI, the texts) while they are answered.
 * A signed-out visitor of "/" on a password host gets the sign-in page alone, without the app;
 * a signed-in one goes straight on to the first page, without the sign-in screen's code.
 */

// Old links used hash routing: "/#/sl" becomes "/sl".
const rewritten = rewriteHashUrl(window.location.hash);
if (rewritten) window.history.replaceState(null, '', rewritten);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;
const firstLocale = resolveLocale(null);

/** "/" without a mailed link's token: the sign-in page, unless the visitor turns out to be signed in. */
const search = new URLSearchParams(window.location.search);
const atSignIn = window.location.pathname === '/' && !search.has('resetToken') && !search.has('forgot');
/**
 * Signed in at "/": on to `redirect` or the first page, as the sign-in screen would send the
 * user, but before the app loads, so that it loads that page and not the sign-in screen. A
 * history entry marked "signed out" (a reload after signing out) stays at the sign-in screen.
 */
const openAt: OpenAt = (identity) => {
  const state = window.history.state as { usr?: { signedOut?: boolean } } | null;
  if (state?.usr?.signedOut) return null;
  return safeRedirect(search.get('redirect')) ?? startPathFor(identity as TUserIdentity);
};
startEarlyCalls(firstLocale, !isSessionlessPath(window.location.pathname), atSignIn ? openAt : undefined);

/** The app's files could not be loaded (a lost connection, a release replacing them): the splash says so. */
function notLoaded(error: unknown): void {
  console.error('The app could not be loaded.', error);
  // Its texts have not loaded: English.
  const label = root.querySelector('[data-testid="splash-label"]');
  if (label) label.textContent = 'Opinio could not be loaded. Check the connection and reload the page.';
}

/** A task of its own for what follows: the browser may paint and answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * The app's libraries run one file per task before the app itself: React, the router and
 * the data layer, MUI's core, then the shell and the dashboard. Each file's modules run when
 * it is first imported, so the whole app at once was one task of some 150 ms on a fast
 * machine, a phone's main thread blocked four times as long. A signed-in page names these
 * files for the browser to fetch at once (apps/server/src/web-app.ts); they are then run here
 * as they are imported, in turn.
 */
async function loadApp(): Promise<typeof import('./app/boot.tsx')> {
  await import('react-dom/client');
  await nextTask();
  // the data layer's file holds TanStack Query and i18next
  await Promise.all([import('react-router/dom'), import('@tanstack/react-query')]);
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  return import('./app/boot.tsx');
}

function startApp(): void {
  loadApp().then(({ boot }) => boot(root, firstLocale), notLoaded);
}

if (atSignIn) {
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

/**
 * The browser's formatting of numbers, dates and lists, set up while the app's files load,
 * each in a task of its own. The first Intl.NumberFormat (DateTimeFormat, ListFormat) of a
 * page loads that service's locale data: tens of milliseconds on a phone, which otherwise fell
 * within the drawing of the first numbers (the breadcrumb's count) and of the trend's summary.
 * The data is the browser's, shared by every later formatter of any language.
 */
const warmUps = [
  () => new Intl.NumberFormat(firstLocale, { maximumFractionDigits: 1 }).format(1234.5),
  () => new Intl.DateTimeFormat(firstLocale, { day: 'numeric', month: 'short' }).format(0),
  () => new Intl.ListFormat(firstLocale, { type: 'conjunction' }).format(['a', 'b']),
];
for (const warmUp of warmUps) window.setTimeout(warmUp, 0);
