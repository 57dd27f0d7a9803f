import { pathFor, type RouteName } from '@opinio/domain/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingSkeleton } from '../components/loading-skeleton.tsx';
import { AlertListScreen } from '../features/alerts/components/alert-list-screen.tsx';
import { AlertScreen } from '../features/alerts/components/alert-screen.tsx';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { ActiveFilterBar } from '../features/filters/components/active-filter-bar.tsx';
import { ForwardingScreen } from '../features/forwarding/components/forwarding-screen.tsx';
import { InterviewScreen } from '../features/interviews/components/interview-screen.tsx';
import { PlannedScreen } from '../features/planned-screens/components/planned-screen.tsx';
import { SampleListScreen } from '../features/samples/components/sample-list-screen.tsx';
import { SampleScreen } from '../features/samples/components/sample-screen.tsx';
import { SharedInterviewScreen } from '../features/sharing/components/shared-interview-screen.tsx';
import { UpgradeScreen } from '../features/upgrade/components/upgrade-screen.tsx';
import { useSelection } from '../lib/selection.tsx';

// The dashboard and the components of its pages bring ECharts; load them only when a page is opened.
const DashboardScreen = lazy(async () => {
  const [{ DashboardScreen: Screen }, { PAGE_COMPONENTS }] = await Promise.all([
    import('../features/dashboard/components/dashboard-screen.tsx'),
    import('./page-components.tsx'),
  ]);
  return {
    default: () => <Screen filterBar={<ActiveFilterBar />} components={PAGE_COMPONENTS} />,
  };
});

// Rankings bring ECharts too.
const RankingScreen = lazy(async () => {
  const module = await import('../features/ranking/components/ranking-screen.tsx');
  return { default: module.RankingScreen };
});

// The big screen (a TV, no sign-in) brings ECharts; survey administration its dialogs.
const BigScreenScreen = lazy(async () => {
  const module = await import('../features/bigscreen/components/bigscreen-screen.tsx');
  return { default: module.BigScreenScreen };
});
const SurveyAdminScreen = lazy(async () => {
  const module = await import('../features/survey-admin/components/survey-admin-screen.tsx');
  return { default: module.SurveyAdminScreen };
});

// User administration: loaded when an administrator (or the account button) opens it.
const UserListScreen = lazy(async () => ({
  default: (await import('../features/users/components/user-list-screen.tsx')).UserListScreen,
}));
const UserDetailsScreen = lazy(async () => ({
  default: (await import('../features/users/components/user-details-screen.tsx')).UserDetailsScreen,
}));
const UserEditorScreen = lazy(async () => ({
  default: (await import('../features/users/components/user-editor-screen.tsx')).UserEditorScreen,
}));
const RoleScreen = lazy(async () => ({
  default: (await import('../features/users/components/role-screen.tsx')).RoleScreen,
}));

/** "/sl" is a short way to the survey list of the current survey. */
function ShortSurveyList() {
  const { survey } = useSelection();
  if (!survey) return <PlannedScreen name="surveylistshort" />;
  return <Navigate to={pathFor('surveylist', { surveyExtName: survey.extName })} replace />;
}

/** A lazily loaded screen of rows, with their skeleton while it loads. */
const rows = (screen: ReactNode) => (
  <Suspense fallback={<LoadingSkeleton variant="rows" />}>{screen}</Suspense>
);

export function screenFor(name: RouteName): ReactNode {
  switch (name) {
    case 'login':
      return <LoginScreen />;
    case 'upgrade':
      return <UpgradeScreen />;
    case 'page':
      return (
        <Suspense fallback={<LoadingSkeleton variant="tiles" />}>
          <DashboardScreen />
        </Suspense>
      );
    case 'rankings':
      return (
        <Suspense fallback={<LoadingSkeleton variant="rows" />}>
          <RankingScreen filterBar={<ActiveFilterBar />} />
        </Suspense>
      );
    // big screen and survey administration (API keys)
    case 'bigscreen':
      return (
        <Suspense fallback={null}>
          <BigScreenScreen />
        </Suspense>
      );
    case 'survey':
      return (
        <Suspense fallback={<LoadingSkeleton variant="rows" />}>
          <SurveyAdminScreen />
        </Suspense>
      );
    case 'surveylistshort':
      return <ShortSurveyList />;
    case 'vgs':
    case 'finland':
      return <ForwardingScreen name={name} />;
    // closed loop: interviews, alerts and sharing links
    case 'interview':
      return <InterviewScreen />;
    case 'alerts':
      return <AlertListScreen filterBar={<ActiveFilterBar />} />;
    case 'samples':
      return <SampleListScreen filterBar={<ActiveFilterBar />} />;
    case 'sample':
      return <SampleScreen />;
    case 'alert':
      return <AlertScreen />;
    case 'sharedinterview':
      return <SharedInterviewScreen />;
    // users, roles and the account
    case 'users':
      return rows(<UserListScreen />);
    case 'userdetails':
      return rows(<UserDetailsScreen />);
    case 'usereditor':
      return rows(<UserEditorScreen />);
    case 'role':
      return rows(<RoleScreen />);
    default:
      return <PlannedScreen name={name} />;
  }
}
