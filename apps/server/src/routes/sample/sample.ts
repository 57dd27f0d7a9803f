import { samplesApi } from '@opinio/domain/api/samples';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { sampleDetails } from '#samples/sample-details.ts';

/** One contact of a sample: its sample, unit, state, campaign messages and interview. */
const sampleRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(samplesApi.sample),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return sampleDetails(services, survey, scope, Number(request.params.sampleId));
    },
  });
};

export default sampleRoutes;
