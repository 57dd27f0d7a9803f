import { ZApiError } from '@opinio/domain/schemas/error';
import { INGEST_BATCH_MAX, ZIngestBatchError, ZIngestResult } from '@opinio/domain/schemas/ingestion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runAlertRules } from '../../alerts/run-alert-rules.ts';
import { apiKeyContext } from '../../api-keys/api-key-auth.ts';
import { ingestBatch } from '../../ingestion/ingest-batch.ts';
import { validateBatch } from '../../ingestion/validate-batch.ts';
import { publishAlert, publishLoadCount } from '../../live/publish.ts';
import type { Services } from '../../services.ts';

// Rows are checked one by one in validateBatch, so every bad row is named.
const ZBody = z.object({ interviews: z.array(z.unknown()).min(1).max(INGEST_BATCH_MAX) });

/** Public API: integrations write interviews with an API key (docs/api.md). */
export const publicInterviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/v1/surveys/:survey/interviews',
    {
      schema: {
        params: z.object({ survey: z.string().max(200) }),
        body: ZBody,
        response: { 200: ZIngestResult, 400: z.union([ZIngestBatchError, ZApiError]) },
      },
      // No session: the API key is the only credential (see auth/csrf.ts).
      config: { public: true, apiKey: true },
      bodyLimit: 32 * 1024 * 1024,
    },
    async (request, reply) => {
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
      if (result.inserted > 0) services.readModel.changed(survey.id);
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
  );
};
