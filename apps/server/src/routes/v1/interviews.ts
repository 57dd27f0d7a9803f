import { ingestionApi } from '@opinio/domain/api/ingestion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAlertRules } from '../../alerts/run-alert-rules.ts';
import { apiKeyContext } from '../../api-keys/api-key-auth.ts';
import { ingestBatch } from '../../ingestion/ingest-batch.ts';
import { validateBatch } from '../../ingestion/validate-batch.ts';
import { publishAlert, publishLoadCount } from '../../live/publish.ts';
import type { Services } from '../../services.ts';
import { routeOptions } from '../route-options.ts';

/** Public API: integrations write interviews with an API key (docs/api.md). */
export const publicInterviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(ingestionApi.interviews, { bodyLimit: 32 * 1024 * 1024 }),
    handler: async (request, reply) => {
      const { survey, scope } = await apiKeyContext(services, request, request.params.survey);
      const { interviews, errors } = validateBatch(survey, scope, request.body.interviews);
      if (errors.length > 0) {
        const rows = new Set(errors.map((e) => e.index)).size;
        return reply.code(400).send({
          error: {
            code: 'invalid_batch',
            message: `${rows} of the rows are invalid: nothing was written`,
            rows: errors,
          },
        });
      }
      const result = await ingestBatch(services.database.db, survey, interviews);
      if (result.inserted > 0) services.analytics.changed(survey.id);
      const duplicates = new Set(result.duplicates);
      const fresh = interviews.flatMap((interview, n) =>
        duplicates.has(interview.externalId) ? [] : [{ ...interview, id: result.ids[n] }],
      );
      // The interviews are in: a failing rule is logged, not answered as an error (the
      // rules can run again for these ids: an alert per rule and interview, never two).
      const alerts = await runAlertRules(services, survey, fresh, request.log).catch((error: unknown) => {
        request.log.error({ err: error }, 'alert rules failed');
        return [];
      });
      if (result.inserted > 0) await publishLoadCount(services, survey);
      const unitOf = new Map(fresh.map((i) => [i.id, i.unitId]));
      for (const alert of alerts)
        await publishAlert(services, survey, { ...alert, unitId: unitOf.get(alert.interviewId)! });
      return result;
    },
  });
};
