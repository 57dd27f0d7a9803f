import { samplesApi } from '@opinio/domain/api/samples';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { sampleList } from '#samples/sample-list.ts';

/** Contacts of a drill node's samples, newest first, keyset-paged (samples/sample-list.ts). */
const sampleListRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(samplesApi.list),
    handler: async (request) => sampleList(services, await requestContext(services, request), request.query),
  });
};

export default sampleListRoutes;
