import { z } from 'zod';

/** Detected changes of a survey's units (docs/what-changed.md). */

const ZChange = z.object({
  id: z.string().describe("The change's id"),
  unit: z.object({
    extName: z.string(),
    title: z.string(),
    level: z.number().int().describe("The unit's level in the organisation (1: the root)"),
    path: z.string().describe('The drill path of the unit (view,root,...,unit), for a link to its dashboard'),
  }),
  indicator: z.object({
    extName: z.string(),
    title: z.string(),
    kind: z.enum(['nps', 'mean', 'topbox']),
    decimals: z.number().int(),
  }),
  direction: z.enum(['up', 'down']),
  window: z.number().int().describe('The recent window whose figures are given, in days (7 or 28)'),
  windows: z.array(z.number().int()).describe('Every window in which the change was found'),
  periodFrom: z.string().describe('First day of the recent window (ISO date)'),
  periodTo: z.string().describe('Last day of the recent window (ISO date)'),
  historyFrom: z.string().describe("First day of the unit's own past it is compared with"),
  historyTo: z.string(),
  recentValue: z.number(),
  recentN: z.number().int().describe('Answers in the recent window'),
  historyValue: z.number(),
  historyN: z.number().int().describe('Answers in the history'),
  difference: z.number().describe("recentValue − historyValue, on the indicator's scale"),
  ciLow: z.number().describe("Lower bound of the difference's 95% interval"),
  ciHigh: z.number(),
  qValue: z
    .number()
    .describe(
      'The p-value adjusted for every unit, indicator and window tested in the survey (Benjamini–Hochberg)',
    ),
  detectedAt: z.string().describe('When the change was first found (ISO timestamp)'),
});
export type TChange = z.infer<typeof ZChange>;

export const ZChangeList = z.object({
  changes: z
    .array(ZChange)
    .describe(
      'Open changes of the node and the units below it within the scope, the strongest evidence first',
    ),
  checkedAt: z.string().nullable().describe("The survey's last detection run (null: not run yet)"),
  tested: z
    .number()
    .int()
    .describe('Comparisons the last run made (units × indicators × windows with enough answers)'),
  minAnswers: z.number().int().describe('Answers a side needs to be compared'),
});
export type TChangeList = z.infer<typeof ZChangeList>;
