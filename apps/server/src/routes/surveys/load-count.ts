import { surveysApi } from '@opinio/domain/api/surveys';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { surveyLoadCount } from '#surveys/survey-repository.ts';

/** The survey's data version: it moves whenever interview data changes. */
const loadCountRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(surveysApi.loadCount),
    handler: async (request) => {
      const { survey } = await surveyForRequest(services, request, request.params.survey);
      return { loadCount: await surveyLoadCount(services.database.db, survey) };
    },
  });
};

export default loadCountRoutes;
