/**
 * The route table (docs/product.md#screens-and-routes): path, navigation-helper name, sign-in
 * rule and the chrome each route hides. Shared by the web app's router and the route tests.
 */
type Access = 'public' | 'signedIn' | 'userAdmin' | 'root';

export interface RouteDef {
  name: string;
  /** react-router pattern */
  path: string;
  access: Access;
  hideTabs?: boolean;
  hideFilterSidebar?: boolean;
  hideMainSidebar?: boolean;
  /** Top bar, menus and sidebars all hidden. */
  hideChrome?: boolean;
}

/**
 * Screens the view tabs and the filter sidebar do not act on (administration, templates, a
 * campaign, a download): they are not shown there, so they cannot look as if they did.
 */
const NO_SELECTION_CHROME = { hideTabs: true, hideFilterSidebar: true } as const;

export const ROUTES = [
  {
    name: 'login',
    path: '/',
    access: 'public',
    hideTabs: true,
    hideFilterSidebar: true,
    hideMainSidebar: true,
  },
  { name: 'upgrade', path: '/upgrade', access: 'public', hideChrome: true },
  /**
   * The first setup of a production install (the first universe and its administrator): signed
   * out, with the top bar's language menu as at sign-in; once done it says so and leads to sign-in.
   */
  {
    name: 'setup',
    path: '/setup',
    access: 'public',
    hideTabs: true,
    hideFilterSidebar: true,
    hideMainSidebar: true,
  },
  { name: 'vgs', path: '/vgs', access: 'signedIn', hideChrome: true },
  { name: 'finland', path: '/finland', access: 'signedIn', hideChrome: true },
  { name: 'bigscreen', path: '/bigscreen/:apiKeyToken', access: 'public', hideChrome: true },
  { name: 'rankings', path: '/ranking/:surveyExtName/:drillPath', access: 'signedIn' },
  {
    name: 'interview',
    path: '/interview/:surveyExtName/:interviewId',
    access: 'signedIn',
    hideTabs: true,
    hideFilterSidebar: true,
  },
  { name: 'alerts', path: '/alertlist/:surveyExtName/:drillPath', access: 'signedIn' },
  {
    name: 'alert',
    path: '/alert/:surveyExtName/:alertId',
    access: 'signedIn',
    hideTabs: true,
    hideFilterSidebar: true,
  },
  { name: 'samples', path: '/samplelist/:surveyExtName/:drillPath', access: 'signedIn' },
  // a plan is of all its unit's answers: the filters do not act on the plans, and a plan is made
  // for a unit of the organisation (the node the menu opens it at)
  { name: 'plans', path: '/plans/:surveyExtName/:drillPath', access: 'signedIn', ...NO_SELECTION_CHROME },
  {
    name: 'sample',
    path: '/sample/:surveyExtName/:fromPage/:sampleId',
    access: 'signedIn',
    hideTabs: true,
    hideFilterSidebar: true,
  },
  { name: 'page', path: '/page/:pageId/:surveyExtName/:drillPath', access: 'signedIn' },
  {
    name: 'reportdownload',
    path: '/reportdownload/:surveyExtName/:reportUUID',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  { name: 'users', path: '/userlist/:surveyExtName', access: 'userAdmin', ...NO_SELECTION_CHROME },
  {
    name: 'userdetails',
    path: '/userdetails/:surveyExtName/:userId',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  // Editing users and roles: user administrators (the details are also everyone's own account page).
  {
    name: 'usereditor',
    path: '/usereditor/:surveyExtName/:userId',
    access: 'userAdmin',
    hideTabs: true,
    hideFilterSidebar: true,
  },
  { name: 'surveylist', path: '/surveylist/:surveyExtName', access: 'root', ...NO_SELECTION_CHROME },
  { name: 'surveylistshort', path: '/sl', access: 'root', ...NO_SELECTION_CHROME },
  // Survey administration: alert rules and API keys for administrators; configuration, questions, scripts, tasks and universe settings for root.
  { name: 'survey', path: '/survey/:surveyExtName/:surveyId', access: 'userAdmin', ...NO_SELECTION_CHROME },
  {
    name: 'script',
    path: '/script/:surveyExtName/:surveyId/:scriptId',
    access: 'root',
    ...NO_SELECTION_CHROME,
  },
  { name: 'globalscript', path: '/script/:surveyExtName/:scriptId', access: 'root', ...NO_SELECTION_CHROME },
  { name: 'universescript', path: '/script/:surveyExtName', access: 'root', ...NO_SELECTION_CHROME },
  { name: 'role', path: '/role/:surveyExtName/:roleId', access: 'userAdmin', ...NO_SELECTION_CHROME },
  {
    name: 'mailtemplate',
    path: '/mailtemplate/:surveyExtName/:templateId',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  {
    name: 'smstemplate',
    path: '/smstemplate/:surveyExtName/:templateId',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  {
    name: 'lettertemplate',
    path: '/lettertemplate/:surveyExtName/:templateId',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  {
    name: 'mailcampaign',
    path: '/mailcampaign/:surveyExtName/:campaignId',
    access: 'signedIn',
    ...NO_SELECTION_CHROME,
  },
  {
    name: 'createmailcampaign',
    path: '/createmailcampaign/:surveyExtName/:mailAction/:drillPath',
    access: 'signedIn',
    hideTabs: true,
    hideFilterSidebar: true,
  },
  { name: 'responsive', path: '/responsive', access: 'public', hideChrome: true },
  /** The web page of a signed interview sharing link (GET vuejs/interview/sharelink answers its API path). */
  {
    name: 'sharedinterview',
    path: '/sharing/interview/:surveyExtName/:interviewId/:shareToken',
    access: 'public',
    hideChrome: true,
  },
  /** The page of a mailed report's unsubscribe link: it asks before it unsubscribes (mail scanners follow links). */
  { name: 'reportunsubscribe', path: '/unsubscribe/report/:token', access: 'public', hideChrome: true },
  /** The page of an invitation's unsubscribe link: it asks before it unsubscribes. */
  { name: 'campaignunsubscribe', path: '/unsubscribe/campaign/:token', access: 'public', hideChrome: true },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: RouteName): RouteDef {
  return ROUTES.find((r) => r.name === name)!;
}

/** Builds a path from a route name and its parameters; fromPage defaults to 'sample'. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
  const values: Record<string, string | number> =
    name === 'sample' ? { fromPage: 'sample', ...params } : params;
  return route.path.replaceAll(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A hash URL starting with '#/' is rewritten to the matching path. */
export function rewriteHashUrl(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/**
 * Whether the address is of a screen that never uses a session (the big screen: its key is
 * in the address). The app then does not ask for one: a TV without a cookie would be
 * answered 401 on every start, an error in its console for nothing.
 */
export function isSessionlessPath(pathname: string): boolean {
  return pathname.startsWith('/bigscreen/');
}
