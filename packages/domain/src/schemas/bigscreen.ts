import { z } from 'zod';
import { ZRankingOrder } from './analytics.ts';
import { ZIndicator } from './survey.ts';

/**
 * The big screen (/bigscreen/{apiKeyToken}): read-only data for a TV, authenticated by a
 * big-screen API key sent as `Authorization: Bearer opk_...` (docs/api.md "Big screen").
 */
const ZBigScreenTile = z.object({
  indicator: ZIndicator,
  value: z.number().nullable(),
  count: z.number().int(),
  /** Fewer answers than the survey's minimum: no value ("too few answers"). */
  suppressed: z.boolean(),
  previousValue: z.number().nullable(),
  change: z.number().nullable(),
  /** The change is significant at 95%: the screen shows an arrow only then. */
  changeSignificant: z.boolean().nullable(),
});
export type TBigScreenTile = z.infer<typeof ZBigScreenTile>;

const ZBigScreenRankingRow = z.object({
  rank: z.number().int(),
  extName: z.string(),
  title: z.string(),
  value: z.number(),
  count: z.number().int(),
});
export type TBigScreenRankingRow = z.infer<typeof ZBigScreenRankingRow>;

export const ZBigScreenSummary = z.object({
  survey: z.object({ extName: z.string(), title: z.string() }),
  unit: z.object({ extName: z.string(), title: z.string() }),
  loadCount: z.number().int(),
  generatedAt: z.string(),
  /** The headline period (last 30 days) and the one before, ISO dates, `to` exclusive. */
  period: z.object({ from: z.string(), to: z.string() }),
  previousPeriod: z.object({ from: z.string(), to: z.string() }),
  nInterviews: z.number().int(),
  tiles: z.array(ZBigScreenTile),
  /** The first indicator per day over the headline period. */
  trend: z.object({
    indicator: z.string(),
    points: z.array(z.object({ bucket: z.string(), value: z.number().nullable(), count: z.number().int() })),
  }),
  comments: z.array(
    z.object({
      interviewId: z.number().int(),
      date: z.string(),
      unitTitle: z.string(),
      text: z.string(),
      score: z.number().nullable(),
    }),
  ),
  /**
   * Leaf units below the key's unit by the first indicator (last 90 days; the level just
   * below when too few leaves have answers); null at a leaf.
   */
  ranking: z
    .object({
      indicator: z.string(),
      /** The hierarchy level ranked (root = 1). */
      level: z.number().int(),
      minCount: z.number().int(),
      /** Always `fair` here: by the lower bound of each unit's 95% interval (docs/statistics.md). */
      order: ZRankingOrder,
      ranked: z.number().int(),
      top: z.array(ZBigScreenRankingRow),
      bottom: z.array(ZBigScreenRankingRow),
    })
    .nullable(),
});
export type TBigScreenSummary = z.infer<typeof ZBigScreenSummary>;

/** Why a big-screen call was refused (401 `error.code`). */
export const BIG_SCREEN_DENIALS = ['invalid_key', 'revoked_key'] as const;

/** Events of GET /api/bigscreen/stream: `loadcount` ({loadCount}) and `revoked` ({reason}), then the end. */
const ZBigScreenRevokedEvent = z.object({ reason: z.enum(BIG_SCREEN_DENIALS) });
const ZBigScreenLoadCountEvent = z.object({ loadCount: z.number().int() });
export const BIG_SCREEN_EVENTS = {
  loadcount: ZBigScreenLoadCountEvent,
  revoked: ZBigScreenRevokedEvent,
} as const;
export type TBigScreenEventPayloads = {
  [K in keyof typeof BIG_SCREEN_EVENTS]: z.infer<(typeof BIG_SCREEN_EVENTS)[K]>;
};
