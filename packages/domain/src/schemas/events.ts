import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/**
 * Product analytics events the web app records (POST /api/vuejs/events): a signed-out visit
 * to a link carrying `linkable` records a 'linkable_hit' (docs/product.md#product-analytics-events).
 */
const ZLinkableHit = z.object({
  name: z.literal('linkable_hit'),
  /** The full path asked for, query included. */
  path: ZText.min(1).max(2000),
  survey: ZText.max(200).nullable(),
  linkable: ZText.max(500),
});
export type TLinkableHit = z.infer<typeof ZLinkableHit>;

export const ZAnalyticsEvent = z.discriminatedUnion('name', [ZLinkableHit]);
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
