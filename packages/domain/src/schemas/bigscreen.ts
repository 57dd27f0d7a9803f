import { z } from 'zod';
import { ZRankingOrder } from './analytics.ts';
import { ZIndicator } from './survey.ts';

/**
 * The big screen (/bigscreen/{apiKeyToken}): read-only data for a TV, authenticated by a
 * big-screen API key sent as `Authorization: Bearer opk_...` (docs/api.md "Big screen").
 */
const ZBigScreenTile = z.object({
  indicator: ZIndicator.describe('The indicator of the tile'),
  value: z
    .number()
    .nullable()
    .describe('Its value over the last 30 days; null without answers or when suppressed'),
  count: z.number().int().describe('How many answers the value is computed from'),
  suppressed: z
    .boolean()
    .describe('Fewer answers than the survey\'s minimum: no value is shown ("too few answers")'),
  previousValue: z.number().nullable().describe('Its value over the 30 days before'),
  change: z.number().nullable().describe('`value` minus `previousValue`; null when either is null'),
  changeSignificant: z
    .boolean()
    .nullable()
    .describe(
      'Whether the change is significant at 95% (the screen shows an arrow only then); null without a change',
    ),
});
export type TBigScreenTile = z.infer<typeof ZBigScreenTile>;

const ZBigScreenRankingRow = z.object({
  rank: z.number().int().describe('Its place, from 1'),
  extName: z.string().describe("The unit's extName"),
  title: z.string().describe("The unit's title"),
  value: z.number().describe('Its value of the ranking indicator'),
  fairScore: z
    .number()
    .nullable()
    .describe(
      "The lower bound of its value's 95% interval: what the fair order ranks by, shown beside the value",
    ),
  count: z.number().int().describe('How many answers the value is computed from'),
});
export type TBigScreenRankingRow = z.infer<typeof ZBigScreenRankingRow>;

const ZPeriod = (what: string) =>
  z
    .object({
      from: z.string().describe('The first day, an ISO date'),
      to: z.string().describe('The day after the last, an ISO date (exclusive)'),
    })
    .describe(what);

export const ZBigScreenSummary = z.object({
  survey: z
    .object({
      extName: z.string().describe("The survey's extName"),
      title: z.string().describe("The survey's title"),
    })
    .describe("The API key's survey"),
  unit: z
    .object({
      extName: z.string().describe("The unit's extName"),
      title: z.string().describe("The unit's title"),
    })
    .describe("The API key's unit: every figure covers it and the units below"),
  loadCount: z.number().int().describe("The survey's data version: it goes up when new interviews arrive"),
  generatedAt: z.string().describe('When the figures were computed, an ISO date-time'),
  period: ZPeriod('The headline period: the last 30 days, today included'),
  previousPeriod: ZPeriod('The 30 days before the headline period'),
  nInterviews: z.number().int().describe('Interviews of the headline period'),
  tiles: z.array(ZBigScreenTile).describe("A tile per indicator of the survey, in the survey's order"),
  trend: z
    .object({
      indicator: z.string().describe("The indicator's extName (the survey's first)"),
      points: z
        .array(
          z.object({
            bucket: z.string().describe('The day, an ISO date'),
            value: z.number().nullable().describe("The indicator's value that day; null without answers"),
            count: z.number().int().describe('How many answers that day'),
            partial: z
              .boolean()
              .describe(
                'The day is not over (today): its value is of the answers so far, drawn as partial and never compared',
              ),
          }),
        )
        .describe('One point per day'),
      minAnswers: z
        .number()
        .int()
        .describe("The survey's minimum of answers: a day with fewer is not compared in words"),
    })
    .describe('The first indicator per day over the headline period'),
  comments: z
    .array(
      z.object({
        interviewId: z.number().int().describe("The interview's id"),
        date: z.string().describe('When it was answered, an ISO date-time'),
        unitTitle: z.string().describe("The interview's unit"),
        text: z.string().describe('The comment'),
        score: z.number().nullable().describe("The interview's answer to the first indicator's question"),
      }),
    )
    .describe('The 12 newest comments, newest first'),
  ranking: z
    .object({
      indicator: z.string().describe("The indicator's extName (the survey's first)"),
      level: z.number().int().describe('The hierarchy level ranked (root = 1)'),
      minCount: z.number().int().describe('The fewest answers a unit needs to be ranked'),
      order: ZRankingOrder.describe(
        "Always `fair` here: by the lower bound of each unit's 95% interval (docs/statistics.md)",
      ),
      ranked: z.number().int().describe('How many units were ranked'),
      top: z.array(ZBigScreenRankingRow).describe('The 5 best'),
      bottom: z.array(ZBigScreenRankingRow).describe('The 5 weakest'),
    })
    .nullable()
    .describe(
      "Leaf units below the key's unit by the first indicator over the last 90 days (the level just below when too few leaves have answers); null at a leaf",
    ),
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
