import { z } from 'zod';

/**
 * Product analytics events the web app records (POST /api/vuejs/events). SPEC section 2:
 * a signed-out visit to a link carrying `linkable` records a 'linkable_hit'.
 */
export const ZLinkableHit = z.object({
  name: z.literal('linkable_hit'),
  /** The full path asked for, query included. */
  path: z.string().min(1).max(2000),
  survey: z.string().max(200).nullable(),
  linkable: z.string().max(500),
});
export type TLinkableHit = z.infer<typeof ZLinkableHit>;

export const ZAnalyticsEvent = z.discriminatedUnion('name', [ZLinkableHit]);
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEvent>;
