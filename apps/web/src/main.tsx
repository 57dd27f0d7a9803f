import { isSessionlessPath, rewriteHashUrl } from '@opinio/domain/routes';
import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import {
  earlyVerdict,
  type OpenAt,
  type PageAnswers,
  startEarlyCalls,
  takePageAnswers,
} from './lib/early-calls.ts';
import { handOverFirstScreen } from './lib/first-screen.ts';
import { warmUpIntl } from './lib/intl-warm-up.ts';
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

/**
 * A dashboard page drawn by the server comes with the answers it was drawn from, in its
 * language: the app is drawn in that language and takes them (lib/first-screen.ts). A language
 * picked in this tab that differs from it wins, and the server's screen goes at once.
 */
const pageAnswers = readPageAnswers();
const firstLocale = resolveLocale(pageAnswers?.locale ?? null);
const here = window.location.pathname + window.location.search;
// "/" drawn as the page it opens at: not when the address has moved on (an old "#/..." link) or
// the entry is marked signed out
const drawnHere =
  pageAnswers !== null &&
  pageAnswers.locale === firstLocale &&
  (pageAnswers.at === here || (window.location.pathname === '/' && !signedOutHere()));
if (pageAnswers && !drawnHere) withoutFirstScreen();
// "/" signed in: the server drew the first page, where the app now opens (as openAt below would send it)
else if (pageAnswers && pageAnswers.at !== here) window.history.replaceState(null, '', pageAnswers.at);

/** A history entry marked "signed out" (a reload after signing out) stays at the sign-in screen. */
function signedOutHere(): boolean {
  const state = window.history.state as { usr?: { signedOut?: boolean } } | null;
  return Boolean(state?.usr?.signedOut);
}

/** The server's first screen gone before the app has drawn: the splash (index.html) in its place. */
function withoutFirstScreen(): void {
  if (!document.getElementById('first-screen')) return;
  handOverFirstScreen();
  root.innerHTML =
    '<div class="splash" data-testid="splash"><p class="splash-name">Opinio</p>' +
    '<p class="splash-label" data-testid="splash-label" role="status">Loading…</p></div>';
}

function readPageAnswers(): PageAnswers | null {
  const element = document.getElementById('first-answers');
  if (!element) return null;
  try {
    return JSON.parse(element.textContent ?? '') as PageAnswers;
  } catch {
    return null;
  }
}

/** "/" without a mailed link's token: the sign-in page, unless the visitor turns out to be signed in. */
const search = new URLSearchParams(window.location.search);
const atSignIn = window.location.pathname === '/' && !search.has('resetToken') && !search.has('forgot');
/**
 * Signed in at "/": on to `redirect` or the first page, as the sign-in screen would send the
 * user, but before the app loads, so that it loads that page and not the sign-in screen. A
 * history entry marked "signed out" (a reload after signing out) stays at the sign-in screen.
 */
const openAt: OpenAt = (identity) => {
  if (signedOutHere()) return null;
  return safeRedirect(search.get('redirect')) ?? startPathFor(identity as TUserIdentity);
};
if (pageAnswers && drawnHere) takePageAnswers(pageAnswers);
else
  startEarlyCalls(firstLocale, !isSessionlessPath(window.location.pathname), atSignIn ? openAt : undefined);

/** The app's files could not be loaded (a lost connection, a release replacing them): the splash says so. */
function notLoaded(error: unknown): void {
  console.error('The app could not be loaded.', error);
  // the server's first screen is of no use without the app: the page says what happened
  withoutFirstScreen();
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
  if (document.getElementById('first-screen')) await afterPaint();
  // the browser's formatting services (their locale data) set up on another thread meanwhile
  warmUpIntl(firstLocale);
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

/** After the next frame has been painted: a page with the server's first screen shows it before the app's code runs. */
const afterPaint = () =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

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
