import { reportsApi } from '@opinio/domain/api/reports';
import { dashboardContext } from '#auth/dashboard-context.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { subscribe, subscriptionsOf, unsubscribe, unsubscribeByLink } from '#reports/report-subscriptions.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Report subscriptions: the PDF benchmark mailed on a schedule (docs/product.md#reports-and-downloads). */
const subscriptionRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  // Mail programs send the one-click unsubscribe as a form (RFC 8058): its body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  app.route({
    ...routeOptions(reportsApi.subscriptions),
    handler: async (request) => ({
      subscriptions: await subscriptionsOf(
        services,
        await surveyForRequest(services, request, request.params.survey),
      ),
    }),
  });

  app.route({
    ...routeOptions(reportsApi.subscribe),
    handler: async (request, reply) => {
      // The node and its filters must resolve within the caller's scope.
      await dashboardContext(services, request, request.params.survey, request.body.drillPathFiltered);
      const caller = await surveyForRequest(services, request, request.params.survey);
      return reply.code(201).send(await subscribe(services, caller, request.body));
    },
  });

  app.route({
    ...routeOptions(reportsApi.unsubscribe),
    handler: async (request, reply) => {
      const caller = await surveyForRequest(services, request, request.params.survey);
      await unsubscribe(services, caller, request.params.subscriptionId);
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(reportsApi.mailUnsubscribe),
    handler: async (request, reply) => {
      await unsubscribeByLink(services, request.params.token);
      return reply.code(204).send();
    },
  });
};

export default subscriptionRoutes;
