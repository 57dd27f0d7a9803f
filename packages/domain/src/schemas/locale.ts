import { z } from 'zod';

/** The languages of the product: its own texts and every configured survey text. */
export const ZLocale = z.enum(['en', 'fi', 'sv']);
export type TLocale = z.infer<typeof ZLocale>;
