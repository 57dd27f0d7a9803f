import type { TIngestResult } from '@opinio/domain/schemas/ingestion';
import type { FastifyBaseLogger } from 'fastify';
import type { Scope } from '#access/scope.ts';
import { validateBatchInTurns } from '#ingestion/validate-batch.ts';
import { HttpError } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { ingestAndNotify } from './ingest-and-notify.ts';

/**
 * A batch of interviews sent by an integration (docs/api.md): written, with what follows a
 * write, only when every row is valid; otherwise refused as `invalid_batch` with the bad
 * fields of the rows, and nothing is written.
 */
export async function writeInterviewBatch(
  services: Pick<
    Services,
    'analytics' | 'catalog' | 'config' | 'database' | 'live' | 'mailer' | 'sandbox' | 'webhooks'
  >,
  survey: SurveyModel,
  scope: Scope,
  rows: readonly unknown[],
  log: FastifyBaseLogger,
): Promise<TIngestResult> {
  const { interviews, errors, badRows } = await validateBatchInTurns(survey, scope, rows);
  if (errors.length > 0) {
    const listed = new Set(errors.map((e) => e.index)).size;
    const more = listed < badRows ? ` (the problems of the first ${listed} are listed)` : '';
    throw new HttpError(
      { code: 'invalid_batch', params: { count: badRows } },
      `${badRows} of the rows ${badRows === 1 ? 'is' : 'are'} invalid${more}: nothing was written`,
      { rows: errors },
    );
  }
  return ingestAndNotify(services, survey, interviews, log);
}
