import { z } from 'zod';

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    /** A file checked row by row: each bad cell (row 1 is the header). */
    rows: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
