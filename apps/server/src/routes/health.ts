import { ZApiError } from '@opinio/domain/schemas/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE } from '../db/database-unavailable.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Services } from '../services.ts';

/**
 * For load balancers and monitoring: 200 with the database's kind and round trip while it
 * answers, 503 in the API's error shape while it does not.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), databaseMs: z.number() }),
          503: ZApiError,
        },
      },
      config: { public: true },
    },
    async (request) => {
      const start = performance.now();
      try {
        await sql`SELECT 1`.execute(services.database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        throw new HttpError(503, 'unavailable', DATABASE_UNAVAILABLE);
      }
      const databaseMs = Math.round((performance.now() - start) * 100) / 100;
      return { status: 'ok' as const, database: services.database.kind, databaseMs };
    },
  );
};
