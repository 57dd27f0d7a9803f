import { z } from 'zod';
import { REPORT_MEDIA_TYPES } from '../report-kinds.ts';
import {
  ZMailUnsubscribeToken,
  ZRankingReportQuery,
  ZReportKind,
  ZReportList,
  ZReportParams,
  ZReportQuery,
  ZReportStarted,
  ZReportStatus,
  ZSamplesReportQuery,
  ZSampleTableQuery,
  ZSampleTableSpec,
  ZSubscription,
  ZSubscriptionInput,
  ZSubscriptionList,
} from '../schemas/reports.ts';
import { type ApiRoute, getFormOf, ZNoContent } from './api-route.ts';
import { idParam, ZDashboardParams, ZSurveyParam, ZSurveyParams } from './path-params.ts';

const STARTED =
  "The report is queued as a task and rendered in the background for the drill node, the filters and the caller's scope as they are now: poll `status` (or follow the `report` live event) until FINISHED, then `download`. 403 when the survey does not enable the kind or the caller's role may not see what it holds; 409 `report_queue_full` when the caller already has as many reports waiting as one user may (`REPORT_QUEUE_LIMIT`, 10 by default).";

/** A call that starts one kind of report on a drill node: the POST form. */
const startOn = <P extends string>(kind: string, path: P, summary: string) =>
  ({
    method: 'POST',
    path: `/api/vuejs/reports/${path}/:survey/:drillPathFiltered`,
    summary,
    description: `${STARTED} Kind \`${kind}\`.`,
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZDashboardParams,
    querystring: ZReportQuery,
    response: { 200: ZReportStarted },
    errors: [403, 409],
  }) as const satisfies ApiRoute;

const rankingReport = {
  ...startOn('ranking', 'rankingreport', "Start the ranking's rows as an Excel workbook"),
  description: `${STARTED} Kind \`ranking\`: a title block (indicator, survey, unit, level, filters, creation time), the rows of the ranking in its order, then the units under \`minCount\` apart. Bad ranking parameters answer 400 as the ranking does.`,
  querystring: ZRankingReportQuery,
} as const satisfies ApiRoute;
const interviewsReport = startOn(
  'interviews',
  'interviewsreport',
  'Start the interviews as an Excel workbook: one row per interview, every answer',
);
const alertsReport = startOn('alerts', 'alertsreport', 'Start the alerts as an Excel workbook');
const actionsReport = startOn(
  'actions',
  'actionsreport',
  "Start the alerts' follow-up as an Excel workbook: every state change, comment and assignment",
);
const indicatorsReport = startOn(
  'indicators',
  'indicatorsreport',
  'Start every indicator per unit of a level as an Excel workbook, with the previous period',
);
const samplesReport = {
  ...startOn(
    'samples',
    'samplesreport',
    'Start the contacts of the drill node (or of one sample) as an Excel workbook',
  ),
  querystring: ZSamplesReportQuery,
} as const satisfies ApiRoute;
const startReport = {
  method: 'POST',
  path: '/api/vuejs/reports/createreport/:survey/:drillPathFiltered/:kind',
  summary: 'Start a report of any kind on a drill node',
  description: `${STARTED} \`interview\` (one interview as PDF) needs \`interviewId\`; \`ranking\` ranks the deepest level by the survey's first indicator (use \`rankingreport\` to choose); \`sampletable\` is started by POST \`sampletablereport\`.`,
  tag: 'reports',
  auth: 'session',
  permission: 'reports.run',
  params: ZDashboardParams.extend({ kind: ZReportKind }),
  querystring: ZReportQuery,
  response: { 200: ZReportStarted },
  errors: [403, 409],
} as const satisfies ApiRoute;

const ZSubscriptionParams = z.object({
  survey: ZSurveyParam,
  subscriptionId: idParam("The subscription's id"),
});

/** Reports as queued tasks, their status and files, and reports mailed on a schedule. */
export const reportsApi = {
  startRankingReport: rankingReport,
  rankingReport: getFormOf(rankingReport),
  startInterviewsReport: interviewsReport,
  interviewsReport: getFormOf(interviewsReport),
  startAlertsReport: alertsReport,
  alertsReport: getFormOf(alertsReport),
  startActionsReport: actionsReport,
  actionsReport: getFormOf(actionsReport),
  startIndicatorsReport: indicatorsReport,
  indicatorsReport: getFormOf(indicatorsReport),
  startSamplesReport: samplesReport,
  samplesReport: getFormOf(samplesReport),
  sampleTableReport: {
    method: 'POST',
    path: '/api/vuejs/reports/sampletablereport/:survey/:sample/:drillPathFiltered',
    summary: 'Start a table of contacts as the caller set it up: columns, order, states',
    description: `${STARTED} Kind \`sampletable\`. \`sample\` is a sample's id or \`all\`; \`filterterm\` keeps the contacts whose name, e-mail or phone contains it.`,
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZDashboardParams.extend({
      sample: z
        .union([z.literal('all'), idParam("The sample's id", 'serial')])
        .describe("A sample's id or `all`"),
    }),
    querystring: ZSampleTableQuery,
    body: ZSampleTableSpec,
    response: { 200: ZReportStarted },
    errors: [403, 409],
  },
  startReport,
  createReport: getFormOf(startReport),
  status: {
    method: 'GET',
    path: '/api/vuejs/reports/status/:survey/:uuid',
    summary: "A report's status: QUEUED (with its place in the queue), RUNNING, FINISHED or FAILED",
    description:
      'Only the user who started the report (or a root user) sees it; anybody else gets 404. The web app asks every second until FINISHED.',
    tag: 'reports',
    auth: 'session',
    params: ZReportParams,
    response: { 200: ZReportStatus },
  },
  download: {
    method: 'GET',
    path: '/api/vuejs/reports/download/:survey/:uuid',
    summary: "A finished report's file",
    description: `For the user who started it (or a root user), for ${7} days after it finished; 404 otherwise, 409 while it is not finished.`,
    tag: 'reports',
    auth: 'session',
    params: ZReportParams,
    produces: {
      mediaType: [REPORT_MEDIA_TYPES.xlsx, REPORT_MEDIA_TYPES.pdf],
      description: 'The report as an attachment, streamed',
    },
    errors: [409],
  },
  list: {
    method: 'GET',
    path: '/api/vuejs/reports/list/:survey',
    summary: "The caller's reports of the survey from the last 7 days, newest first",
    tag: 'reports',
    auth: 'session',
    params: ZSurveyParams,
    response: { 200: ZReportList },
  },
  subscriptions: {
    method: 'GET',
    path: '/api/vuejs/reports/subscriptions/:survey',
    summary: "The caller's report subscriptions, and for administrators the roles' ones",
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZSurveyParams,
    response: { 200: ZSubscriptionList },
    errors: [403],
  },
  subscribe: {
    method: 'POST',
    path: '/api/vuejs/reports/subscriptions/:survey',
    summary: 'Subscribe to the PDF benchmark report by mail: daily, weekly or monthly',
    description:
      "Each run renders the report for each recipient's own scope and mails it as a PDF with the headline indicators in the mail. `roleId` (users.manage) subscribes every member of the role. 403 when the survey does not enable the PDF benchmark report.",
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZSurveyParams,
    body: ZSubscriptionInput,
    response: { 201: ZSubscription },
    errors: [403],
  },
  unsubscribe: {
    method: 'DELETE',
    path: '/api/vuejs/reports/subscriptions/:survey/:subscriptionId',
    summary: 'End a subscription (a role subscription: users.manage)',
    tag: 'reports',
    auth: 'session',
    permission: 'reports.run',
    params: ZSubscriptionParams,
    response: { 204: ZNoContent },
    errors: [403],
  },
  mailUnsubscribe: {
    method: 'POST',
    path: '/api/vuejs/reports/mailunsubscribe/:token',
    summary: 'One-click unsubscribe from a mailed report (RFC 8058)',
    description:
      "The signed token of the mail names the recipient and the subscription: the recipient gets no more of its mails (a member of a subscribed role opts out; a subscriber's own subscription ends). Mail programs send it as a form without the CSRF header: the token is the proof. The link in the mail body opens a page in the web app that asks first.",
    tag: 'reports',
    auth: 'public',
    signedLink: true,
    params: z.object({ token: ZMailUnsubscribeToken }),
    response: { 204: ZNoContent },
    errors: [404],
  },
} as const satisfies Record<string, ApiRoute>;
