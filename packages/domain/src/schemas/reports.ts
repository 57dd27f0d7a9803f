import { z } from 'zod';
import { MAX_BIGSERIAL_ID } from '../limits.ts';
import { REPORT_KINDS, REPORT_LOCALES } from '../report-kinds.ts';
import { ZText } from '../safe-text.ts';
import { ZRankingQuery } from './analytics.ts';
import { ZErrorCode, ZErrorParams } from './error.ts';
import { CONTACT_STATES } from './samples.ts';

export {
  REPORT_FLAG,
  REPORT_FORMAT,
  REPORT_KEEP_DAYS,
  REPORT_KINDS,
  REPORT_LOCALES,
  REPORT_MEDIA_TYPES,
  REPORT_POLL_MS,
  reportEnabled,
  type TReportKind,
  type TReportLocale,
} from '../report-kinds.ts';

export const ZReportLocale = z.enum(REPORT_LOCALES);
export const ZReportKind = z.enum(REPORT_KINDS);

/** The language of the report's own texts and of the survey's texts in it. */
const ZReportLocaleQuery = z.object({ locale: ZReportLocale.optional() });

/** GET /api/vuejs/reports/rankingreport: the ranking's own parameters and the report language. */
export const ZRankingReportQuery = ZRankingQuery.extend(ZReportLocaleQuery.shape);

/** Query of the reports on a drill node (interviews, alerts, actions, indicators, benchmarks). */
export const ZReportQuery = ZReportLocaleQuery.extend({
  /** The indicators report: the hierarchy level whose units are listed (default: the node's children). */
  level: z.coerce.number().int().min(2).max(20).optional(),
  /** The single-interview report: which interview. */
  interviewId: z.coerce.number().int().positive().max(MAX_BIGSERIAL_ID).optional(),
});

/** GET samplesreport: the contacts of the drill node, or of one sample. */
export const ZSamplesReportQuery = ZReportLocaleQuery.extend({
  sampleId: z.coerce.number().int().positive().max(MAX_BIGSERIAL_ID).optional(),
});

/** The columns a sample table report can hold. */
export const SAMPLE_TABLE_COLUMNS = [
  'contactId',
  'sample',
  'name',
  'email',
  'phone',
  'unit',
  'state',
  'created',
  'completed',
  'messages',
  'lastSent',
  'interviewId',
] as const;
export const ZSampleTableColumn = z.enum(SAMPLE_TABLE_COLUMNS);
export type TSampleTableColumn = z.infer<typeof ZSampleTableColumn>;

/** Body of POST sampletablereport: the table as the user set it up. */
export const ZSampleTableSpec = z
  .object({
    columns: z.array(ZSampleTableColumn).min(1).max(SAMPLE_TABLE_COLUMNS.length),
    order: z.object({ column: ZSampleTableColumn, direction: z.enum(['asc', 'desc']) }).optional(),
    /** Contacts in these states only. */
    states: z.array(z.enum(CONTACT_STATES)).min(1).max(CONTACT_STATES.length).optional(),
  })
  .refine((spec) => new Set(spec.columns).size === spec.columns.length, {
    message: 'A column appears twice',
    path: ['columns'],
  });
export type TSampleTableSpec = z.infer<typeof ZSampleTableSpec>;

export const ZSampleTableQuery = ZReportLocaleQuery.extend({
  /** Contacts whose name, e-mail or phone contains this text. */
  filterterm: ZText.max(200).optional(),
});

/** The report's state as the API names it. */
export const ZReportState = z.enum(['QUEUED', 'RUNNING', 'FINISHED', 'FAILED']);
export type TReportState = z.infer<typeof ZReportState>;

const ZReportUuid = z.uuid().describe("The report's id");

/** What starting a report answers. */
export const ZReportStarted = z.object({
  reportUUID: ZReportUuid.describe(
    "The report's id: poll `status/{survey}/{uuid}`, then `download/{survey}/{uuid}`",
  ),
  status: ZReportState.describe('QUEUED, RUNNING, FINISHED or FAILED'),
  queuePosition: z.number().int().describe('Its place in the queue: 1 is the next to run; 0 once it runs'),
});
export type TReportStarted = z.infer<typeof ZReportStarted>;

export const ZReportStatus = ZReportStarted.extend({
  kind: ZReportKind.describe('The kind of report'),
  progress: z
    .object({
      done: z.number().int().describe('Steps done'),
      total: z.number().int().describe('Steps in all'),
    })
    .describe('How far it is'),
  fileName: z.string().describe('The name of its file'),
  size: z.number().int().nullable().describe('Bytes, once finished'),
  error: z.string().nullable().describe('Why it failed, in English (for logs and integrations)'),
  failure: z
    .object({ code: ZErrorCode, params: ZErrorParams })
    .nullable()
    .describe(
      'Why it failed, as an error code with its parameters (null: an unexpected failure, or not failed)',
    ),
  createdAt: z.string().describe('When it was started, an ISO date-time'),
  finishedAt: z.string().nullable().describe('When it finished, an ISO date-time'),
  expiresAt: z.string().nullable().describe('When the file can no longer be downloaded, an ISO date-time'),
});
export type TReportStatus = z.infer<typeof ZReportStatus>;

/** A report of the list, with what it was asked for, in words in the caller's language. */
export const ZReportListItem = ZReportStatus.extend({
  unit: z.string().nullable().describe('The unit it is of (null: the unit no longer exists)'),
  filters: z
    .array(z.string())
    .describe('Its filters as a person reads them, e.g. "Channel: Web shop", "Period: … (last 90 days)"'),
});
export type TReportListItem = z.infer<typeof ZReportListItem>;

export const ZReportList = z.object({ reports: z.array(ZReportListItem) });
export type TReportList = z.infer<typeof ZReportList>;

export const ZReportParams = z.object({ survey: ZText.max(200), uuid: ZReportUuid });

/** The `report` event of the live stream: to the user who started it. */
export const ZReportLiveEvent = z.object({
  survey: z.string(),
  reportUUID: z.string(),
  status: ZReportState,
  done: z.number().int(),
  total: z.number().int(),
});

/** Report subscriptions (beyond the reports themselves): a report mailed on a schedule. */
export const ZSubscriptionFrequency = z.enum(['daily', 'weekly', 'monthly']);
export type TSubscriptionFrequency = z.infer<typeof ZSubscriptionFrequency>;

/** Body of POST subscriptions: what, how often, and for whom. */
export const ZSubscriptionInput = z
  .object({
    /** The drill node and filters the report shows (cut to each recipient's scope). */
    drillPathFiltered: z.string().min(1).max(4000),
    frequency: ZSubscriptionFrequency,
    /** weekly: 1 Monday … 7 Sunday. */
    weekday: z.number().int().min(1).max(7).optional(),
    locale: ZReportLocale,
    /** Administrators (users.manage) may subscribe every member of a role; else the caller. */
    roleId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((s) => s.frequency !== 'weekly' || s.weekday !== undefined, {
    message: 'A weekly report needs its day',
    path: ['weekday'],
  });
export type TSubscriptionInput = z.infer<typeof ZSubscriptionInput>;

export const ZSubscription = z.object({
  id: z.number().int(),
  drillPathFiltered: z.string(),
  /** The drill node as a person reads it. */
  nodeTitle: z.string(),
  frequency: ZSubscriptionFrequency,
  weekday: z.number().int().nullable(),
  locale: ZReportLocale,
  /** The role subscribed, or null for the user themself. */
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  /** The next run (UTC, ISO). */
  nextRun: z.string(),
  lastRun: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionList = z.object({ subscriptions: z.array(ZSubscription) });
export type TSubscriptionList = z.infer<typeof ZSubscriptionList>;

/** The signed token of a report mail's unsubscribe link. */
export const ZMailUnsubscribeToken = z.string().min(10).max(500);
