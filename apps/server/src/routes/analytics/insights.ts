import { insightsApi } from '@opinio/domain/api/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyDrivers } from '#analytics/key-drivers.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';

/** What lies behind the dashboard's figures: the key drivers of an indicator. */
const insightsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(insightsApi.drivers),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      return keyDrivers(services.analytics, ctx, request.query.target);
    },
  });
};

export default insightsRoutes;
