import type { TUserIdentity } from '@opinio/domain/schemas/auth';
import { createRoot } from 'react-dom/client';
import { discardEarlySession } from '@/lib/early-calls.ts';
import { type Locale, resolveLocale } from '@/lib/locale-choice.ts';
import { safeRedirect, startPathFor } from '@/lib/page-path.ts';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The sign-in page before the app: what a signed-out visitor of "/" loads (main.tsx), some
 * 90 KB instead of the app's 300. Signing in opens the session's first page as a link does
 * (drawn by the server); asking for a new password hands over to the app, which is loaded
 * first so that the page stays until the app can draw.
 */
export function showSignInPage(container: HTMLElement, locale: Locale): void {
  const root = createRoot(container);
  const startApp = async () => {
    const { boot } = await import('./boot.tsx');
    root.unmount();
    await boot(container, resolveLocale(null));
  };
  root.render(
    <SignInPage
      locale={locale}
      onSignedIn={async (answer) => {
        discardEarlySession();
        // A page load of where the session goes, as a link opens it: the server draws the
        // dashboard's first screen with its figures, where starting the app here left an
        // empty frame while it loaded and asked (a new entry: no "signed out" mark is kept).
        const redirect = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
        window.location.replace(redirect ?? startPathFor(answer as TUserIdentity) ?? '/');
      }}
      onForgot={() => {
        window.history.replaceState(null, '', '/?forgot=1');
        void startApp();
      }}
    />,
  );
}
