import { samplesApi } from '@opinio/domain/api/samples';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import { sampleList } from '#samples/sample-list.ts';
import type { Services } from '#services.ts';

/** Contacts of a drill node's samples, newest first, keyset-paged (samples/sample-list.ts). */
const sampleListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(samplesApi.list),
    handler: async (request) => sampleList(services, await requestContext(services, request), request.query),
  });
};

export default sampleListRoutes;
