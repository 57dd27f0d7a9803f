import { z } from 'zod';
import {
  ZAlertAssignees,
  ZAlertCount,
  ZAlertDetails,
  ZAlertList,
  ZAlertListQuery,
  ZAlertRule,
  ZAlertRuleList,
  ZAlertRuleSave,
  ZAlertUpdate,
} from '../schemas/alerts.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZDashboardParams, ZSurveyParam, ZSurveyParams } from './path-params.ts';

const ZAlertParams = z.object({ survey: ZSurveyParam, alertId: idParam("The alert's id", 'bigserial') });

/**
 * Alerts (an alert outside the user's scope or universe answers 404) and a survey's alert
 * rules (user administrators and root only, else 403).
 */
export const alertsApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/alerts/:survey/:drillPathFiltered',
    summary: 'Alerts of the drill node, newest first, keyset-paged',
    description:
      "Drill node, scope and filters apply through the alerts' interviews. `state` `open` is new and in_progress.",
    tag: 'alerts',
    auth: 'session',
    permission: 'alerts.view',
    params: ZDashboardParams,
    querystring: ZAlertListQuery,
    response: { 200: ZAlertList },
  },
  count: {
    method: 'GET',
    path: '/api/vuejs/alerts/count/:survey',
    summary: "Open alerts within the user's scope (the bell)",
    tag: 'alerts',
    auth: 'session',
    permission: 'alerts.view',
    params: ZSurveyParams,
    response: { 200: ZAlertCount },
  },
  alert: {
    method: 'GET',
    path: '/api/vuejs/alert/:survey/:alertId',
    summary: 'One alert with its history and interview',
    tag: 'alerts',
    auth: 'session',
    permission: 'alerts.view',
    params: ZAlertParams,
    response: { 200: ZAlertDetails },
  },
  assignees: {
    method: 'GET',
    path: '/api/vuejs/alert/assignees/:survey/:alertId',
    summary: 'Who may be assigned the alert: members who see its unit',
    tag: 'alerts',
    auth: 'session',
    permission: 'alerts.view',
    params: ZAlertParams,
    response: { 200: ZAlertAssignees },
  },
  update: {
    method: 'POST',
    path: '/api/vuejs/alert/update/:survey/:alertId',
    summary: "Change an alert's state, assignee, due date or resolution",
    description:
      'Moves: new → in_progress | solved | closed, in_progress → solved | closed, solved | closed → in_progress. 400 (`field: state`) for a move not allowed, (`field: resolution`) to solve or close without a resolution, (`field: assigneeUsername`) for a user who does not see the unit. Every change is recorded in the history.',
    tag: 'alerts',
    auth: 'session',
    permission: 'alerts.view',
    params: ZAlertParams,
    body: ZAlertUpdate,
    response: { 200: ZAlertDetails },
  },
  rules: {
    method: 'GET',
    path: '/api/vuejs/surveys/effectblocks/:survey',
    summary: "The survey's alert rules, oldest first",
    description:
      "Each rule's `name` is in the language of the request's Accept-Language (else the user's); `localizedName` is the name as saved, one text or a text per language.",
    tag: 'alerts',
    auth: 'session',
    permission: 'survey.settings',
    params: ZSurveyParams,
    response: { 200: ZAlertRuleList },
    errors: [403],
  },
  newRule: {
    method: 'GET',
    path: '/api/vuejs/surveys/effectblocks/create/:survey',
    summary: 'A new alert rule with default content, to start editing from (nothing is saved)',
    description:
      "A low answer to the survey's NPS question (0–6), else to its first scale (its lowest quarter), else the first option of its first choice question; named in every language, due in 72 hours, mailed, enabled. 400 (`field: survey`, `not_applicable`) for a survey without such a question.",
    tag: 'alerts',
    auth: 'session',
    permission: 'survey.settings',
    params: ZSurveyParams,
    response: { 200: ZAlertRuleSave.omit({ id: true }) },
    errors: [403],
  },
  saveRule: {
    method: 'POST',
    path: '/api/vuejs/surveys/effectblocks/:survey',
    summary: 'Create an alert rule, or update one by its id',
    description:
      '`name` is one text for every language, or texts by language (`{"en": ..., "fi": ..., "sv": ...}`, at least one). 400 with `field`: `name` (empty, or an unknown language), `name.fi` (a bad variant), `condition.question` for a question the survey does not have or of the wrong type, `condition.value` outside the question\'s scale or options, `condition.contains` for no keyword or more than 20, `condition.topics` for a topic the survey\'s taxonomy does not have. A change applies to the next interview.',
    tag: 'alerts',
    auth: 'session',
    permission: 'survey.settings',
    params: ZSurveyParams,
    body: ZAlertRuleSave,
    response: { 200: ZAlertRule },
    errors: [403],
  },
  deleteRule: {
    method: 'DELETE',
    path: '/api/vuejs/surveys/effectblocks/:survey/:id',
    summary: 'Delete an alert rule; the alerts it opened stay',
    tag: 'alerts',
    auth: 'session',
    permission: 'survey.settings',
    params: z.object({ survey: ZSurveyParam, id: idParam("The rule's id") }),
    response: { 200: z.object({ deleted: z.number().int() }) },
    errors: [403],
  },
} as const satisfies Record<string, ApiRoute>;
