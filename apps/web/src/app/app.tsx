import CssBaseline from '@mui/material/CssBaseline';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { TClientConfig, TUserIdentity } from '@opinio/domain/schemas/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppSnackbar } from '@/components/app-snackbar.tsx';
import { SelectionProvider } from '@/entities/selection/lib/selection.tsx';
import { hasIdentity, setIdentity } from '@/entities/session/api/identity.ts';
import type { SsoClient } from '@/entities/session/sso/sso-client.ts';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { ClientConfigContext } from '@/lib/client-config.ts';
import { i18n } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';
import { useTokenRenewal } from './use-token-renewal.ts';

function createSession(identity: TUserIdentity | null | undefined) {
  const queryClient = createQueryClient();
  if (identity !== undefined) setIdentity(queryClient, identity);
  // A 401 on a signed-in call: the session ended elsewhere; the guard sends the user to sign in.
  setUnauthorizedHandler(() => {
    if (!hasIdentity(queryClient)) return;
    setIdentity(queryClient, null);
    showSnackbar(i18n.t('session.ended'), 'warning');
  });
  return { queryClient, router: createAppRouter() };
}

interface AppProps {
  config: TClientConfig;
  /** The started single sign-on client on a host that signs in through a provider. */
  sso: SsoClient | null;
  /** The session's identity when it is known before the first drawing (null: signed out). */
  identity?: TUserIdentity | null;
}

export function App({ config, sso, identity }: AppProps) {
  const [{ queryClient, router }] = useState(() => createSession(identity));
  useTokenRenewal(sso, queryClient, router);
  return <AppProviders config={config} queryClient={queryClient} router={router} />;
}

interface AppProvidersProps {
  config: TClientConfig;
  queryClient: QueryClient;
  router: DataRouter;
  /** The theme: the app's own, unless the server's first screen gives it the width it assumes. */
  appTheme?: Theme;
}

/** The app's contexts around its router: the browser's app, and the server's first screen (first-screen/). */
export function AppProviders({ config, queryClient, router, appTheme = theme }: AppProvidersProps) {
  return (
    <ClientConfigContext value={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={appTheme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <SelectionProvider>
              <RouterProvider router={router} />
            </SelectionProvider>
            <AppSnackbar />
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ClientConfigContext>
  );
}
