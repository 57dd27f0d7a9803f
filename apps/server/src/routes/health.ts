import { healthApi } from '@opinio/domain/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/ping.ts';
import type { Services } from '../services.ts';
import { routeOptions } from './route-options.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(healthApi.health),
    handler: async () => {
      await pingDatabase(services.database.db);
      return { status: 'ok' as const, database: services.database.kind };
    },
  });
};
