import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/** A bug entry: an uncaught error of the web app, counted by message (docs/product.md#bug-log). */
const ZBugEntry = z.object({
  count: z.number().int(),
  message: z.string(),
  /** Who last ran into it. */
  user: z.string().nullable(),
  /** When it last happened (ISO). */
  datetime: z.string(),
});
export type TBugEntry = z.infer<typeof ZBugEntry>;

/** GET vuejs/logs/bugs/{survey} (root only), most recent first. */
export const ZBugList = z.object({ bugs: z.array(ZBugEntry) });
export type TBugList = z.infer<typeof ZBugList>;

/** Body of POST vuejs/logs/bugs: what the web app reports. */
export const ZBugReport = z.object({
  message: ZText.trim().min(1).max(2000),
  stack: ZText.max(10_000).optional(),
  /** extName of the survey on screen, if any. */
  survey: ZText.max(200).optional(),
});
export type TBugReport = z.infer<typeof ZBugReport>;
