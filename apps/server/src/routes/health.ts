import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/ping.ts';
import type { Services } from '../services.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/health',
    {
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
      config: { public: true },
    },
    async () => {
      await pingDatabase(services.database.db);
      return { status: 'ok' as const, database: services.database.kind };
    },
  );
};
