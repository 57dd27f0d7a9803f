import { ZLoadCount } from '@opinio/domain/schemas/survey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { surveyForRequest } from '../dashboard-context.ts';

/** The survey's data version: it moves whenever interview data changes. */
export const loadCountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/vuejs/surveys/loadcount/:survey',
    { schema: { params: z.object({ survey: z.string().max(200) }), response: { 200: ZLoadCount } } },
    async (request) => {
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      const row = await services.database.db
        .selectFrom('surveys')
        .select('load_count')
        .where('id', '=', survey.id)
        .where('universe_id', '=', survey.universeId)
        .executeTakeFirstOrThrow();
      return { loadCount: Number(row.load_count) };
    },
  );
};
