import { z } from 'zod';
import { ZInterviewDate } from '../date-range.ts';
import { ZText } from '../safe-text.ts';

/** Most interviews one call of POST /api/v1/surveys/{survey}/interviews takes. */
export const INGEST_BATCH_MAX = 5000;

import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, TEXT_ANSWER_MAX } from '../limits.ts';

export { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, TEXT_ANSWER_MAX };

/** One interview of an ingestion batch. */
export const ZIngestInterview = z.object({
  /** The caller's id of the interview: a replay with the same id is skipped. */
  externalId: ZText.trim().min(1).max(200),
  /** extName of an organisation unit within the API key's scope. */
  unit: ZText.min(1).max(200),
  /** ISO date-time (with offset) or date, from 1970-01-01 to 2099-12-31 (date-range.ts). */
  date: ZInterviewDate,
  /**
   * By question extName: a number (number and choice questions), an option extName or a
   * text (checked against the question by the server: whole numbers within its range).
   */
  answers: z.record(ZText.max(200), z.union([z.number(), ZText])),
});
export type TIngestInterview = z.infer<typeof ZIngestInterview>;

export const ZIngestBatch = z.object({ interviews: z.array(ZIngestInterview).min(1).max(INGEST_BATCH_MAX) });

export const ZScriptFailure = z.object({
  script: z.string(),
  failed: z.number().int(),
  /** Interviews the script was not run on because the batch's script time budget was spent. */
  notRun: z
    .number()
    .int()
    .optional()
    .describe(
      "Of `failed`, the interviews the script was not run on: the batch's script time budget (SCRIPT_BATCH_BUDGET_SECONDS) was spent, so they were written without this value",
    ),
  message: z.string(),
});

export const ZIngestResult = z.object({
  /** How many interviews were written. */
  inserted: z.number().int(),
  /** externalIds already present: skipped, nothing written for them. */
  duplicates: z.array(z.string()),
  /** The interview id of every row of the batch, in order (the existing id for a duplicate). */
  ids: z.array(z.number().int()),
  /**
   * The survey's scripts that failed on some of these interviews (they were written without
   * the values those scripts set): how many, and the first reason.
   */
  scriptFailures: z.array(ZScriptFailure).optional(),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;

/** Most problems one answer lists (a batch of 5,000 rows with a bad field each fits). */
export const INGEST_ERRORS_MAX = 5000;

const ZIngestRowError = z.object({ index: z.number().int(), field: z.string(), message: z.string() });
export type TIngestRowError = z.infer<typeof ZIngestRowError>;

/** 400 for a batch with bad rows: nothing of it is written. */
export const ZIngestBatchError = z.object({
  error: z.object({
    code: z.literal('invalid_batch'),
    message: z.string(),
    /** Every bad field of every bad row, row by row: at most INGEST_ERRORS_MAX. */
    rows: z.array(ZIngestRowError),
  }),
});
export type TIngestBatchError = z.infer<typeof ZIngestBatchError>;
