import { samplesApi } from '@opinio/domain/api/samples';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import { sampleDetails } from '#samples/sample-details.ts';
import type { Services } from '#services.ts';

/** One contact of a sample: its sample, unit, state, campaign messages and interview. */
const sampleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(samplesApi.sample),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return sampleDetails(services, survey, scope, Number(request.params.sampleId));
    },
  });
};

export default sampleRoutes;
