import { z } from 'zod';
import { ERROR_CODE_NAMES, ERROR_CODES } from '../error-codes.ts';

/** The codes as the OpenAPI reference lists them: each with its status and parameters. */
const CODES_DESCRIBED = Object.entries(ERROR_CODES)
  .map(([code, { status, params, about }]) => {
    const names = Object.entries(params).map(
      ([name, kind]) => `\`${name}\` (${kind.replace('?', ', optional')})`,
    );
    return `- \`${code}\` (${status}): ${about}${names.length ? `; params ${names.join(', ')}` : ''}`;
  })
  .join('\n');

export const ZErrorCode = z
  .enum(ERROR_CODE_NAMES)
  .describe(`A stable code for programs, one per meaning (docs/api.md):\n${CODES_DESCRIBED}`);

export const ZErrorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The code's parameters (`max`, `min`, `value`, `retryAfter`, ...): see the code");

export const ZApiError = z.object({
  error: z
    .object({
      code: ZErrorCode,
      params: ZErrorParams.optional(),
      message: z.string().describe('What went wrong, in English: for integrators and logs'),
      field: z.string().optional().describe('The bad field of the input, by its path'),
      rows: z
        .array(
          z.object({
            row: z.number().int().describe('The row, from 1 (row 1 is the header)'),
            column: z.string().describe("The column's name"),
            code: ZErrorCode,
            params: ZErrorParams.optional(),
            message: z.string().describe('What is wrong, in English'),
          }),
        )
        .optional()
        .describe('A file checked row by row: each bad cell'),
      issues: z
        .array(
          z.object({
            path: z.string().describe('The bad field, by its path'),
            code: ZErrorCode,
            params: ZErrorParams.optional(),
            message: z.string().describe('What is wrong, in English'),
          }),
        )
        .optional()
        .describe('A document checked as a whole (a configuration block): every bad field'),
    })
    .describe('What went wrong'),
});
export type TApiError = z.infer<typeof ZApiError>;
