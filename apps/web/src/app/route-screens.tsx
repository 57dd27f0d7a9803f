import { pathFor, type RouteName } from '@opinio/domain/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingSkeleton } from '../components/loading-skeleton.tsx';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { ActiveFilterBar } from '../features/filters/components/active-filter-bar.tsx';
import { ForwardingScreen } from '../features/forwarding/components/forwarding-screen.tsx';
import { PlannedScreen } from '../features/planned-screens/components/planned-screen.tsx';
import { UpgradeScreen } from '../features/upgrade/components/upgrade-screen.tsx';
import { useSelection } from '../lib/selection.tsx';

// The dashboard brings ECharts; load it only when a page is opened.
const DashboardScreen = lazy(async () => {
  const module = await import('../features/dashboard/components/dashboard-screen.tsx');
  return { default: module.DashboardScreen };
});

/** "/sl" is a short way to the survey list of the current survey. */
function ShortSurveyList() {
  const { survey } = useSelection();
  if (!survey) return <PlannedScreen name="surveylistshort" />;
  return <Navigate to={pathFor('surveylist', { surveyExtName: survey.extName })} replace />;
}

export function screenFor(name: RouteName): ReactNode {
  switch (name) {
    case 'login':
      return <LoginScreen />;
    case 'upgrade':
      return <UpgradeScreen />;
    case 'page':
      return (
        <Suspense fallback={<LoadingSkeleton variant="tiles" />}>
          <DashboardScreen filterBar={<ActiveFilterBar />} />
        </Suspense>
      );
    case 'surveylistshort':
      return <ShortSurveyList />;
    case 'vgs':
    case 'finland':
      return <ForwardingScreen name={name} />;
    default:
      return <PlannedScreen name={name} />;
  }
}
