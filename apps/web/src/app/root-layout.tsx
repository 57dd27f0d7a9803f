import Box from '@mui/material/Box';
import { type RouteDef, rewriteHashUrl } from '@opinio/domain/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-status.tsx';
import { NoAccessScreen } from '@/components/no-access-screen.tsx';
import { useRememberSelection } from '@/entities/selection/lib/selection.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { useLiveEvents } from '@/entities/session/api/live-events.ts';
import { useClientConfig } from '@/lib/client-config.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { decideAccess } from './access.ts';
import { useBugReporter } from './bug-reporter.ts';
import { GuardRedirect } from './guard-redirect.tsx';
import { ProviderSignIn } from './provider-sign-in.tsx';
import { SessionErrorScreen } from './session-error-screen.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { useSessionLocale } from './use-session-locale.ts';

/** A path that is no screen: the shell's chrome without the view tabs and filters it has nothing for. */
const NOT_FOUND_ROUTE: RouteDef = {
  name: 'notFound',
  path: '*',
  access: 'signedIn',
  hideTabs: true,
  hideFilterSidebar: true,
};

/** Every route renders here: session restore, the navigation guard, then the shell. */
export function RootLayout() {
  const identityQuery = useIdentity();
  const { route, params } = useCurrentRoute();
  const location = useLocation();
  const sso = useClientConfig().auth === 'sso';
  useRememberSelection();
  useSessionLocale();
  // One event stream and one error reporter per session.
  useLiveEvents();
  useBugReporter();

  // main.tsx rewrites '#/' URLs on load; this catches a hash changed while the app runs.
  const fromHash = rewriteHashUrl(location.hash);
  if (fromHash) return <Navigate to={fromHash} replace />;
  if (identityQuery.isPending) return <FullPageSpinner />;
  if (identityQuery.isError)
    return <SessionErrorScreen error={identityQuery.error} onRetry={() => identityQuery.refetch()} />;
  if (!route) {
    // an unknown path: a signed-in user keeps the top bar and the menu, to find the way on
    if (identityQuery.data)
      return (
        <AppShell route={NOT_FOUND_ROUTE}>
          <Outlet />
        </AppShell>
      );
    return (
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, minHeight: '100vh' }}>
        <Outlet />
      </Box>
    );
  }

  const decision = decideAccess(
    route,
    identityQuery.data,
    { pathname: location.pathname, search: location.search, surveyExtName: params.surveyExtName },
    { sso },
  );
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} event={decision.event} />;
  if (decision.kind === 'providerLogin') return <ProviderSignIn returnTo={decision.returnTo} />;
  const content = decision.kind === 'noAccess' ? <NoAccessScreen rule={decision.rule} /> : <Outlet />;
  if (route.hideChrome) {
    return (
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, minHeight: '100vh' }}>
        {content}
      </Box>
    );
  }
  return <AppShell route={route}>{content}</AppShell>;
}
