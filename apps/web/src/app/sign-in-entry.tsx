import { createRoot } from 'react-dom/client';
import { discardEarlySession } from '@/lib/early-calls.ts';
import { type Locale, resolveLocale } from '@/lib/locale-choice.ts';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The sign-in page before the app: what a signed-out visitor of "/" loads (main.tsx), some
 * 90 KB instead of the app's 300. Signing in, or asking for a new password, hands over to the
 * app, which is loaded first so that the page stays until the app can draw.
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
      onSignedIn={async () => {
        discardEarlySession();
        // A reload after signing out keeps the history entry's "signed out" mark, which would
        // keep the app's sign-in screen from sending the new session on to its first page.
        window.history.replaceState(null, '', window.location.href);
        await startApp();
      }}
      onForgot={() => {
        window.history.replaceState(null, '', '/?forgot=1');
        void startApp();
      }}
    />,
  );
}
