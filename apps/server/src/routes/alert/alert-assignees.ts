import { alertsApi } from '@opinio/domain/api/alerts';
import { alertForRequest } from '#alerts/alert-for-request.ts';
import { assigneeChoices } from '#alerts/eligible-assignees.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Who may be assigned an alert (alerts/eligible-assignees.ts), sorted by name. */
const alertAssigneeRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.assignees),
    handler: async (request) => {
      const { survey, unit } = await alertForRequest(
        services,
        request,
        request.params.survey,
        request.params.alertId,
      );
      return assigneeChoices(db, survey, unit);
    },
  });
};

export default alertAssigneeRoutes;
