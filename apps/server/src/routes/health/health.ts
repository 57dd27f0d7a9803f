import { healthApi } from '@opinio/domain/api/health';
import { DATABASE_UNAVAILABLE } from '#db/database-unavailable.ts';
import { pingDatabase } from '#db/ping.ts';
import { HttpError } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * For load balancers and monitoring: 200 with the database's kind and round trip while it
 * answers, 503 in the API's error shape while it does not.
 */
const healthRoutes: RoutePlugin<'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(healthApi.health),
    handler: async (request) => {
      const start = performance.now();
      try {
        await pingDatabase(services.database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        throw new HttpError({ code: 'unavailable' }, DATABASE_UNAVAILABLE);
      }
      const databaseMs = Math.round((performance.now() - start) * 100) / 100;
      return { status: 'ok' as const, database: services.database.kind, databaseMs };
    },
  });
};

export default healthRoutes;
