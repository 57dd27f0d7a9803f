import { healthApi } from '@opinio/domain/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Services } from '../services.ts';
import { routeOptions } from './route-options.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(healthApi.health),
    handler: async () => {
      await sql`SELECT 1`.execute(services.database.db);
      return { status: 'ok' as const, database: services.database.kind };
    },
  });
};
