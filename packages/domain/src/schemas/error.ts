import { z } from 'zod';

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
