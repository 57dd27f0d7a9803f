import { alertsApi } from '@opinio/domain/api/alerts';
import { alertDetails } from '#alerts/alert-details.ts';
import { alertForRequest } from '#alerts/alert-for-request.ts';
import { updateAlertFollowUp } from '#alerts/update-alert.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** One alert with its history and interview, and its follow-up (state, assignee, due date, resolution). */
const alertRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'live' | 'webhooks'> = async (
  app,
  { services },
) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.alert),
    handler: async (request) => {
      const { survey } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      return alertDetails(db, survey, request.params.alertId);
    },
  });

  app.route({
    ...routeOptions(alertsApi.update),
    handler: async (request) => {
      const { principal, survey, alert, unit } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      await updateAlertFollowUp(services, { survey, alert, unit, principal }, request.body);
      return alertDetails(db, survey, alert.id);
    },
  });
};

export default alertRoutes;
