import { path } from './harness.ts';
import type { ApiRoute } from './route-table.ts';

/*
 * The cases of the access matrix (access-matrix.test.ts): which routes stand outside it and
 * why, the roles that call every route, what marks another region's or universe's data in an
 * answer, and how each route's path, query and body are filled with what lies outside the
 * caller's reach.
 */

/** Routes without tenant data of their own, each with the test that covers it. */
export const OUTSIDE_THE_MATRIX: Record<string, string> = {
  'GET /api/health': 'no data',
  'GET /api/setup': 'whether any universe exists, nothing of one (first-setup.test.ts)',
  'POST /api/setup': 'only while no universe exists, with the server’s token (first-setup.test.ts)',
  'GET /api/config/client': 'sign-in configuration of the host (auth.test.ts)',
  'POST /api/vuejs/auth/login': 'sign-in (auth.test.ts)',
  'POST /api/vuejs/auth/logout': 'the caller’s own session',
  'POST /api/vuejs/auth/validatecookie': 'the caller’s own session',
  'POST /api/vuejs/auth/validatekeycloak': 'single sign-on (sso-bearer.test.ts)',
  'GET /api/vuejs/auth/forgot/:user': 'always 204, mail only to the account (password-reset.test.ts)',
  'POST /api/vuejs/auth/forgot': 'always 204, mail only to the account (password-reset.test.ts)',
  'POST /api/vuejs/auth/reset': 'the single-use token decides (password-reset.test.ts)',
  'GET /api/vuejs/auth/changeuniverse/:universe': 'memberships decide (change-universe.test.ts)',
  'POST /api/vuejs/auth/changeuniverse/:universe': 'memberships decide (change-universe.test.ts)',
  'POST /api/vuejs/auth/impersonateuser': 'root only (impersonation.test.ts)',
  'POST /api/vuejs/auth/endimpersonation': 'the caller’s own session (impersonation.test.ts)',
  'POST /api/vuejs/events': 'the caller’s own usage events (events.test.ts)',
  'GET /api/vuejs/events/stream': 'events filtered per subscriber (live-events.test.ts)',
  'POST /api/vuejs/logs/bugs': 'the caller’s own error reports (bugs.test.ts)',
  'GET /api/bigscreen/summary': 'the key decides survey and unit (bigscreen.test.ts)',
  'GET /api/bigscreen/stream': 'the key decides survey and unit (bigscreen.test.ts)',
  'POST /api/v1/surveys/:survey/interviews': 'the key decides survey and scope (ingestion-api.test.ts)',
  'POST /api/vuejs/users/account': 'the caller’s own account (users.test.ts)',
  'POST /api/vuejs/users/password': 'the caller’s own password (users.test.ts)',
  'POST /api/vuejs/users/import/:survey':
    'rows outside the administrator’s scope are refused (users.test.ts)',
  'GET /api/vuejs/sharing/interview/:survey/:a/:b': 'the signed link decides (sharing-page.test.ts)',
  'POST /api/vuejs/surveys/import/:survey':
    'rows outside the uploader’s scope are refused (import-validation.test.ts)',
  'POST /api/vuejs/reports/mailunsubscribe/:token': 'the signed link decides (report-subscriptions.test.ts)',
  'GET /api/t/o/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/t/c/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/t/u/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'POST /api/t/u/:token': 'the invitation token decides (campaign-delivery.test.ts)',
  'GET /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
  'PUT /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
  'POST /api/responsive/:token': 'the invitation token decides (respondent.test.ts)',
};

export type Role = 'acme' | 'acmeRoot' | 'store' | 'regional' | 'northAdmin' | 'noUnit';
export const ROLES: Role[] = ['acme', 'acmeRoot', 'store', 'regional', 'northAdmin', 'noUnit'];

/** Roles signed in to the other universe: everything of demo is outside their reach. */
export const inAcme = (role: Role) => role === 'acme' || role === 'acmeRoot';

/**
 * A member of demo saved with the user editor's defaults (the role that allows least, no
 * unit): until given a unit, every survey of demo and everything in it is outside their reach.
 */
export const seesNothing = (role: Role) => role === 'noUnit';

/** Text that must never reach a caller outside demo's South region (and, for acme, demo at all). */
export const SOUTH_MARKERS = ['Helsinki', 'Espoo', 'Vantaa', 'Porvoo', 'Lohja'];
export const DEMO_MARKERS = ['Nordic', 'Oulu', ...SOUTH_MARKERS];

export interface Foreign {
  userId: number;
  roleId: number;
  interviewId: number;
  alertId: number;
  contactId: number;
  keyId: number;
  taskId: number;
  ruleId: number;
  /** A report of demo's administrator on the South region. */
  reportUUID: string;
  /** A role subscription to the South region's report. */
  subscriptionId: number;
  /** A letter campaign with one message (and its letter) to a South contact. */
  campaignId: number;
  /**
   * A mail campaign of the whole organisation with a delivered message to a contact of the
   * North store s001: every demo role sees it, none of them is its scope.
   */
  organisationCampaignId: number;
  messageId: number;
  /** A template of demo's survey (templates are the whole survey's, as roles are the universe's). */
  templateId: number;
  /** A paused webhook endpoint of demo (named after a South store) with a delivered test. */
  webhookId: number;
  deliveryId: number;
  /** A detected change of a South store's NPS. */
  changeId: string;
  /** An action plan of a South store. */
  planId: string;
}

export const key = (route: ApiRoute) => `${route.method} ${route.url}`;

/*
 * Routes the route table marks `root` (survey administration) are outside the matrix by
 * design: root users administer every universe's surveys. Every other role gets 403 on
 * them (permission-matrix.test.ts); root's work across universes is tested in
 * config-blocks.test.ts, survey-metadata.test.ts, universe-data.test.ts and scripts.test.ts.
 */

/** The API reference (its document and page): public, no tenant data. */
export const isReference = (route: ApiRoute) =>
  route.url === '/api/openapi.json' || route.url.startsWith('/api/docs');

/**
 * Routes that change a campaign: only the campaign's own scope may call them. The matrix calls
 * each with an organisation-wide campaign that reaches the North, as every North role.
 */
export const CAMPAIGN_CHANGES = new Set([
  'POST /api/vuejs/campaigns/remind/:survey/:campaignId',
  'POST /api/vuejs/campaigns/status/:survey/:campaignId',
]);

/** Writing routes whose body or query, not a path parameter, names the foreign resource. */
export const FOREIGN_IN_BODY_OR_QUERY = new Set([
  'POST /api/vuejs/reports/subscriptions/:survey',
  'GET /api/vuejs/surveys/apikey/create/:survey',
  'POST /api/vuejs/surveys/apikey/create/:survey',
  'POST /api/vuejs/surveys/apikey/save/:survey',
  'POST /api/vuejs/surveys/tasks/process/:survey',
  'POST /api/vuejs/surveys/tasks/delete/:survey',
  'POST /api/vuejs/surveys/tasks/assignstate/:survey',
  // an alert rule runs on the whole survey: beyond any scoped role
  'POST /api/vuejs/surveys/effectblocks/:survey',
  'POST /api/vuejs/users/save/:survey',
  'POST /api/vuejs/users/bulk/:survey',
]);

/** Whether a route's path names a record by id (an interview, alert, contact, key, task, rule). */
const namesRecord = (route: ApiRoute) =>
  route.params.some((p) =>
    [
      'interviewId',
      'alertId',
      'sampleId',
      'taskId',
      'id',
      'userId',
      'roleId',
      'campaignId',
      'messageId',
      'templateId',
      'webhookId',
      'deliveryId',
      'changeId',
      'planId',
    ].includes(p),
  ) || FOREIGN_IN_BODY_OR_QUERY.has(key(route));

/** Query strings that point outside the caller's scope. */
const QUERIES: Record<string, string> = {
  'GET /api/vuejs/surveys/apikey/create/:survey': '?scopeUnit=south&name=matrix',
};

/** The parameters of a route, each pointing outside the role's reach where it can. */
export function fill(route: ApiRoute, role: Role, foreign: Foreign): string {
  return `${fillPath(route, role, foreign)}${QUERIES[key(route)] ?? ''}`;
}

function fillPath(route: ApiRoute, role: Role, foreign: Foreign): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    switch (name) {
      case 'survey':
        // A user of acme names demo's records through acme's own survey (the loaders must
        // not find them there), and demo's survey where nothing else is named.
        return inAcme(role) && namesRecord(route) ? 'guest' : 'cx';
      case 'drillPathFiltered':
        return path(inAcme(role) ? 'org,all' : 'org,all,south');
      case 'interviewId':
        return String(foreign.interviewId);
      case 'alertId':
        return String(foreign.alertId);
      case 'sampleId':
        return String(foreign.contactId);
      case 'taskId':
        return String(foreign.taskId);
      case 'userId':
        return String(foreign.userId);
      case 'roleId':
        return String(foreign.roleId);
      case 'id':
        return String(route.url.includes('/apikey/') ? foreign.keyId : foreign.ruleId);
      case 'type':
        return 'standard';
      case 'filter':
        return 'store';
      case 'kind':
        return 'pdfbenchmark';
      case 'sample':
        return 'all';
      case 'uuid':
        return foreign.reportUUID;
      case 'subscriptionId':
        return String(foreign.subscriptionId);
      case 'campaignId':
        return String(foreign.campaignId);
      case 'messageId':
        return String(foreign.messageId);
      case 'templateId':
        return String(foreign.templateId);
      case 'webhookId':
        return String(foreign.webhookId);
      case 'deliveryId':
        return String(foreign.deliveryId);
      case 'changeId':
        return foreign.changeId;
      case 'planId':
        return foreign.planId;
      default:
        throw new Error(`The access matrix cannot fill :${name} of ${key(route)}: add it to fill()`);
    }
  });
}

/** A valid body for each writing route, naming the foreign resource where the body does. */
export function bodyFor(route: ApiRoute, foreign: Foreign): object | undefined {
  if (!route.hasBody) return undefined;
  const sms = { channel: 'sms', name: 'matrix', variants: { en: { body: 'Hi {{name}}' } } };
  const bodies: Record<string, object> = {
    'POST /api/vuejs/alert/update/:survey/:alertId': { resolution: 'matrix' },
    'POST /api/vuejs/reports/sampletablereport/:survey/:sample/:drillPathFiltered': {
      columns: ['name', 'unit'],
    },
    'POST /api/vuejs/reports/subscriptions/:survey': {
      drillPathFiltered: 'org,all,south',
      frequency: 'daily',
      locale: 'en',
    },
    'POST /api/vuejs/interview/addcomment/:survey/:interviewId': { message: 'matrix' },
    'POST /api/vuejs/surveys/apikey/save/:survey': { id: foreign.keyId, name: 'matrix' },
    'POST /api/vuejs/surveys/apikey/create/:survey': { scopeUnit: 'south', name: 'matrix' },
    'POST /api/vuejs/surveys/tasks/process/:survey': { ids: [foreign.taskId] },
    'POST /api/vuejs/surveys/tasks/delete/:survey': { ids: [foreign.taskId] },
    'POST /api/vuejs/surveys/tasks/assignstate/:survey': { ids: [foreign.taskId], newstate: 'cancelled' },
    'POST /api/vuejs/users/save/:survey': {
      id: foreign.userId,
      username: 'matrix',
      email: null,
      firstName: 'Matrix',
      lastName: 'Matrix',
      roleId: foreign.roleId,
      scopeUnit: 's120',
      invite: false,
    },
    'POST /api/vuejs/users/bulk/:survey': { action: 'disable', userIds: [foreign.userId] },
    'POST /api/vuejs/users/sessions/revoke/:survey/:userId': { sessionId: 'matrix' },
    'POST /api/vuejs/roles/save/:survey': { id: foreign.roleId, name: 'matrix', permissions: [] },
    'POST /api/vuejs/roles/mappings/:survey/:roleId': { mappings: [{ source: 'realm', ssoRole: 'matrix' }] },
    'POST /api/vuejs/templates/:survey': sms,
    'PUT /api/vuejs/templates/:survey/:templateId': sms,
    'POST /api/vuejs/templates/preview/:survey': { ...sms, locale: 'en', contactId: foreign.contactId },
    'POST /api/vuejs/templates/previewpdf/:survey': {
      ...sms,
      channel: 'letter',
      locale: 'en',
      contactId: foreign.contactId,
    },
    'POST /api/vuejs/templates/testsend/:survey/:templateId': { locale: 'en', phone: '+358401234567' },
    'POST /api/vuejs/campaigns/reach/:survey/:drillPathFiltered': {
      action: 'mail',
      templateId: foreign.templateId,
    },
    'POST /api/vuejs/campaigns/create/:survey/:drillPathFiltered': {
      name: 'matrix',
      action: 'mail',
      templateId: foreign.templateId,
    },
    'POST /api/vuejs/campaigns/remind/:survey/:campaignId': {},
    'POST /api/vuejs/campaigns/status/:survey/:campaignId': { status: 'paused' },
    'POST /api/vuejs/webhooks/:survey': {
      name: 'matrix',
      url: 'https://example.com/hook',
      events: ['alert.created'],
    },
    'PUT /api/vuejs/webhooks/:survey/:webhookId': {
      name: 'matrix',
      url: 'https://example.com/hook',
      events: ['alert.created'],
    },
    'POST /api/vuejs/plans/create/:survey/:drillPathFiltered': {
      title: 'matrix',
      ownerUsername: 'admin',
      dueDate: '2099-01-01',
      indicator: 'nps',
      direction: 'atLeast',
      target: 40,
    },
    'POST /api/vuejs/plans/update/:survey/:planId': { title: 'matrix' },
    'POST /api/vuejs/surveys/effectblocks/:survey': {
      id: foreign.ruleId,
      name: 'matrix',
      condition: { kind: 'keywords', question: 'comment', words: ['matrix'] },
      dueHours: 24,
      notify: false,
      enabled: true,
    },
  };
  const body = bodies[key(route)];
  if (!body) throw new Error(`The access matrix has no body for ${key(route)}: add one to bodyFor()`);
  return body;
}
