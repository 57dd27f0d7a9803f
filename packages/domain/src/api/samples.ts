import { z } from 'zod';
import { ZSampleDetails, ZSampleList, ZSampleListQuery } from '../schemas/samples.ts';
import type { ApiRoute } from './api-route.ts';
import { ZDashboardParams, ZSurveyParam } from './path-params.ts';

/** Sample contacts (people invited to answer); a contact outside the user's scope answers 404. */
export const samplesApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/samples/:survey/:drillPathFiltered',
    summary: "Contacts of the drill node's samples, newest first, keyset-paged",
    description:
      'The filters apply to answers: a contact who answered is listed only when their interview passes them. At most 2,000 contacts are tested per call, so a narrow filter may answer a short page with a `nextCursor`: load on while it is not null.',
    tag: 'samples',
    auth: 'session',
    permission: 'samples.view',
    params: ZDashboardParams,
    querystring: ZSampleListQuery,
    response: { 200: ZSampleList },
  },
  sample: {
    method: 'GET',
    path: '/api/vuejs/sample/:survey/:sampleId',
    summary: 'One contact: its sample, unit, state, campaign messages and interview',
    tag: 'samples',
    auth: 'session',
    permission: 'samples.view',
    params: z.object({
      survey: ZSurveyParam,
      sampleId: z
        .string()
        .regex(/^\d{1,15}$/, 'expected a sample id (a whole number)')
        .describe("The contact's id"),
    }),
    response: { 200: ZSampleDetails },
  },
} as const satisfies Record<string, ApiRoute>;
