import { campaignsApi } from '@opinio/domain/api/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { campaignDetails } from '#campaigns/details/campaign-details.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';

/** One campaign: what became of its messages. */
const campaignDetailsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(campaignsApi.details),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return campaignDetails(services, survey, scope, request.params.campaignId);
    },
  });
};

export default campaignDetailsRoutes;
