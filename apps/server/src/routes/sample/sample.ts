import { ZSampleDetails } from '@opinio/domain/schemas/samples';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sampleDetails } from '../../samples/sample-details.ts';
import type { Services } from '../../services.ts';
import { surveyForRequest } from '../dashboard-context.ts';

const ZParams = z.object({
  survey: z.string().max(200),
  sampleId: z.string().regex(/^\d{1,15}$/, 'expected a sample id (a whole number)'),
});

/** One contact of a sample: its sample, unit, state, campaign messages and interview. */
export const sampleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/vuejs/sample/:survey/:sampleId',
    { schema: { params: ZParams, response: { 200: ZSampleDetails } } },
    async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return sampleDetails(services, survey, scope, Number(request.params.sampleId));
    },
  );
};
