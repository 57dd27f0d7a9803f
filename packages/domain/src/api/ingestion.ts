import { z } from 'zod';
import { ZApiError } from '../schemas/error.ts';
import { INGEST_BATCH_MAX, ZIngestBatch, ZIngestBatchError, ZIngestResult } from '../schemas/ingestion.ts';
import type { ApiRoute } from './api-route.ts';
import { ZSurveyParams } from './path-params.ts';

/** The versioned public API for integrations, authenticated by an `ingest` API key. */
export const ingestionApi = {
  interviews: {
    method: 'POST',
    path: '/api/v1/surveys/:survey/interviews',
    summary: 'Write a batch of interviews (all or nothing, idempotent by externalId)',
    description:
      "Any bad row answers 400 `invalid_batch` naming every bad row and field, and writes nothing. ids the survey has are skipped and listed in `duplicates`; two calls racing on the same new ids: one gets 409, its retry skips them. A key of another survey or universe: 404. Dashboards show the interviews at once; then the survey's alert rules run.",
    tag: 'ingestion',
    auth: 'apiKey',
    params: ZSurveyParams,
    // Rows are checked one by one by the server, so that every bad row is named.
    body: z.object({ interviews: z.array(z.unknown()).min(1).max(INGEST_BATCH_MAX) }),
    documentedBody: { mediaType: 'application/json', schema: ZIngestBatch },
    response: { 200: ZIngestResult, 400: z.union([ZIngestBatchError, ZApiError]) },
    errors: [409],
  },
} as const satisfies Record<string, ApiRoute>;
