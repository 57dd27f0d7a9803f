import { z } from 'zod';
import { ZInterviewDate } from '../date-range.ts';
import { ZText } from '../safe-text.ts';
import { ZErrorCode, ZErrorParams } from './error.ts';

/** Most interviews one call of POST /api/v1/surveys/{survey}/interviews takes. */
export const INGEST_BATCH_MAX = 5000;

import { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, TEXT_ANSWER_MAX } from '../limits.ts';

export { ANSWER_VALUE_MAX, ANSWER_VALUE_MIN, TEXT_ANSWER_MAX };

/** One interview of an ingestion batch. */
export const ZIngestInterview = z
  .object({
    externalId: ZText.trim()
      .min(1)
      .max(200)
      .describe(
        'Your own id of the interview, unique within the survey (1-200 characters): the idempotency key. A row whose externalId the survey already has is skipped and listed in `duplicates`, so a batch can be sent again safely after a timeout.',
      ),
    unit: ZText.min(1)
      .max(200)
      .describe(
        "The extName of the organisation unit the interview belongs to (as in the survey's organisation view, e.g. a store `s001`); it must lie within the API key's unit.",
      ),
    date: ZInterviewDate.describe(
      'When the interview was answered: an ISO 8601 date-time with an offset (`2026-06-10T09:30:00+03:00`, `...Z`) or a date (`2026-06-10`, midnight UTC), from 1970-01-01 to 2099-12-31.',
    ),
    answers: z
      .record(
        ZText.max(200).describe("A question's or background variable's extName in the survey"),
        z
          .union([z.number(), ZText])
          .describe(
            `A number for number and choice questions (a whole number within the question's range, or a choice's value), an option's extName for a choice question, or a text for a text question (at most ${TEXT_ANSWER_MAX} characters).`,
          ),
      )
      .describe(
        "The answers by the extName of each question or background variable of the survey (see the survey's metadata); questions left out are unanswered. An unknown extName or an answer outside its question is refused (400, `field` names it).",
      ),
  })
  .describe('One interview');
export type TIngestInterview = z.infer<typeof ZIngestInterview>;

export const ZIngestBatch = z.object({
  interviews: z
    .array(ZIngestInterview)
    .min(1)
    .max(INGEST_BATCH_MAX)
    .describe(
      `1 to ${INGEST_BATCH_MAX} interviews, written all or nothing: one bad row refuses the whole batch. The body may be at most 32 MB (413 beyond).`,
    ),
});

export const ZScriptFailure = z.object({
  script: z.string().describe("The script's name"),
  failed: z.number().int().describe('On how many interviews of the batch it failed'),
  notRun: z
    .number()
    .int()
    .optional()
    .describe(
      "Of `failed`, the interviews the script was not run on: the batch's script time budget (SCRIPT_BATCH_BUDGET_SECONDS) was spent, so they were written without this value",
    ),
  message: z.string().describe('The first reason'),
});

export const ZIngestResult = z.object({
  inserted: z.number().int().describe('How many interviews were written'),
  duplicates: z
    .array(z.string())
    .describe('The externalIds the survey already had: skipped, nothing written for them'),
  ids: z
    .array(z.number().int())
    .describe('The interview id of every row of the batch, in order (the existing id for a duplicate)'),
  scriptFailures: z
    .array(ZScriptFailure)
    .optional()
    .describe(
      "The survey's scripts that failed on some of these interviews (they were written without the values those scripts set)",
    ),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;

/** Most problems one answer lists (a batch of 5,000 rows with a bad field each fits). */
export const INGEST_ERRORS_MAX = 5000;

const ZIngestRowError = z.object({
  index: z.number().int().describe('The row: its index in `interviews`, from 0'),
  field: z
    .string()
    .describe('The bad field of the row, by its path: `unit`, `date`, `externalId`, `answers.<extName>`'),
  code: ZErrorCode,
  params: ZErrorParams,
  message: z.string().describe('What is wrong, in English'),
});
export type TIngestRowError = z.infer<typeof ZIngestRowError>;

/** 400 for a batch with bad rows: nothing of it is written. */
export const ZIngestBatchError = z.object({
  error: z
    .object({
      code: z.literal('invalid_batch').describe('Always `invalid_batch`'),
      params: z
        .object({ count: z.number().int().describe('How many rows are bad') })
        .describe('The parameters of `invalid_batch`'),
      message: z.string().describe('A summary, counting every bad row'),
      rows: z
        .array(ZIngestRowError)
        .describe(`Every bad field of every bad row, row by row (at most ${INGEST_ERRORS_MAX})`),
    })
    .describe('What is wrong with the batch: nothing of it was written'),
});
export type TIngestBatchError = z.infer<typeof ZIngestBatchError>;
