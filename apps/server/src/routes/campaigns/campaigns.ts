import { campaignsApi } from '@opinio/domain/api/campaigns';
import { requestContext } from '#auth/dashboard-context.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { campaignReach, createCampaign } from '#campaigns/create/create-campaign.ts';
import { campaignList } from '#campaigns/details/campaign-list.ts';
import { remindCampaign } from '#campaigns/reminders/remind-campaign.ts';
import { changeCampaignStatus } from '#campaigns/sending/campaign-status.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Campaigns: the list, who they reach, creating and reminding, pausing. */
const campaignManagementRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'live' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(campaignsApi.list),
    handler: async (request) => campaignList(services, await requestContext(services, request)),
  });

  app.route({
    ...routeOptions(campaignsApi.reach),
    handler: async (request) =>
      campaignReach(services, await requestContext(services, request), request.body, new Date()),
  });

  app.route({
    ...routeOptions(campaignsApi.create),
    handler: async (request, reply) => {
      const ctx = await requestContext(services, request);
      const { principal } = await surveyForRequest(services, request, request.params.survey);
      const created = await createCampaign(services, ctx, request.body, {
        drillPathFiltered: request.params.drillPathFiltered,
        createdBy: principal.impersonator?.id ?? principal.user.id,
        now: new Date(),
      });
      app.taskWorker.wake();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOptions(campaignsApi.remind),
    handler: async (request, reply) => {
      const { survey, scope, principal } = await surveyForRequest(services, request, request.params.survey);
      const created = await remindCampaign(services, survey, scope, request.params.campaignId, request.body, {
        createdBy: principal.impersonator?.id ?? principal.user.id,
        now: new Date(),
      });
      app.taskWorker.wake();
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOptions(campaignsApi.status),
    handler: async (request, reply) => {
      const { survey, scope, principal } = await surveyForRequest(services, request, request.params.survey);
      const queued = await changeCampaignStatus(
        services,
        survey,
        scope,
        request.params.campaignId,
        request.body.status,
        { userId: principal.impersonator?.id ?? principal.user.id },
      );
      if (queued) app.taskWorker.wake();
      return reply.code(204).send();
    },
  });
};

export default campaignManagementRoutes;
