import { docsApi } from '@opinio/domain/api/docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '#routes/route-options.ts';

/** The API's reference as an OpenAPI 3.1 document (openapi/openapi-document.ts builds it). */
const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(docsApi.openApi),
    handler: async () => app.swagger(),
  });
};

export default openApiRoutes;
