import { ZLoadCount } from '../schemas/survey.ts';
import type { ApiRoute } from './api-route.ts';
import { ZSurveyParams } from './path-params.ts';

/** A survey's data version. */
export const surveysApi = {
  loadCount: {
    method: 'GET',
    path: '/api/vuejs/surveys/loadcount/:survey',
    summary: "The survey's data version: it moves whenever interview data changes",
    tag: 'surveys',
    auth: 'session',
    params: ZSurveyParams,
    response: { 200: ZLoadCount },
  },
} as const satisfies Record<string, ApiRoute>;
