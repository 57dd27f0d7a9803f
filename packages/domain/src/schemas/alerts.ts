import { z } from 'zod';
import { ZStoredDateTime } from '../date-range.ts';
import { MAX_SERIAL_ID } from '../limits.ts';
import { ZText } from '../safe-text.ts';
import { localizedText, ZLocalizedText } from './localized-text.ts';
import { ZTopicKey } from './topics.ts';

export const ALERT_STATES = ['new', 'in_progress', 'solved', 'closed'] as const;
export const ZAlertState = z.enum(ALERT_STATES);
export type TAlertState = z.infer<typeof ZAlertState>;
/** States that still need somebody's work (the bell counts them). */
export const OPEN_ALERT_STATES: readonly TAlertState[] = ['new', 'in_progress'];

export const ALERT_CONDITION_OPERATORS = ['<', '<=', '=', '>=', '>'] as const;
export type TAlertConditionOperator = (typeof ALERT_CONDITION_OPERATORS)[number];

/** When an alert rule fires for a new interview. */
export const ZAlertCondition = z.union([
  z.object({
    question: ZText.min(1),
    op: z.enum(ALERT_CONDITION_OPERATORS),
    value: z.number(),
    /**
     * And the interview's comment mentions any of these topics of the survey's taxonomy: a
     * detractor mentioning the staff is `nps <= 6` with `["staff-service"]`.
     */
    topics: z.array(ZTopicKey).min(1).max(20).optional(),
  }),
  /** Any of the words in a text answer, ignoring case. */
  z.object({ question: ZText.min(1), contains: z.array(ZText.min(1)).min(1) }),
  /**
   * A survey script of purpose alertCondition (by id): its `condition(interview)` answers
   * true, or a text that says why (the alert's description).
   */
  z.object({ script: z.number().int().positive().max(2_147_483_647) }),
]);
export type TAlertCondition = z.infer<typeof ZAlertCondition>;

/**
 * What an alert's title names besides its unit: the interview's score ("NPS 3 at Oulu Centre"),
 * another answer ("Staff 1 at Oulu Centre", "Comment “queue” at Oulu Centre"), or only its
 * rule's name (a script's rule). A row says each thing once: the score beside the title only
 * when the title does not name it, the description only when the title names the rule.
 */
export const ZAlertTitleNames = z.enum(['score', 'answer', 'rule']);
export type TAlertTitleNames = z.infer<typeof ZAlertTitleNames>;

export const ZAlertSummary = z.object({
  id: z.number().int(),
  interviewId: z.number().int(),
  /** What happened where, in the reader's language: "NPS 3 at Oulu Centre". */
  title: z.string(),
  titleNames: ZAlertTitleNames,
  /** The name of the rule that opened it ("NPS 0-6"), shown beside the title. */
  ruleName: z.string(),
  description: z.string(),
  state: ZAlertState,
  unitTitle: z.string(),
  assignee: z.string().nullable(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The interview's NPS answer and the start of its first comment: what tells alerts apart. */
  score: z.number().nullable(),
  excerpt: z.string().nullable(),
});
export type TAlertSummary = z.infer<typeof ZAlertSummary>;

/** The alert list's state filter: one state, or 'open' (new and in progress, as the bell counts). */
const ZAlertListState = z.union([ZAlertState, z.literal('open')]);
export type TAlertListState = z.infer<typeof ZAlertListState>;

export const ZAlertListQuery = z.object({
  state: ZAlertListState.optional(),
  /** The nextCursor of the previous page (opaque). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** GET vuejs/alerts/{survey}/{drillPathFiltered}: newest first, keyset-paged by id. */
export const ZAlertList = z.object({ items: z.array(ZAlertSummary), nextCursor: z.string().nullable() });
export type TAlertList = z.infer<typeof ZAlertList>;

/** One change of an alert's follow-up; assignees are usernames, due dates ISO instants. */
const ZAlertChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('state'), from: ZAlertState, to: ZAlertState }),
  z.object({ kind: z.literal('assignee'), from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ kind: z.literal('dueAt'), from: z.string().nullable(), to: z.string().nullable() }),
  /** The resolution note as written (null: removed). */
  z.object({ kind: z.literal('resolution'), text: z.string().nullable() }),
]);
export type TAlertChange = z.infer<typeof ZAlertChange>;

/** One update of an alert: who made it, when, and what it changed (in the order above). */
const ZAlertHistoryEntry = z.object({
  user: z.string().nullable(),
  changes: z.array(ZAlertChange),
  createdAt: z.string(),
});
export type TAlertHistoryEntry = z.infer<typeof ZAlertHistoryEntry>;

/** GET vuejs/alert/{survey}/{alertId}. */
export const ZAlertDetails = ZAlertSummary.extend({
  resolution: z.string().nullable(),
  assigneeUsername: z.string().nullable(),
  history: z.array(ZAlertHistoryEntry),
  interview: z.object({
    id: z.number().int(),
    date: z.string(),
    unitTitle: z.string(),
    nps: z.number().nullable(),
    comment: z.string().nullable(),
  }),
});
export type TAlertDetails = z.infer<typeof ZAlertDetails>;

/** Body of POST vuejs/alert/update/{survey}/{alertId}. */
export const ZAlertUpdate = z.object({
  state: ZAlertState.optional(),
  /** null: unassign. */
  assigneeUsername: ZText.max(200).nullable().optional(),
  dueAt: ZStoredDateTime.nullable().optional(),
  resolution: ZText.trim().max(4000).optional(),
});
export type TAlertUpdate = z.infer<typeof ZAlertUpdate>;

/** GET vuejs/alerts/count/{survey}: open alerts within the caller's scope (the bell). */
export const ZAlertCount = z.object({ open: z.number().int() });
export type TAlertCount = z.infer<typeof ZAlertCount>;

/** GET vuejs/alert/assignees/{survey}/{alertId}: members who may be assigned the alert (they see its unit). */
export const ZAlertAssignees = z.object({
  users: z.array(z.object({ username: z.string(), name: z.string() })),
});
export type TAlertAssignees = z.infer<typeof ZAlertAssignees>;

/** An alert rule of a survey (survey administration "effectblocks"). */
export const ZAlertRule = z.object({
  id: z.number().int(),
  /** The name in the caller's language. */
  name: z.string(),
  /** The name as saved: one text for every language, or a variant per language (what an editor edits). */
  localizedName: ZLocalizedText,
  condition: ZAlertCondition,
  dueHours: z.number().int(),
  notify: z.boolean(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TAlertRule = z.infer<typeof ZAlertRule>;

/** Body of POST vuejs/surveys/effectblocks/{survey}: without id a new rule, with id an update. */
export const ZAlertRuleSave = z.object({
  id: z.number().int().positive().max(MAX_SERIAL_ID).optional(),
  /** One text for every language, or `{en, fi, sv}` with at least one of them. */
  name: localizedText(ZText.trim().min(1).max(200)),
  condition: ZAlertCondition,
  dueHours: z.number().int().min(1).max(8760),
  notify: z.boolean(),
  enabled: z.boolean(),
});
export type TAlertRuleSave = z.infer<typeof ZAlertRuleSave>;

/** GET vuejs/surveys/effectblocks/{survey}: the survey's rules, oldest first. */
export const ZAlertRuleList = z.object({ rules: z.array(ZAlertRule) });
export type TAlertRuleList = z.infer<typeof ZAlertRuleList>;
