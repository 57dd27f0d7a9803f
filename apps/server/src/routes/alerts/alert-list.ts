import { alertsApi } from '@opinio/domain/api/alerts';
import { alertList, openAlertCount } from '#alerts/alert-list.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The alert list (scope, drill node and filters apply through the alerts' interviews) and the bell. */
const alertListRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(alertsApi.list),
    handler: async (request) => alertList(services, await requestContext(services, request), request.query),
  });

  app.route({
    ...routeOptions(alertsApi.count),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      return { open: await openAlertCount(services, survey, scope) };
    },
  });
};

export default alertListRoutes;
