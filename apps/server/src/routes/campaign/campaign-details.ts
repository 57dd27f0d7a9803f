import { campaignsApi } from '@opinio/domain/api/campaigns';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { campaignDetails } from '#campaigns/details/campaign-details.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** One campaign: what became of its messages. */
const campaignDetailsRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(campaignsApi.details),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return campaignDetails(services, survey, scope, request.params.campaignId);
    },
  });
};

export default campaignDetailsRoutes;
