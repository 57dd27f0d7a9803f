import { changesApi } from '@opinio/domain/api/changes';
import { requestContext } from '#auth/dashboard-context.ts';
import { listChanges, whyOfChange } from '#changes/change-list.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** What changed: the open detected changes of the drill node and below, within the scope. */
const changesRoutes: RoutePlugin<'catalog' | 'today' | 'database' | 'analytics'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(changesApi.list),
    handler: async (request) => listChanges(services.database, await requestContext(services, request)),
  });
  app.route({
    ...routeOptions(changesApi.why),
    handler: async (request) =>
      whyOfChange(
        services.database,
        services.analytics,
        await requestContext(services, request),
        request.params.changeId,
      ),
  });
};

export default changesRoutes;
