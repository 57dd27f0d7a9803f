import { alertsApi } from '@opinio/domain/api/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyForRequest } from '../../access/survey-for-request.ts';
import { alertPage, openAlertsByUnit } from '../../alerts/alert-repository.ts';
import { alertSummaries } from '../../alerts/alert-view.ts';
import { nodeConditions } from '../../analytics/dashboard.ts';
import { decodeCursor, encodeCursor } from '../../analytics/page-cursor.ts';
import type { Services } from '../../services.ts';
import { requestContext } from '../dashboard-context.ts';
import { routeOptions } from '../route-options.ts';

/** Alerts read from PostgreSQL per round before the read model checks their interviews. */
const ROUND = 200;
/**
 * Alerts looked at per call at most: under a narrow filter a call answers a short page (or
 * none) and a cursor to go on from, instead of reading every alert of the survey.
 */
const MAX_SCANNED = 2000;
const CURSOR_TAG = 'alerts';

/** The alert list (scope, drill node and filters apply through the alerts' interviews) and the bell. */
const alertListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(alertsApi.list),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      const { state, cursor } = request.query;
      const limit = request.query.limit ?? 20;
      const conditions = [...nodeConditions(ctx), ...ctx.filters.conditions];
      const found: Awaited<ReturnType<typeof alertPage>> = [];
      // newest first by id: the cursor holds the last alert id looked at
      let beforeId = cursor ? (decodeCursor(cursor, CURSOR_TAG, ['id'])[0] as number) : null;
      let scanned = 0;
      let exhausted = false;
      while (found.length <= limit && scanned < MAX_SCANNED) {
        const round = await alertPage(db, ctx.survey, { state, beforeId, limit: ROUND });
        scanned += round.length;
        if (round.length > 0) {
          const passing = await services.analytics.passing(
            ctx.survey,
            conditions,
            round.map((a) => Number(a.interview_id)),
          );
          found.push(...round.filter((a) => passing.has(Number(a.interview_id))));
          beforeId = Number(round[round.length - 1].id);
        }
        if (round.length < ROUND) {
          exhausted = true;
          break;
        }
      }
      const items = found.slice(0, limit);
      let nextCursor: string | null = null;
      if (found.length > limit) nextCursor = encodeCursor(CURSOR_TAG, [Number(items[items.length - 1].id)]);
      else if (!exhausted && beforeId !== null) nextCursor = encodeCursor(CURSOR_TAG, [beforeId]);
      return { items: await alertSummaries(db, ctx.survey, items), nextCursor };
    },
  });

  app.route({
    ...routeOptions(alertsApi.count),
    handler: async (request) => {
      const { survey, scope } = await surveyForRequest(services, request, request.params.survey);
      let open = 0;
      for (const { unitId, count } of await openAlertsByUnit(db, survey)) {
        const unit = survey.organisation.unitsById.get(unitId);
        if (unit && scope.allows(unit)) open += count;
      }
      return { open };
    },
  });
};

export default alertListRoutes;
