import { ingestionApi } from '@opinio/domain/api/ingestion';
import { apiKeyContext } from '#api-keys/api-key-auth.ts';
import { writeInterviewBatch } from '#import/write-interview-batch.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Public API: integrations write interviews with an API key (docs/api.md). */
const publicInterviewRoutes: RoutePlugin<
  'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'
> = async (app, { services }) => {
  app.route({
    ...routeOptions(ingestionApi.interviews, { bodyLimit: 32 * 1024 * 1024 }),
    handler: async (request) => {
      const { survey, scope } = await apiKeyContext(services, request, request.params.survey);
      return writeInterviewBatch(services, survey, scope, request.body.interviews, request.log);
    },
  });
};

export default publicInterviewRoutes;
