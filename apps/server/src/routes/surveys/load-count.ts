import { surveysApi } from '@opinio/domain/api/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '../../access/survey-for-request.ts';
import type { Services } from '../../services.ts';
import { routeOptions } from '../route-options.ts';

/** The survey's data version: it moves whenever interview data changes. */
const loadCountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(surveysApi.loadCount),
    handler: async (request) => {
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      const row = await services.database.db
        .selectFrom('surveys')
        .select('load_count')
        .where('id', '=', survey.id)
        .where('universe_id', '=', survey.universeId)
        .executeTakeFirstOrThrow();
      return { loadCount: Number(row.load_count) };
    },
  });
};

export default loadCountRoutes;
