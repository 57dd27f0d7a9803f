import { ZAnalyticsQuery, ZCommentsResponse } from '@opinio/domain/schemas/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentPage } from '../../analytics/comment-page.ts';
import type { Services } from '../../services.ts';
import { requestContext, ZDashboardParams } from './dashboard-context.ts';

/** Respondents' comments, newest first, keyset-paged by an opaque cursor. */
export const commentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/vuejs/comments/:survey/:drillPathFiltered',
    {
      schema: {
        params: ZDashboardParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZCommentsResponse },
      },
    },
    async (request) =>
      commentPage(services.analytics, await requestContext(services, request), {
        limit: request.query.limit ?? 20,
        cursor: request.query.cursor,
      }),
  );
};
