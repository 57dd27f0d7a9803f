import { logsApi } from '@opinio/domain/api/logs';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { perIpRouteLimit } from '#auth/sign-in-limits.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { clearBugLog, readBugLog } from '#bugs/bug-log.ts';
import { recordBug } from '#bugs/bug-repository.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Reports per address and minute: a crash loop must not fill the table or the log. */
const BUG_REPORTS_PER_IP = { max: 30, timeWindow: 60_000 } as const;

/**
 * The bug log (docs/product.md#bug-log): the web app reports its uncaught errors; root users
 * list and clear them.
 */
const bugRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(logsApi.report, {
      config: { rateLimit: perIpRouteLimit(BUG_REPORTS_PER_IP) },
      bodyLimit: 32_768,
    }),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const { message, stack, survey: extName } = request.body;
      const survey = extName ? await services.catalog.survey(principal.universe.id, extName) : undefined;
      await recordBug(db, {
        universeId: principal.universe.id,
        surveyId: survey?.id ?? null,
        userId: principal.user.id,
        message,
        stack: stack ?? '',
      });
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(logsApi.list),
    handler: async (request) => {
      return readBugLog(db, await surveyForRequest(services, request, request.params.survey));
    },
  });

  app.route({
    ...routeOptions(logsApi.clear),
    handler: async (request, reply) => {
      await clearBugLog(db, await surveyForRequest(services, request, request.params.survey));
      return reply.code(204).send();
    },
  });
};

export default bugRoutes;
