import { alertsApi } from '@opinio/domain/api/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertPage, openAlertsByUnit } from '../../alerts/alert-repository.ts';
import { alertSummary } from '../../alerts/alert-view.ts';
import { nodeConditions } from '../../analytics/dashboard.ts';
import type { Services } from '../../services.ts';
import { isWithin } from '../../surveys/survey-model.ts';
import { requestContext, surveyForRequest } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

/** Alerts read from PostgreSQL per round before the read model checks their interviews. */
const ROUND = 200;

/** The alert list (scope, drill node and filters apply through the alerts' interviews) and the bell. */
export const alertListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.list),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      const { state, cursor } = request.query;
      const limit = request.query.limit ?? 20;
      const conditions = [...nodeConditions(ctx), ...ctx.filters.conditions];
      const found: Awaited<ReturnType<typeof alertPage>> = [];
      let beforeId = cursor ? Number(cursor) : null;
      while (found.length <= limit) {
        const round = await alertPage(db, ctx.survey, { state, beforeId, limit: ROUND });
        if (round.length === 0) break;
        const ids = [...new Set(round.map((a) => Number(a.interview_id)))];
        const visible = await services.analytics.pageOfIds(
          ctx.survey,
          conditions,
          `id IN (${ids.join(',')})`,
          ids.length,
          null,
        );
        const pass = new Set(visible.map((v) => v.id));
        found.push(...round.filter((a) => pass.has(Number(a.interview_id))));
        if (round.length < ROUND) break;
        beforeId = Number(round[round.length - 1].id);
      }
      const items = found.slice(0, limit);
      const nextCursor = found.length > limit ? String(items[items.length - 1].id) : null;
      return { items: items.map((a) => alertSummary(ctx.survey, a)), nextCursor };
    },
  });

  app.route({
    ...routeOptions(alertsApi.count),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      let open = 0;
      for (const { unitId, count } of await openAlertsByUnit(db, survey)) {
        const unit = survey.organisation.unitsById.get(unitId);
        if (unit && (!scope.unit || isWithin(unit, scope.unit))) open += count;
      }
      return { open };
    },
  });
};
