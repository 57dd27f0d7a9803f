import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { ZPeerNumber, ZRankingOrder } from './analytics.ts';

/**
 * The config of a GamificationOverviewConfig page component: how units earn points.
 * Points are counted per calendar month: the months of the time filter's period, or without
 * one the last `months` months.
 */
const ZGamificationRule = z.discriminatedUnion('kind', [
  /**
   * `points` for each month the unit's indicator is above `above` (with at least minCount
   * answers): in the fair order, the whole 95% interval must be above it.
   */
  z.object({
    kind: z.literal('indicator'),
    indicator: ZText.min(1),
    above: z.number(),
    points: z.number().int().min(0).max(10_000),
  }),
  /** `points` per alert of the unit solved by its due date (in the month it was solved). */
  z.object({ kind: z.literal('alertsSolvedInTime'), points: z.number().int().min(0).max(10_000) }),
  /** `points` per `per` interviews in a month. */
  z.object({
    kind: z.literal('volume'),
    per: z.number().int().min(1).max(1_000_000),
    points: z.number().int().min(0).max(10_000),
  }),
]);
export type TGamificationRule = z.infer<typeof ZGamificationRule>;

export const ZGamificationConfig = z.object({
  rules: z.array(ZGamificationRule).min(1).max(20),
  months: z.number().int().min(1).max(24).default(6),
  minCount: z.number().int().min(1).max(100_000).default(5),
});
export type TGamificationConfig = z.infer<typeof ZGamificationConfig>;

const GAMIFICATION_BADGES = ['gold', 'silver', 'bronze', 'mostImproved', 'alertHero'] as const;
const ZGamificationBadge = z.enum(GAMIFICATION_BADGES);
export type TGamificationBadge = z.infer<typeof ZGamificationBadge>;

/** Which component's rules; without them, the survey's first GamificationOverviewConfig. */
export const ZGamificationQuery = z.object({
  page: ZText.min(1).max(200).optional(),
  component: z.coerce.number().int().positive().optional(),
  order: ZRankingOrder.optional().describe(
    "`fair` (default): an indicator rule counts a month when the lower bound of the indicator's 95% interval is above its bar; `raw`: when the value is",
  ),
});

const ZGamificationRow = z.object({
  extName: z.string(),
  title: z.string(),
  /** The drill path of the unit. */
  path: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  /** Points per rule, in the order of the config's rules. */
  byRule: z.array(z.number().int()),
  /** Points per month, in the order of `months`. */
  byMonth: z.array(z.number().int()),
  badges: z.array(ZGamificationBadge),
  peer: ZPeerNumber,
});
export type TGamificationRow = z.infer<typeof ZGamificationRow>;

export const ZGamificationResponse = z.object({
  rules: z.array(ZGamificationRule),
  /** First days of the months counted, oldest first (ISO dates). */
  months: z.array(z.string()),
  minCount: z.number().int(),
  level: z.number().int(),
  order: ZRankingOrder,
  peers: z
    .boolean()
    .describe(
      'The drill node is a leaf unit: the rows are the unit and its peers (the units under its parent)',
    ),
  rows: z.array(ZGamificationRow),
});
export type TGamificationResponse = z.infer<typeof ZGamificationResponse>;
