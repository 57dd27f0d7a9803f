import { ingestionApi } from '@opinio/domain/api/ingestion';
import { apiKeyContext } from '#api-keys/api-key-auth.ts';
import { ingestAndNotify } from '#import/ingest-and-notify.ts';
import { validateBatch } from '#ingestion/validate-batch.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Public API: integrations write interviews with an API key (docs/api.md). */
const publicInterviewRoutes: RoutePlugin<
  'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox'
> = async (app, { services }) => {
  app.route({
    ...routeOptions(ingestionApi.interviews, { bodyLimit: 32 * 1024 * 1024 }),
    handler: async (request, reply) => {
      const { survey, scope } = await apiKeyContext(services, request, request.params.survey);
      const { interviews, errors, badRows } = validateBatch(survey, scope, request.body.interviews);
      if (errors.length > 0) {
        const listed = new Set(errors.map((e) => e.index)).size;
        const more = listed < badRows ? ` (the problems of the first ${listed} are listed)` : '';
        return reply.code(400).send({
          error: {
            code: 'invalid_batch',
            params: { count: badRows },
            message: `${badRows} of the rows ${badRows === 1 ? 'is' : 'are'} invalid${more}: nothing was written`,
            rows: errors,
          },
        });
      }
      const result = await ingestAndNotify(services, survey, interviews, request.log);
      return result;
    },
  });
};

export default publicInterviewRoutes;
