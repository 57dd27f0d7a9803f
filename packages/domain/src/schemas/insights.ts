import { z } from 'zod';
import type { DriverQuadrant } from '../key-drivers/quadrants.ts';
import { MAX_DRIVER_QUESTIONS } from '../key-drivers/shapley-r2.ts';
import { ZText } from '../safe-text.ts';
import { ZThemeImpact } from './comment-summary.ts';

/** The key drivers of a target indicator (docs/key-drivers.md). */

export const ZDriversQuery = z.object({
  target: ZText.max(100)
    .optional()
    .describe("The target indicator's extName (default: the survey's first indicator)"),
});
export type TDriversQuery = z.infer<typeof ZDriversQuery>;

/** The stable identifiers of `driverQuadrants` (key-drivers/quadrants.ts); the names shown are translated. */
const QUADRANTS = [
  'fix-first',
  'keep-up',
  'monitor',
  'maintain',
] as const satisfies readonly DriverQuadrant[];
const ZDriverQuadrant = z
  .enum(QUADRANTS)
  .describe(
    'Importance against performance, each against the average of the questions shown: fix-first (above, below), keep-up (above, above), monitor (below, below), maintain (below, above)',
  );
export type TDriverQuadrant = z.infer<typeof ZDriverQuadrant>;

const ZDriver = z.object({
  question: z.string().describe("The scale question's extName"),
  title: z.string(),
  scaleMin: z.number().describe("The lowest value of the question's scale"),
  scaleMax: z.number().describe("The highest value of the question's scale"),
  importance: z
    .number()
    .describe(
      "The question's Shapley share of R² (LMG), 0..1: the shares of all drivers sum to 1 (0 when R² is 0)",
    ),
  mean: z.number().describe("The question's mean over the interviews of the analysis"),
  ciLow: z.number().nullable().describe("Lower bound of the mean's 95% confidence interval (Student's t)"),
  ciHigh: z.number().nullable().describe("Upper bound of the mean's 95% confidence interval (Student's t)"),
  performance: z
    .number()
    .describe('The mean on 0..100 of its own scale (4 on 1-5 is 75), so that scales compare'),
  correlation: z
    .number()
    .nullable()
    .describe('Pearson correlation with the target (null when the question or the target has no variance)'),
  quadrant: ZDriverQuadrant,
  parentMean: z
    .number()
    .nullable()
    .describe(
      "The question's mean in the parent unit (null at the top, outside the user's scope, or too few answers)",
    ),
  parentPerformance: z.number().nullable().describe('`parentMean` on 0..100 of the scale'),
});
export type TDriver = z.infer<typeof ZDriver>;

export const ZDriversResponse = z.object({
  target: z.string().describe("The target indicator's extName"),
  n: z
    .number()
    .int()
    .describe(
      'Interviews of the node and filters that answered the target and every scale question (listwise)',
    ),
  rSquared: z
    .number()
    .nullable()
    .describe(
      'Share of the target variance the scale questions explain together (null when too few answers)',
    ),
  drivers: z
    .array(ZDriver)
    .describe('One per scale question, most important first; empty when too few answers'),
  omitted: z
    .number()
    .int()
    .describe(
      `Scale questions left out beyond the first ${MAX_DRIVER_QUESTIONS} in survey order (the exact computation fits 2^k regressions)`,
    ),
  parent: z
    .object({
      title: z.string(),
      n: z.number().int().describe('Its interviews that answered every question'),
    })
    .nullable()
    .describe("The unit the node is compared with: its parent (null at the top or outside the user's scope)"),
  minAnswers: z.number().int().describe('The fewest complete interviews the analysis is made with'),
  tooFew: z.boolean().describe('Fewer complete interviews than `minAnswers`: no drivers are given'),
  themes: z
    .array(
      z.object({
        key: z.string().describe("The topic's key"),
        name: z.string().describe("The topic's name in the caller's language"),
        impact: ZThemeImpact,
      }),
    )
    .describe(
      "The comment themes beside the questions: each theme's impact on the target over every answer of the node and filters (not only the complete interviews), those that drag it most first; themes mentioned by fewer than the survey's minimum are left out (docs/comment-summaries.md)",
    ),
});
export type TDriversResponse = z.infer<typeof ZDriversResponse>;
