import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { requestLocale } from '#auth/request-locale.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { createAdminSurvey } from '#survey-admin/create-admin-survey.ts';
import { listSurveys } from '#survey-admin/survey-list.ts';

/** Every universe's surveys, and a new survey in any of them (root users). */
const surveyListRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(surveyAdminApi.list),
    handler: async (request) => {
      // `:survey` is the caller's current survey, as for every call
      await surveyForRequest(services, request, request.params.survey);
      return listSurveys(services.database.db, {
        search: request.query.search,
        locale: requestLocale(request),
      });
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.create),
    handler: async (request, reply) => {
      await surveyForRequest(services, request, request.params.survey);
      reply.code(201);
      return createAdminSurvey(services, request.body);
    },
  });
};

export default surveyListRoutes;
