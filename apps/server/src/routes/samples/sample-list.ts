import { ZSampleList, ZSampleListQuery } from '@opinio/domain/schemas/samples';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sampleList } from '../../samples/sample-list.ts';
import type { Services } from '../../services.ts';
import { requestContext, ZDashboardParams } from '../dashboard-context.ts';

/** Contacts of a drill node's samples, newest first, keyset-paged (samples/sample-list.ts). */
export const sampleListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/vuejs/samples/:survey/:drillPathFiltered',
    { schema: { params: ZDashboardParams, querystring: ZSampleListQuery, response: { 200: ZSampleList } } },
    async (request) => sampleList(services, await requestContext(services, request), request.query),
  );
};
