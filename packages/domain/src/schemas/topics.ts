import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/**
 * Comment topics and sentiment for a drill node (docs/text-analytics.md): how often each
 * topic of the survey's taxonomy comes up in comments, how those respondents feel, and
 * phrases no topic covers yet.
 */

/** A topic's key as the taxonomy spells it (the `topics` configuration block). */
export const ZTopicKey = ZText.regex(/^[a-z0-9-]{1,40}$/, 'A topic key is 1 to 40 of a-z, 0-9 and -');

const ZSpan = z.object({
  start: z.number().int().describe('Offset of the first character, in UTF-16 code units'),
  end: z.number().int().describe('Offset just after the last character: `text.slice(start, end)`'),
});

/** A topic a comment mentions and where: what the comment list highlights. */
export const ZCommentTopic = z.object({
  key: z.string().describe("The topic's key"),
  spans: z.array(ZSpan).describe('The words that matched a keyword, sorted, overlapping ones joined'),
});
export type TCommentTopic = z.infer<typeof ZCommentTopic>;

/** The fields the comment list adds to each comment. */
export const commentTopicFields = {
  topics: z.array(ZCommentTopic).describe("The survey's topics the comment mentions, in taxonomy order"),
  sentiment: z
    .number()
    .nullable()
    .describe(
      "P(positive) − P(negative) from the survey's sentiment model, −1..1 (null: the survey has no model)",
    ),
};

const ZTopicFigures = z.object({
  key: z.string(),
  name: z.string().describe("The topic's name in the caller's language"),
  count: z.number().int().describe('Comments of the node and filters that mention the topic'),
  share: z.number().describe('`count` as a percentage of `comments` (0 without comments)'),
  sentiment: z
    .number()
    .nullable()
    .describe(
      'Average sentiment (−1..1) of those comments; null without a model or with fewer than `minAnswers`',
    ),
  nps: z
    .number()
    .nullable()
    .describe(
      'NPS of the interviews that mention the topic; null when the survey has no NPS indicator or fewer than `minAnswers` of them answered it',
    ),
  previousCount: z
    .number()
    .int()
    .nullable()
    .describe('The count in the previous period (null without a time filter)'),
  change: z
    .number()
    .nullable()
    .describe(
      'The share minus the previous period’s share, in percentage points (null without a time filter or without comments in either period)',
    ),
  changeSignificant: z
    .boolean()
    .nullable()
    .describe(
      'Whether the change is significant at 95% (two-proportion z test); null when it cannot be tested',
    ),
});
export type TTopicFigures = z.infer<typeof ZTopicFigures>;

export const ZSentimentModelSummary = z.object({
  accuracy: z
    .number()
    .nullable()
    .describe(
      'Share (0..1) of the held-out comments the model classifies right; null when none was held out',
    ),
  baseline: z
    .number()
    .nullable()
    .describe('Share always guessing the larger class gets right: what the accuracy must beat'),
  trained: z.number().int().describe('Comments of promoters and detractors the model was trained on'),
  heldOut: z.number().int().describe('Comments set aside (about one in five) to measure the accuracy'),
});
export type TSentimentModelSummary = z.infer<typeof ZSentimentModelSummary>;

const ZPeriod = z.object({ from: z.string(), to: z.string() });

/** GET vuejs/analytics/topics: the topics of a node's comments. */
export const ZTopicsResponse = z.object({
  comments: z.number().int().describe('Interviews of the node and filters with a comment'),
  untagged: z.number().int().describe('Those whose comment mentions no topic'),
  previousComments: z
    .number()
    .int()
    .nullable()
    .describe('Interviews with a comment in the previous period (null without a time filter)'),
  period: ZPeriod.nullable(),
  previousPeriod: ZPeriod.nullable(),
  minAnswers: z.number().int().describe("The survey's minimum of answers for a figure to be shown"),
  topics: z
    .array(ZTopicFigures)
    .describe(
      'Every topic of the taxonomy, most mentioned first (then in taxonomy order); empty without one',
    ),
  model: ZSentimentModelSummary.nullable().describe(
    'The sentiment model the scores come from; null when the survey has no NPS indicator or too few comments of promoters and detractors',
  ),
});
export type TTopicsResponse = z.infer<typeof ZTopicsResponse>;

/** GET vuejs/analytics/topic-suggestions: phrases that comments no topic covers keep using. */
export const ZTopicSuggestionsResponse = z.object({
  comments: z.number().int().describe('Comments read: the newest of the node and filters, at most `limit`'),
  limit: z.number().int().describe('The most comments a call reads'),
  suggestions: z
    .array(
      z.object({
        phrase: z.string().describe('The phrase as respondents wrote it most often (lower-case)'),
        count: z.number().int().describe('Comments that use it in any inflected form'),
        comment: z.string().describe('A comment that uses it'),
      }),
    )
    .describe('At most 20, most frequent first: candidates for a new topic or keyword'),
});
export type TTopicSuggestionsResponse = z.infer<typeof ZTopicSuggestionsResponse>;
