import { z } from 'zod';

export const ZApiError = z.object({
  error: z
    .object({
      code: z
        .string()
        .describe('A stable code for programs: `bad_request`, `csrf`, `not_found`, `too_many_requests`, ...'),
      message: z.string().describe('What went wrong, for people (English)'),
      field: z.string().optional().describe('The bad field of the input, by its path (400)'),
      rows: z
        .array(
          z.object({
            row: z.number().int().describe('The row, from 1 (row 1 is the header)'),
            column: z.string().describe("The column's name"),
            message: z.string().describe('What is wrong'),
          }),
        )
        .optional()
        .describe('A file checked row by row: each bad cell'),
      issues: z
        .array(
          z.object({
            path: z.string().describe('The bad field, by its path'),
            message: z.string().describe('What is wrong'),
          }),
        )
        .optional()
        .describe('A document checked as a whole (a configuration block): every bad field'),
    })
    .describe('What went wrong'),
});
export type TApiError = z.infer<typeof ZApiError>;
