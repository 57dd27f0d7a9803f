import { plansApi } from '@opinio/domain/api/plans';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { createPlan, listPlans, planDetails, planForRequest, planOwners, updatePlan } from '#plans/plans.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Action plans of the drill node and below, within the scope (plans/plans.ts). */
const planRoutes: RoutePlugin<'catalog' | 'today' | 'database' | 'analytics'> = async (app, { services }) => {
  app.route({
    ...routeOptions(plansApi.list),
    handler: async (request) => listPlans(services, await requestContext(services, request)),
  });
  app.route({
    ...routeOptions(plansApi.plan),
    handler: async (request) => planDetails(services, request, request.params.survey, request.params.planId),
  });
  app.route({
    ...routeOptions(plansApi.owners),
    handler: async (request) => planOwners(services, await requestContext(services, request)),
  });
  app.route({
    ...routeOptions(plansApi.create),
    handler: async (request) =>
      createPlan(
        services,
        await requestContext(services, request),
        requirePrincipal(request).user.id,
        request.body,
      ),
  });
  app.route({
    ...routeOptions(plansApi.update),
    handler: async (request) => {
      const { survey, row, unit } = await planForRequest(
        services,
        request,
        request.params.survey,
        request.params.planId,
      );
      return updatePlan(services, survey, row, unit, request.body);
    },
  });
};

export default planRoutes;
