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

const ZWhyPart = z.object({
  key: z.string().describe("The part's key: a unit's id or an option's value"),
  label: z.string(),
  share: z
    .number()
    .describe(
      'How much of the change the part carries, in % of the change (shift-share: its own change and the mix)',
    ),
  rateEffect: z
    .number()
    .describe("The part's own change, weighted by its share of the answers, on the indicator's scale"),
  mixEffect: z
    .number()
    .describe('The move of its share of the answers, times how far it lies from the whole'),
  difference: z.number().nullable().describe("The part's own change (null without answers in a period)"),
  recentN: z.number().int(),
  historyN: z.number().int(),
  significant: z.boolean().describe("Whether the part's own change is beyond chance (5%)"),
  path: z
    .string()
    .describe(
      "The dashboard's drill path that shows the part: a child unit's own, a segment's the changed unit's",
    ),
  filter: z
    .string()
    .nullable()
    .describe(
      "A segment's standard filter as a filter token (`channel=web`); null for a unit or without such a filter",
    ),
});
export type TWhyPart = z.infer<typeof ZWhyPart>;

export const ZChangeWhy = z.object({
  children: z
    .array(ZWhyPart)
    .describe('The child units that carry the change, most first (empty for a store)'),
  segments: z
    .array(z.object({ view: z.string(), parts: z.array(ZWhyPart) }))
    .describe("Each question view's segments (channel, visit type) that carry it"),
  topics: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        recentShare: z
          .number()
          .describe('Share of the comments at the bad end of the scale that mention it, in the window, %'),
        historyShare: z.number().describe('The same in the history, %'),
        significant: z.boolean(),
      }),
    )
    .describe('Topics that grew (for a fall; shrank for a rise) among comments at the bad end of the scale'),
  drivers: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        recentValue: z.number(),
        historyValue: z.number(),
        significant: z.boolean(),
      }),
    )
    .describe('Scale questions that moved the same way, the largest move (in standard errors) first'),
});
export type TChangeWhy = z.infer<typeof ZChangeWhy>;
