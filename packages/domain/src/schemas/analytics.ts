import { z } from 'zod';
import { TREND_BUCKETS } from '../constants.ts';
import { ZText } from '../safe-text.ts';
import { commentTopicFields, ZTopicKey } from './topics.ts';

const ZDrillSegment = z.object({
  extName: z.string(),
  title: z.string(),
  /** The drill path that ends at this segment. */
  pathName: z.string(),
});

export const ZSegmentedDrillPath = z.object({
  segments: z.array(ZDrillSegment),
  /** Number of interviews at this node, with the filters applied. */
  nInterviews: z.number().int(),
  trendTitle: z.string(),
  trendDetails: z.string(),
  children: z.array(z.object({ extName: z.string(), title: z.string() })),
  /** Highest drill path the user may see (their scope). */
  scopePath: z.string(),
});
export type TSegmentedDrillPath = z.infer<typeof ZSegmentedDrillPath>;

const ZPeriod = z.object({ from: z.string(), to: z.string() });

/** A figure's 95% interval (docs/statistics.md); null bounds without one (no answers, or one answer of a mean). */
const interval = {
  ciLow: z.number().nullable().describe("Lower bound of the value's 95% confidence interval"),
  ciHigh: z.number().nullable().describe("Upper bound of the value's 95% confidence interval"),
};
/** Fewer answers than the survey's minimum: the value is not given ("too few answers"). */
const suppressed = z
  .boolean()
  .describe(
    "Fewer answers than the survey's minimum (`minAnswers`): the value and its interval are not given",
  );
const minAnswers = z.number().int().describe("The survey's minimum of answers for a figure to be shown");

const ZKpiTile = z.object({
  indicator: z.string(),
  title: z.string(),
  value: z.number().nullable(),
  count: z.number().int(),
  ...interval,
  suppressed,
  previousValue: z.number().nullable(),
  change: z.number().nullable(),
  changeSignificant: z
    .boolean()
    .nullable()
    .describe('The change against the previous period is significant at 95% (null: no comparison possible)'),
  parentValue: z
    .number()
    .nullable()
    .describe("The parent unit's value (null at the top, or without answers)"),
  differsFromParent: z
    .boolean()
    .nullable()
    .describe('The value differs from the rest of the parent unit at 95% (null: no comparison possible)'),
});
export type TKpiTile = z.infer<typeof ZKpiTile>;

export const ZKpiResponse = z.object({
  tiles: z.array(ZKpiTile),
  nInterviews: z.number().int(),
  period: ZPeriod.nullable(),
  previousPeriod: ZPeriod.nullable(),
  minAnswers,
});
export type TKpiResponse = z.infer<typeof ZKpiResponse>;

export const ZTrendBucket = z.enum(TREND_BUCKETS);
export type TTrendBucket = z.infer<typeof ZTrendBucket>;

const ZTrendPoint = z.object({
  /** The bucket's first day (ISO date). */
  bucket: z.string(),
  value: z.number().nullable(),
  count: z.number().int(),
  ...interval,
  suppressed,
  /** The bucket reaches outside the period (a month up to today): its value is of part of it. */
  partial: z.boolean(),
});

export const ZTrendResponse = z.object({
  indicator: z.string(),
  bucket: ZTrendBucket,
  /** The period of the time filter (`to` exclusive) that cuts partial buckets; null without one. */
  period: ZPeriod.nullable(),
  points: z.array(ZTrendPoint),
  minAnswers,
});
export type TTrendResponse = z.infer<typeof ZTrendResponse>;

const ZBreakdownRow = z.object({
  extName: z.string(),
  title: z.string(),
  count: z.number().int(),
  values: z.record(z.string(), z.number().nullable()),
  /** Per indicator: its answers, interval, and whether the row differs from the rest of the node. */
  stats: z.record(
    z.string(),
    z.object({
      count: z.number().int(),
      ...interval,
      suppressed,
      differsFromParent: z
        .boolean()
        .nullable()
        .describe(
          "The row's value differs from the rest of the drill node at 95% (null: no comparison possible)",
        ),
    }),
  ),
  hasChildren: z.boolean(),
});
export const ZBreakdownResponse = z.object({
  indicators: z.array(z.string()),
  rows: z.array(ZBreakdownRow),
  /** The drill node's own value of each indicator: what each row is compared with. */
  node: z.record(z.string(), z.number().nullable()),
  minAnswers,
});
export type TBreakdownResponse = z.infer<typeof ZBreakdownResponse>;

export const ZDistributionResponse = z.object({
  question: z.string(),
  total: z.number().int(),
  bars: z
    .array(z.object({ value: z.number(), label: z.string(), count: z.number().int(), share: z.number() }))
    .describe("One bar per value of the question's scale or option; none when `suppressed`"),
  suppressed,
  minAnswers,
});
export type TDistributionResponse = z.infer<typeof ZDistributionResponse>;

const ZComment = z.object({
  interviewId: z.number().int(),
  date: z.string(),
  unitTitle: z.string(),
  question: z.string(),
  text: z.string(),
  score: z.number().nullable(),
  ...commentTopicFields,
});
export const ZCommentsResponse = z.object({
  items: z.array(ZComment),
  nextCursor: z.string().nullable(),
});
export type TCommentsResponse = z.infer<typeof ZCommentsResponse>;

export const ZAnalyticsQuery = z.object({
  indicator: ZText.max(100).optional(),
  question: ZText.max(100).optional(),
  bucket: ZTrendBucket.optional(),
  cursor: ZText.max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** The comment list's query: a topic lists the comments that mention it. */
export const ZCommentsQuery = ZAnalyticsQuery.extend({
  topic: ZTopicKey.optional().describe("A topic's key: only comments that mention it"),
});

/**
 * How units are ordered: `raw` by their value, `fair` by the lower bound of the value's 95%
 * interval, so that a unit with a few lucky answers cannot lead (docs/statistics.md).
 */
export const ZRankingOrder = z.enum(['raw', 'fair']);
export type TRankingOrder = z.infer<typeof ZRankingOrder>;

export const ZRankingQuery = z.object({
  indicator: ZText.max(100).optional(),
  /** Hierarchy level to rank (root = 1); default: the deepest level (stores). */
  level: z.coerce.number().int().min(2).max(20).optional(),
  /** Units with fewer answers are shown apart, not ranked. */
  minCount: z.coerce.number().int().min(1).max(100_000).optional(),
  /** `fair`: by the lower bound of each unit's 95% interval; `raw` (default): by the value. */
  order: ZRankingOrder.optional(),
});

/**
 * A peer outside the caller's scope (a store manager's neighbour) is numbered instead of named:
 * its extName, title and path are empty; null for a unit the caller may see.
 */
export const ZPeerNumber = z
  .number()
  .int()
  .nullable()
  .describe("An anonymised peer's number (its position in the rows); its extName, title and path are empty");

const ZRankingRow = z.object({
  extName: z.string(),
  title: z.string(),
  /** The drill path of the unit. */
  path: z.string(),
  count: z.number().int(),
  value: z.number().nullable(),
  ...interval,
  /** The order key of the fair ranking: the lower bound of the interval. */
  fairScore: z.number().nullable(),
  differsFromParent: z
    .boolean()
    .nullable()
    .describe('The unit differs from the rest of the drill node at 95% (null: no comparison possible)'),
  previousValue: z
    .number()
    .nullable()
    .describe('Its value in the previous period of the time filter (null without a time filter or a value)'),
  change: z.number().nullable().describe('`value` minus `previousValue`; null when either is null'),
  changeSignificant: z
    .boolean()
    .nullable()
    .describe('Whether the change is significant at 95%, as on the dashboard; null without a change'),
  rank: z.number().int().nullable(),
  previousRank: z.number().int().nullable(),
  peer: ZPeerNumber,
});
export const ZRankingResponse = z.object({
  indicator: z.string(),
  level: z.number().int(),
  /** The deepest level of the organisation: levels below the node up to it can be ranked. */
  depth: z.number().int(),
  minCount: z.number().int(),
  order: ZRankingOrder,
  peers: z
    .boolean()
    .describe(
      'The drill node has nothing below it: the rows are the node and its peers (the units under its parent), at its own level',
    ),
  rows: z.array(ZRankingRow),
});
export type TRankingResponse = z.infer<typeof ZRankingResponse>;
