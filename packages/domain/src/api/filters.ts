import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { ZFilterQueryResponse, ZFilterSet } from '../schemas/filters.ts';
import type { ApiRoute } from './api-route.ts';
import { ZSurveyParam } from './path-params.ts';

/** The filter sidebar's definitions and its typeahead. */
export const filtersApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/filters/list/:survey/:type',
    summary: "The survey's standard or time filters, in groups, with their options",
    description: 'Server-side filters list no options: they answer through the typeahead.',
    tag: 'filters',
    auth: 'session',
    params: z.object({ survey: ZSurveyParam, type: z.enum(['standard', 'time']) }),
    response: { 200: ZFilterSet },
  },
  query: {
    method: 'GET',
    path: '/api/vuejs/filters/query/:survey/:filter',
    summary: "Typeahead: up to 50 of a filter's options that match a text",
    description:
      "Unit filters answer only units in the user's scope. 404 for a filter the survey does not have.",
    tag: 'filters',
    auth: 'session',
    params: z.object({ survey: ZSurveyParam, filter: ZText.max(200).describe("The filter's extName") }),
    querystring: z.object({ query: ZText.max(200).default('') }),
    response: { 200: ZFilterQueryResponse },
  },
} as const satisfies Record<string, ApiRoute>;
