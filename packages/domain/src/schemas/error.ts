import { z } from 'zod';

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    /** A file checked row by row: each bad cell (row 1 is the header). */
    rows: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })).optional(),
    /** A document checked as a whole (a configuration block): every bad field, by its path. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
