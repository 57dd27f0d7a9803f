import { ZBugList, ZBugReport } from '../schemas/logs.ts';
import { type ApiRoute, ZNoContent } from './api-route.ts';
import { ZSurveyParams } from './path-params.ts';

/** The web app's uncaught errors; root users list and clear them (else 403). */
export const logsApi = {
  report: {
    method: 'POST',
    path: '/api/vuejs/logs/bugs',
    summary: 'Report an uncaught error of the web app',
    description: 'The same message in a universe counts up. 30 a minute per address.',
    tag: 'logs',
    auth: 'session',
    body: ZBugReport,
    response: { 204: ZNoContent },
    errors: [429],
  },
  list: {
    method: 'GET',
    path: '/api/vuejs/logs/bugs/:survey',
    summary: "The survey's reported errors and those outside a survey, most recent first",
    tag: 'logs',
    auth: 'session',
    params: ZSurveyParams,
    response: { 200: ZBugList },
    errors: [403],
  },
  clear: {
    method: 'DELETE',
    path: '/api/vuejs/logs/bugs/:survey',
    summary: "Clear the survey's list of reported errors",
    tag: 'logs',
    auth: 'session',
    params: ZSurveyParams,
    response: { 204: ZNoContent },
    errors: [403],
  },
} as const satisfies Record<string, ApiRoute>;
