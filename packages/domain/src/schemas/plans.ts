import { z } from 'zod';
import { INTERVIEW_DATE_MAX, INTERVIEW_DATE_MIN } from '../date-range.ts';
import { ZText } from '../safe-text.ts';

/** Action plans of a survey's units (docs/action-plans.md). */

export const PLAN_STATES = ['open', 'done', 'cancelled'] as const;
export const ZPlanState = z.enum(PLAN_STATES).describe('open, done (closed with a note) or cancelled');
export const PLAN_STATUSES = ['open', 'overdue', 'done', 'cancelled'] as const;
const ZPlanStatus = z
  .enum(PLAN_STATUSES)
  .describe('The state as a list shows it: an open plan whose due date has passed is overdue');
export const ZPlanDirection = z
  .enum(['atLeast', 'atMost'])
  .describe("The target's side: at least (≥) or at most (≤) the target value");

export const PLAN_SOURCES = ['change', 'driver', 'theme', 'manual'] as const;
const ZPlanSource = z
  .object({
    kind: z
      .enum(PLAN_SOURCES)
      .describe('What the plan was made from: a detected change, a key driver, a comment theme, or nothing'),
    label: ZText.trim()
      .max(300)
      .describe("What it was, in words (the change's sentence, the driver's or theme's name)"),
  })
  .describe('What the plan answers');

/** A plan's last day, an ISO date within the product's dates. */
const ZPlanDay = z.iso
  .date({ error: 'must be a date (2026-06-30)' })
  .refine((day) => day >= INTERVIEW_DATE_MIN && day <= INTERVIEW_DATE_MAX, {
    error: `must be between ${INTERVIEW_DATE_MIN} and ${INTERVIEW_DATE_MAX}`,
    params: { code: 'date_out_of_range', min: INTERVIEW_DATE_MIN, max: INTERVIEW_DATE_MAX },
  });

const planFields = {
  title: ZText.trim().min(1).max(200).describe('What will be done, in a line'),
  description: ZText.trim().max(4000).describe('How, in more words (may be empty)'),
  ownerUsername: ZText.trim()
    .min(1)
    .max(200)
    .describe('The user name of who owns the plan: a member of the universe who sees the unit'),
  dueDate: ZPlanDay.describe("The plan's last day (ISO date): its period runs from its creation to this day"),
  indicator: ZText.max(200).describe("The extName of the survey's indicator the target is on"),
  direction: ZPlanDirection,
  target: z
    .number()
    .finite()
    .describe(
      "The target value on the indicator's own scale (NPS −100..100, a mean its question's, a top box 0..100)",
    ),
};

/** Body of POST vuejs/plans/create/{survey}/{drillPath}: a plan of the drill node's unit. */
export const ZPlanCreate = z
  .strictObject({
    ...planFields,
    description: planFields.description.default(''),
    source: ZPlanSource.optional(),
  })
  .describe('A new plan of the unit of the drill path');
export type TPlanCreate = z.input<typeof ZPlanCreate>;

/** Body of POST vuejs/plans/update/{survey}/{planId}: the fields to change, and a state move. */
export const ZPlanUpdate = z
  .strictObject({
    title: planFields.title.optional(),
    description: planFields.description.optional(),
    ownerUsername: planFields.ownerUsername.optional(),
    dueDate: planFields.dueDate.optional(),
    indicator: planFields.indicator.optional(),
    direction: planFields.direction.optional(),
    target: planFields.target.optional(),
    state: ZPlanState.optional().describe('open → done (with a note) or cancelled; done or cancelled → open'),
    note: ZText.trim().max(4000).optional().describe('What was done: needed to close the plan as done'),
  })
  .describe('What to change of a plan');
export type TPlanUpdate = z.input<typeof ZPlanUpdate>;

const ZPlanFigure = z.object({
  n: z.number().int().describe('Answers'),
  value: z
    .number()
    .nullable()
    .describe("The indicator's value; null with fewer answers than the survey's minimum (or none)"),
  ciLow: z.number().nullable().describe("Lower bound of the value's 95% interval (null: not shown)"),
  ciHigh: z.number().nullable(),
  from: z.string().describe('First day (ISO date)'),
  to: z.string().describe('Last day (ISO date), inclusive'),
});

export const ZPlanOutcome = z
  .object({
    baseline: ZPlanFigure.describe(
      "The 28 days before the plan's creation, or longer when those hold fewer answers than the minimum",
    ),
    period: ZPlanFigure.describe('From the creation to the due date (to today while the plan runs)'),
    difference: z.number().nullable().describe('period − baseline (null when either is not shown)'),
    differenceLow: z.number().nullable().describe("Lower bound of the difference's 95% interval"),
    differenceHigh: z.number().nullable(),
    pValue: z.number().nullable().describe("The dashboard's two-sided test of period against baseline"),
    target: z
      .enum(['met', 'notMet', 'unknown'])
      .describe("Whether the period's value is on the target's side (unknown: too few answers)"),
    change: z
      .enum(['improved', 'worsened', 'same', 'unknown'])
      .describe(
        "The period against the baseline at 5%: improved or worsened (towards or away from the target's side), same (within chance), unknown (too few answers)",
      ),
    progress: z
      .number()
      .nullable()
      .describe('How far the period has come from the baseline to the target, 0..1 (null: not shown)'),
    ended: z.boolean().describe('Whether the due date has passed: the outcome is final'),
  })
  .describe("The target followed from the answers of the plan's unit");
export type TPlanOutcome = z.infer<typeof ZPlanOutcome>;

export const ZPlan = z.object({
  id: z.string().describe("The plan's id"),
  unit: z.object({
    extName: z.string(),
    title: z.string(),
    path: z.string().describe("The unit's drill path (view,root,...,unit)"),
  }),
  title: z.string(),
  description: z.string(),
  owner: z
    .object({ username: z.string(), name: z.string() })
    .nullable()
    .describe('Who owns it (null: their account was removed)'),
  dueDate: z.string().describe('The last day of the plan (ISO date)'),
  indicator: z.object({
    extName: z.string(),
    title: z.string(),
    kind: z.enum(['nps', 'mean', 'topbox']),
    decimals: z.number().int(),
    min: z.number().describe("The lowest value on the indicator's scale"),
    max: z.number().describe('The highest'),
  }),
  direction: ZPlanDirection,
  target: z.number(),
  state: ZPlanState,
  status: ZPlanStatus,
  source: ZPlanSource.nullable(),
  note: z.string().nullable().describe('What was done, written when it was closed'),
  createdBy: z.string().nullable().describe('The user name of who made it'),
  createdAt: z.string().describe('When it was made (ISO date-time)'),
  closedAt: z.string().nullable().describe('When it was closed as done or cancelled'),
  outcome: ZPlanOutcome,
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanList = z.object({
  plans: z
    .array(ZPlan)
    .describe(
      'Plans of the node and the units below it within the scope: open ones by due date, then the ended',
    ),
  minAnswers: z.number().int().describe('Answers a figure needs to be shown'),
});
export type TPlanList = z.infer<typeof ZPlanList>;

export const ZPlanOwners = z.object({
  users: z
    .array(z.object({ username: z.string(), name: z.string() }))
    .describe('Enabled members of the universe who see the unit, by name'),
});
export type TPlanOwners = z.infer<typeof ZPlanOwners>;
