import { pathFor, ROUTES, type RouteName } from '@opinio/domain/routes';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { noteScreenLoaded } from '@/lib/first-content.ts';
import { loadRestTexts } from '@/lib/i18n.ts';
import { preloadable } from '@/lib/preloadable.tsx';

/*
 * The app's first file holds what every screen needs; each screen (the sign-in screen too:
 * a signed-in user never loads its forms) is a file of its own, loaded when it is opened
 * (or, for the address the app starts at, while the session is looked up: preloadForPath). ECharts is loaded by the charts
 * themselves (components/echart.tsx): a screen never waits for it to show its numbers.
 */

/** An administration screen's module, with the texts of the administration areas it draws. */
async function withRestTexts<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadRestTexts()]);
  return module;
}

/** A screen's module, loaded once (an import() of a loaded module resolves at once). */
const SCREEN_MODULES = {
  login: () => import('@/features/auth/components/login-screen.tsx'),
  page: () =>
    Promise.all([
      import('@/features/dashboard/components/dashboard-screen.tsx'),
      import('./page-components.tsx'),
      import('@/features/filters/components/active-filter-bar.tsx'),
    ]),
  rankings: () =>
    Promise.all([
      import('@/features/ranking/components/ranking-screen.tsx'),
      import('@/features/filters/components/active-filter-bar.tsx'),
    ]),
  alerts: () =>
    Promise.all([
      import('@/features/alerts/components/alert-list-screen.tsx'),
      import('@/features/filters/components/active-filter-bar.tsx'),
    ]),
  samples: () =>
    Promise.all([
      import('@/features/samples/components/sample-list-screen.tsx'),
      import('@/features/filters/components/active-filter-bar.tsx'),
    ]),
  plans: () => import('@/features/plans/components/plans-screen.tsx'),
  alert: () => import('@/features/alerts/components/alert-screen.tsx'),
  interview: () => import('@/features/interviews/components/interview-screen.tsx'),
  sample: () => import('@/features/samples/components/sample-screen.tsx'),
  sharedinterview: () => import('@/features/sharing/components/shared-interview-screen.tsx'),
  reportdownload: () => import('@/features/reports/components/report-download-screen.tsx'),
  reportunsubscribe: () => import('@/features/reports/components/unsubscribe-screen.tsx'),
  bigscreen: () => import('@/features/bigscreen/components/bigscreen-screen.tsx'),
  survey: () => withRestTexts(() => import('./survey-admin/survey-admin-screen.tsx')),
  surveylist: () => withRestTexts(() => import('@/features/survey-list/components/survey-list-screen.tsx')),
  script: () => withRestTexts(() => import('@/features/scripts/components/script-screen.tsx')),
  globalscript: () => withRestTexts(() => import('@/features/scripts/components/script-screen.tsx')),
  universescript: () => withRestTexts(() => import('@/features/scripts/components/script-screen.tsx')),
  users: () => withRestTexts(() => import('@/features/users/components/user-list-screen.tsx')),
  userdetails: () => withRestTexts(() => import('@/features/users/components/user-details-screen.tsx')),
  usereditor: () => withRestTexts(() => import('@/features/users/components/user-editor-screen.tsx')),
  role: () => withRestTexts(() => import('@/features/users/components/role-screen.tsx')),
  upgrade: () => import('@/features/upgrade/components/upgrade-screen.tsx'),
  setup: () => withRestTexts(() => import('@/features/setup/components/setup-screen.tsx')),
  vgs: () => import('@/features/forwarding/components/forwarding-screen.tsx'),
  finland: () => import('@/features/forwarding/components/forwarding-screen.tsx'),
  mailtemplate: () =>
    withRestTexts(() => import('@/features/campaigns/components/templates/template-screen.tsx')),
  smstemplate: () =>
    withRestTexts(() => import('@/features/campaigns/components/templates/template-screen.tsx')),
  lettertemplate: () =>
    withRestTexts(() => import('@/features/campaigns/components/templates/template-screen.tsx')),
  mailcampaign: () =>
    withRestTexts(() => import('@/features/campaigns/components/details/campaign-screen.tsx')),
  createmailcampaign: () =>
    withRestTexts(() =>
      Promise.all([
        import('@/features/campaigns/components/create/create-campaign-screen.tsx'),
        import('@/features/filters/components/active-filter-bar.tsx'),
      ]),
    ),
  campaignunsubscribe: () =>
    withRestTexts(
      () => import('@/features/campaigns/components/unsubscribe/campaign-unsubscribe-screen.tsx'),
    ),
  planned: () => import('@/features/planned-screens/components/planned-screen.tsx'),
} satisfies Record<string, () => Promise<unknown>>;

type ScreenKey = keyof typeof SCREEN_MODULES;

function screenKey(name: RouteName): ScreenKey {
  if (name === 'surveylistshort') return 'surveylist';
  return name in SCREEN_MODULES ? (name as ScreenKey) : 'planned';
}

/** The screens' own preloads (which let them draw at once, lib/preloadable.tsx), by module. */
const SCREEN_PRELOADS = new Map<ScreenKey, () => Promise<void>>();

/** At start-up: the screen of the address the app opens at loads beside the configuration and the session look-up. */
export function preloadForPath(pathname: string): void {
  preloadScreenFor(pathname).catch(() => undefined);
}

/** The screen of an address, loaded: drawn after this, it draws at once (the server's first screen waits for it). */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  const route = matchRoutes([...ROUTES], pathname)?.at(-1)?.route;
  if (!route) return Promise.resolve();
  const key = screenKey(route.name);
  return (SCREEN_PRELOADS.get(key) ?? SCREEN_MODULES[key])();
}

/** A route's screen from its module; drawn, it marks the screen as loaded (lib/first-content.ts). */
function screen<P extends object>(key: ScreenKey, load: () => Promise<ComponentType<P>>) {
  const Screen = preloadable(async () => {
    const Loaded = await load();
    // biome-ignore lint/correctness/noComponentHookFactories: made once per screen file, when it has loaded, as React.lazy does.
    return function LoadedScreen(props: P) {
      noteScreenLoaded();
      return <Loaded {...props} />;
    };
  });
  if (!SCREEN_PRELOADS.has(key)) SCREEN_PRELOADS.set(key, Screen.preload);
  return Screen;
}

const DashboardScreen = screen('page', async () => {
  const [{ DashboardScreen: Screen }, { PAGE_COMPONENTS }, { ActiveFilterBar }] = await SCREEN_MODULES.page();
  return () => <Screen filterBar={<ActiveFilterBar />} components={PAGE_COMPONENTS} />;
});
const RankingScreen = screen('rankings', async () => {
  const [{ RankingScreen: Screen }, { ActiveFilterBar }] = await SCREEN_MODULES.rankings();
  return () => <Screen filterBar={<ActiveFilterBar />} />;
});
const AlertListScreen = screen('alerts', async () => {
  const [{ AlertListScreen: Screen }, { ActiveFilterBar }] = await SCREEN_MODULES.alerts();
  return () => <Screen filterBar={<ActiveFilterBar />} />;
});
const SampleListScreen = screen('samples', async () => {
  const [{ SampleListScreen: Screen }, { ActiveFilterBar }] = await SCREEN_MODULES.samples();
  return () => <Screen filterBar={<ActiveFilterBar />} />;
});
const PlansScreen = screen('plans', async () => (await SCREEN_MODULES.plans()).PlansScreen);
const LoginScreen = screen('login', async () => (await SCREEN_MODULES.login()).LoginScreen);
const AlertScreen = screen('alert', async () => (await SCREEN_MODULES.alert()).AlertScreen);
const InterviewScreen = screen('interview', async () => (await SCREEN_MODULES.interview()).InterviewScreen);
const SampleScreen = screen('sample', async () => (await SCREEN_MODULES.sample()).SampleScreen);
const SharedInterviewScreen = screen(
  'sharedinterview',
  async () => (await SCREEN_MODULES.sharedinterview()).SharedInterviewScreen,
);
const ReportDownloadScreen = screen(
  'reportdownload',
  async () => (await SCREEN_MODULES.reportdownload()).ReportDownloadScreen,
);
const UnsubscribeScreen = screen(
  'reportunsubscribe',
  async () => (await SCREEN_MODULES.reportunsubscribe()).UnsubscribeScreen,
);
const BigScreenScreen = screen('bigscreen', async () => (await SCREEN_MODULES.bigscreen()).BigScreenScreen);
const SurveyAdminScreen = screen('survey', async () => (await SCREEN_MODULES.survey()).SurveyAdminScreen);
const SurveyListScreen = screen(
  'surveylist',
  async () => (await SCREEN_MODULES.surveylist()).SurveyListScreen,
);
const ScriptScreen = screen('script', async () => (await SCREEN_MODULES.script()).ScriptScreen);

/** "/sl" is a short way to the survey list of the current survey (its canonical address). */
function ShortSurveyList() {
  const { survey } = useSelection();
  if (!survey) return <SurveyListScreen />;
  return <Navigate to={pathFor('surveylist', { surveyExtName: survey.extName })} replace />;
}
const UserListScreen = screen('users', async () => (await SCREEN_MODULES.users()).UserListScreen);
const UserDetailsScreen = screen(
  'userdetails',
  async () => (await SCREEN_MODULES.userdetails()).UserDetailsScreen,
);
const UserEditorScreen = screen(
  'usereditor',
  async () => (await SCREEN_MODULES.usereditor()).UserEditorScreen,
);
const RoleScreen = screen('role', async () => (await SCREEN_MODULES.role()).RoleScreen);
const UpgradeScreen = screen('upgrade', async () => (await SCREEN_MODULES.upgrade()).UpgradeScreen);
const SetupScreen = screen('setup', async () => (await SCREEN_MODULES.setup()).SetupScreen);
const ForwardingScreen = screen('vgs', async () => (await SCREEN_MODULES.vgs()).ForwardingScreen);
const TemplateScreen = screen(
  'mailtemplate',
  async () => (await SCREEN_MODULES.mailtemplate()).TemplateScreen,
);
const CampaignScreen = screen(
  'mailcampaign',
  async () => (await SCREEN_MODULES.mailcampaign()).CampaignScreen,
);
const CreateCampaignScreen = screen('createmailcampaign', async () => {
  const [{ CreateCampaignScreen: Screen }, { ActiveFilterBar }] = await SCREEN_MODULES.createmailcampaign();
  return () => <Screen filterBar={<ActiveFilterBar />} />;
});
const CampaignUnsubscribeScreen = screen(
  'campaignunsubscribe',
  async () => (await SCREEN_MODULES.campaignunsubscribe()).CampaignUnsubscribeScreen,
);
const PlannedScreen = screen('planned', async () => (await SCREEN_MODULES.planned()).PlannedScreen);

/** A lazily loaded screen, with a skeleton of its kind while it loads. */
const loading = (screen: ReactNode, variant: 'rows' | 'tiles' | null = 'rows') => (
  <Suspense fallback={variant ? <LoadingSkeleton variant={variant} /> : null}>{screen}</Suspense>
);

export function screenFor(name: RouteName): ReactNode {
  switch (name) {
    case 'login':
      return loading(<LoginScreen />, null);
    case 'upgrade':
      return loading(<UpgradeScreen />, null);
    // the first setup of a production install
    case 'setup':
      return loading(<SetupScreen />);
    case 'page':
      return loading(<DashboardScreen />, 'tiles');
    case 'rankings':
      return loading(<RankingScreen />);
    // big screen and survey administration (API keys)
    case 'bigscreen':
      return loading(<BigScreenScreen />, null);
    case 'survey':
      return loading(<SurveyAdminScreen />);
    // survey administration (root): every universe's surveys, a survey's scripts
    case 'surveylist':
      return loading(<SurveyListScreen />);
    case 'surveylistshort':
      return loading(<ShortSurveyList />);
    case 'script':
    case 'globalscript':
    case 'universescript':
      return loading(<ScriptScreen />);
    case 'vgs':
    case 'finland':
      return loading(<ForwardingScreen name={name} />, null);
    // closed loop: interviews, alerts and sharing links
    case 'interview':
      return loading(<InterviewScreen />);
    case 'alerts':
      return loading(<AlertListScreen />);
    case 'samples':
      return loading(<SampleListScreen />);
    case 'plans':
      return loading(<PlansScreen />);
    case 'sample':
      return loading(<SampleScreen />);
    case 'alert':
      return loading(<AlertScreen />);
    case 'sharedinterview':
      return loading(<SharedInterviewScreen />);
    // reports: the file of a report, the link of its mail
    case 'reportdownload':
      return loading(<ReportDownloadScreen />);
    case 'reportunsubscribe':
      return loading(<UnsubscribeScreen />, null);
    // users, roles and the account
    case 'users':
      return loading(<UserListScreen />);
    case 'userdetails':
      return loading(<UserDetailsScreen />);
    case 'usereditor':
      return loading(<UserEditorScreen />);
    case 'role':
      return loading(<RoleScreen />);
    // campaigns: templates, sending, what became of them, the invitation's unsubscribe link
    case 'mailtemplate':
    case 'smstemplate':
    case 'lettertemplate':
      return loading(<TemplateScreen />);
    case 'mailcampaign':
      return loading(<CampaignScreen />, 'tiles');
    case 'createmailcampaign':
      return loading(<CreateCampaignScreen />);
    case 'campaignunsubscribe':
      return loading(<CampaignUnsubscribeScreen />, null);
    default:
      return loading(<PlannedScreen name={name} />);
  }
}
