import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/**
 * A summary of what a drill node's comments say (docs/comment-summaries.md): each theme of
 * the survey's taxonomy with its share, sentiment and change, its impact on an indicator
 * (the score of those who mention it against the others, weighted by how many mention it)
 * and a few representative comments chosen from the comments themselves.
 */

export const ZCommentSummaryQuery = z.object({
  indicator: ZText.max(100)
    .optional()
    .describe(
      "The indicator the impact is measured on, by extName (default: the survey's NPS indicator, else its first)",
    ),
});
export type TCommentSummaryQuery = z.infer<typeof ZCommentSummaryQuery>;

export const ZThemeImpact = z.object({
  value: z
    .number()
    .describe(
      "How much the theme moves the indicator, on its scale: the node's value minus the value of those who do not mention the theme (negative: it drags the score down)",
    ),
  ciLow: z.number().nullable().describe('95% interval of `value` (null when it cannot be estimated)'),
  ciHigh: z.number().nullable(),
  significant: z
    .boolean()
    .describe('Whether those who mention the theme answer differently from the others at 95%'),
  mentioningValue: z
    .number()
    .nullable()
    .describe('The indicator among the answers whose comment mentions the theme'),
  otherValue: z.number().nullable().describe('The indicator among the other answers'),
  mentioningN: z.number().int().describe('Answers of the indicator whose comment mentions the theme'),
  otherN: z.number().int().describe('The other answers of the indicator'),
});
export type TThemeImpact = z.infer<typeof ZThemeImpact>;

const ZSummaryComment = z.object({
  interviewId: z.number().int(),
  date: z.string().describe('When the interview was answered (ISO 8601)'),
  unitTitle: z.string(),
  text: z
    .string()
    .describe(
      "The comment: the respondent's answers to the survey's text questions of the questionnaire, joined (background and computed variables are no part of it)",
    ),
});
export type TSummaryComment = z.infer<typeof ZSummaryComment>;

const ZSummaryTheme = z.object({
  key: z.string().describe("The topic's key"),
  name: z.string().describe("The topic's name in the caller's language"),
  count: z.number().int().describe('Comments of the node and filters that mention the theme'),
  share: z.number().describe('`count` as a percentage of the comments'),
  sentiment: z
    .number()
    .nullable()
    .describe('Average sentiment (−1..1) of those comments; null without a model or under `minAnswers`'),
  change: z
    .number()
    .nullable()
    .describe("The share minus the previous period's, in percentage points (null without a time filter)"),
  changeSignificant: z.boolean().nullable().describe('Whether the change is significant at 95%'),
  impact: ZThemeImpact.nullable().describe(
    'The impact on the indicator; null without an indicator, when fewer than `minAnswers` answers mention the theme or when every answer does',
  ),
  comments: z
    .array(ZSummaryComment)
    .describe(
      "Up to three comments that show what the theme's comments typically say, each unlike the others (extractive: maximal marginal relevance over TF-IDF); empty under `minAnswers`",
    ),
});
export type TSummaryTheme = z.infer<typeof ZSummaryTheme>;

const ZPeriod = z.object({ from: z.string(), to: z.string() });

export const ZCommentSummaryResponse = z.object({
  comments: z.number().int().describe('Interviews of the node and filters with a comment'),
  untagged: z.number().int().describe('Those whose comment mentions no theme'),
  taxonomy: z.number().int().describe("Topics in the survey's taxonomy (0: it has none yet)"),
  period: ZPeriod.nullable(),
  previousPeriod: ZPeriod.nullable(),
  minAnswers: z.number().int().describe("The survey's minimum of answers for a figure to be shown"),
  indicator: z
    .object({
      extName: z.string(),
      name: z.string(),
      kind: z.enum(['nps', 'mean', 'topbox']),
      value: z.number().nullable().describe("The node's value (null without answers or under `minAnswers`)"),
      n: z.number().int(),
    })
    .nullable()
    .describe('The indicator impacts are measured on; null when the survey has none'),
  themes: z
    .array(ZSummaryTheme)
    .describe(
      'Every theme of the taxonomy that comments mention: those that drag the score most first (by impact, the significant before the others), then the rest by count',
    ),
});
export type TCommentSummaryResponse = z.infer<typeof ZCommentSummaryResponse>;
