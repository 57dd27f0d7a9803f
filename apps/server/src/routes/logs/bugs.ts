import { logsApi } from '@opinio/domain/api/logs';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { perIpRouteLimit } from '#auth/sign-in-limits.ts';
import { surveyForRequest } from '#auth/survey-for-request.ts';
import { clearBugs, listBugs, recordBug } from '#bugs/bug-repository.ts';
import { forbidden } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin, RouteServices } from '#routes/route-plugin.ts';

/** Reports per address and minute: a crash loop must not fill the table or the log. */
const BUG_REPORTS_PER_IP = { max: 30, timeWindow: 60_000 } as const;

async function rootSurvey(services: RouteServices<'catalog'>, request: FastifyRequest, extName: string) {
  const context = await surveyForRequest(services, request, extName);
  if (!context.principal.user.isRoot)
    throw forbidden('Only root users see the bug log', { code: 'root_only' });
  return context.survey;
}

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
      const survey = await rootSurvey(services, request, request.params.survey);
      return { bugs: await listBugs(db, survey.universeId, survey.id) };
    },
  });

  app.route({
    ...routeOptions(logsApi.clear),
    handler: async (request, reply) => {
      const survey = await rootSurvey(services, request, request.params.survey);
      await clearBugs(db, survey.universeId, survey.id);
      return reply.code(204).send();
    },
  });
};

export default bugRoutes;
