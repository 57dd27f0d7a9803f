import { z } from 'zod';
import { TEXT_ANSWER_MAX } from '../limits.ts';
import { ZText } from '../safe-text.ts';
import { ZLocale } from './locale.ts';
import { ZMailBlocks } from './mail-blocks.ts';
import { CONTACT_STATES } from './samples.ts';

/**
 * Templates, campaigns and the respondent's questionnaire: what the web app, the server
 * and the respondent's page exchange.
 */

/** How a template's messages travel. */
export const CHANNELS = ['mail', 'sms', 'letter'] as const;
export const ZChannel = z.enum(CHANNELS);
export type TChannel = z.infer<typeof ZChannel>;

/**
 * What a campaign does (the `mailAction` of the creation screen): a first invitation by
 * mail, SMS or letter, or a reminder to those of an earlier campaign who have not answered.
 */
export const MAIL_ACTIONS = ['mail', 'sms', 'letter', 'reminder'] as const;
export const ZMailAction = z.enum(MAIL_ACTIONS);
export type TMailAction = z.infer<typeof ZMailAction>;

/** The campaign type the catalog and the campaign filter know, by channel. */
export const CAMPAIGN_TYPE = { mail: 'email', sms: 'sms', letter: 'letter' } as const satisfies Record<
  TChannel,
  string
>;

/**
 * The placeholders a template may use, written `{{name}}`. An unknown one is refused with
 * its name (templates.ts `templatePlaceholderIssues`).
 */
export const TEMPLATE_PLACEHOLDERS = [
  'name',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'unit',
  'survey',
  'surveyLink',
  'unsubscribeLink',
] as const;
export type TTemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Limits of a template's texts. */
export const TEMPLATE_LIMITS = { subject: 300, body: 100_000, smsBody: 1_600 } as const;

/** One language of a template: the subject (mail; a letter's heading; unused by SMS) and the body. */
export const ZTemplateVariant = z.object({
  subject: ZText.max(TEMPLATE_LIMITS.subject).default(''),
  /** Mail: HTML (sanitised when saved). SMS and letters: plain text with line breaks. */
  body: ZText.max(TEMPLATE_LIMITS.body),
  /**
   * Mail: the blocks the body is built from (the server compiles them and ignores the body
   * sent); null or absent: the body is HTML written by hand.
   */
  blocks: ZMailBlocks.nullable().optional(),
});
export type TTemplateVariant = z.infer<typeof ZTemplateVariant>;

/** A template's variants by language: at least one. */
export const ZTemplateVariants = z
  .partialRecord(ZLocale, ZTemplateVariant)
  .refine((variants) => Object.values(variants).some(Boolean), { message: 'Write at least one language' });
export type TTemplateVariants = z.infer<typeof ZTemplateVariants>;

/** POST (create) and PUT (update) of a template. */
export const ZTemplateSave = z.object({
  channel: ZChannel,
  name: ZText.trim().min(1).max(200),
  variants: ZTemplateVariants,
});
export type TTemplateSave = z.infer<typeof ZTemplateSave>;

export const ZTemplate = z.object({
  id: z.number().int(),
  channel: ZChannel,
  name: z.string(),
  variants: ZTemplateVariants,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who saved it last (their name), when known. */
  updatedBy: z.string().nullable(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplateListQuery = z.object({ channel: ZChannel.optional() });

export const ZTemplateList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      channel: ZChannel,
      name: z.string(),
      locales: z.array(ZLocale),
      updatedAt: z.string(),
      updatedBy: z.string().nullable(),
      /** Campaigns that used it. */
      campaigns: z.number().int(),
    }),
  ),
});
export type TTemplateList = z.infer<typeof ZTemplateList>;

/** A template (saved or not) filled in for one language and one real contact. */
export const ZTemplatePreviewRequest = z.object({
  channel: ZChannel,
  variants: ZTemplateVariants,
  locale: ZLocale,
  /** The contact to fill it with; absent: the newest contact of the caller's scope. */
  contactId: z.number().int().positive().max(9_007_199_254_740_991).optional(),
});
export type TTemplatePreviewRequest = z.infer<typeof ZTemplatePreviewRequest>;

/** How an SMS text is sent: its encoding, length and the number of messages it costs. */
export const ZSmsLength = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** Characters as the network counts them (GSM-7 extension characters count twice). */
  units: z.number().int(),
  segments: z.number().int(),
  /** Units still free in the last segment. */
  remaining: z.number().int(),
});
export type TSmsLength = z.infer<typeof ZSmsLength>;

export const ZTemplatePreview = z.object({
  locale: ZLocale,
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Mail and letter: the subject or heading as sent. */
  subject: z.string().nullable(),
  /** Mail: the HTML part as sent (sanitised, styles inlined for mail programs). */
  html: z.string().nullable(),
  /** The plain-text part (mail), the message (SMS) or the letter's text. */
  text: z.string(),
  sms: ZSmsLength.nullable(),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;

/** A test send of a saved template to the caller (mail) or to a number (SMS). */
export const ZTemplateTestSend = z.object({
  locale: ZLocale,
  /** SMS only: the number to send to (international form, e.g. +358401234567). */
  phone: ZText.trim()
    .regex(/^\+?[0-9 ]{6,20}$/, 'expected a phone number, e.g. +358 40 123 4567')
    .optional(),
});
export const ZTemplateTestSent = z.object({ sentTo: z.string() });

/** Which contacts a campaign goes to, beside the drill node and answer filters of its path. */
export const ZContactSelection = z.object({
  sampleId: z.number().int().positive().max(2_147_483_647).optional(),
  state: z.enum(CONTACT_STATES).optional(),
  search: ZText.trim().max(200).optional(),
});
export type TContactSelection = z.infer<typeof ZContactSelection>;

/** Days within which a contact is not invited again (the quarantine), by default. */
export const DEFAULT_QUARANTINE_DAYS = 30;

/** Days a survey link of an invitation stays valid. */
export const INVITATION_VALID_DAYS = 60;

/** What a campaign would reach: the body of the reach preview and the start of a creation. */
export const ZCampaignDraft = z.object({
  action: ZMailAction,
  /** The template of the messages (its channel must fit the action; a reminder's any). */
  templateId: z.number().int().positive().max(2_147_483_647),
  selection: ZContactSelection.default({}),
  quarantineDays: z.number().int().min(0).max(365).default(DEFAULT_QUARANTINE_DAYS),
  /** A reminder: the campaign whose contacts who have not answered are reminded. */
  reminderOf: z.number().int().positive().max(2_147_483_647).optional(),
});
export type TCampaignDraft = z.infer<typeof ZCampaignDraft>;

/** Why contacts of the selection are left out. A contact is counted under its first reason, in this order. */
export const EXCLUSION_REASONS = [
  'answered',
  'unsubscribed',
  'bounced',
  'missingAddress',
  'quarantine',
] as const;
export type TExclusionReason = (typeof EXCLUSION_REASONS)[number];

export const ZCampaignReach = z.object({
  /** Contacts of the selection (drill node, filters, sample, state, search) in the caller's scope. */
  selected: z.number().int(),
  /** Messages that would be sent. */
  reach: z.number().int(),
  excluded: z.object(
    Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, z.number().int()])) as {
      [K in TExclusionReason]: z.ZodNumber;
    },
  ),
});
export type TCampaignReach = z.infer<typeof ZCampaignReach>;

export const ZCampaignCreate = ZCampaignDraft.extend({
  name: ZText.trim().min(1).max(200),
  /** When to start; null or absent: now. At most a year ahead. */
  scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Messages per minute; null: as fast as the channel takes them. */
  throttlePerMinute: z.number().int().min(1).max(10_000).nullable().optional(),
  /** A reminder to those who have not answered after this many days; null: none. */
  reminderAfterDays: z.number().int().min(1).max(60).nullable().optional(),
  /** The reminder's template (same channel); absent: the campaign's own. */
  reminderTemplateId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type TCampaignCreate = z.infer<typeof ZCampaignCreate>;

export const ZCampaignCreated = z.object({ campaignId: z.number().int(), messages: z.number().int() });

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);

/** A campaign's messages by what became of them (each within the caller's scope). */
export const ZCampaignCounts = z.object({
  messages: z.number().int(),
  pending: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  unsub: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  answered: z.number().int(),
});
export type TCampaignCounts = z.infer<typeof ZCampaignCounts>;

const ZCampaignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: ZChannel,
  action: ZMailAction,
  status: ZCampaignStatus,
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  counts: ZCampaignCounts,
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

/** The campaigns with messages to contacts under a drill node, newest first. */
export const ZCampaignList = z.object({ items: z.array(ZCampaignSummary) });
export type TCampaignList = z.infer<typeof ZCampaignList>;

export const ZCampaignDetails = ZCampaignSummary.extend({
  templateName: z.string().nullable(),
  createdBy: z.string().nullable(),
  throttlePerMinute: z.number().int().nullable(),
  reminderAfterDays: z.number().int().nullable(),
  reminderOf: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reminders: z.array(z.object({ id: z.number().int(), name: z.string(), sentAt: z.string().nullable() })),
  /** answered / delivered; null before anything was delivered. */
  responseRate: z.number().nullable(),
  /** By UTC day from the first send: messages sent, opened, clicked and answered that day. */
  timeline: z.array(
    z.object({
      date: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
      answered: z.number().int(),
    }),
  ),
  /** By unit of the contacts (the caller's scope only). */
  units: z.array(
    z.object({ extName: z.string(), title: z.string(), drillPath: z.string(), counts: ZCampaignCounts }),
  ),
  /** Failed messages with their reason (the first 50). */
  failures: z.array(z.object({ contactId: z.number().int(), name: z.string(), reason: z.string() })),
});
export type TCampaignDetails = z.infer<typeof ZCampaignDetails>;

/** A reminder started by hand for a sent campaign. */
export const ZCampaignRemind = z.object({
  templateId: z.number().int().positive().max(2_147_483_647).optional(),
  scheduledAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const ZCampaignStatusChange = z.object({ status: z.enum(['active', 'paused']) });

/** The letters archive: `all` for every letter, else those not downloaded before. */
export const ZLettersArchiveQuery = z.object({ all: z.enum(['true', 'false']).optional() });

/** The unsubscribe page's question: whose mails the contact stops. */
export const ZUnsubscribeInfo = z.object({ sender: z.string(), unsubscribed: z.boolean() });

/** The random token of one message: its survey link, tracking and unsubscribe. */
export const ZInvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected the token of an invitation link')
  .describe("The invitation's token");

// ---------------------------------------------------------------------------------------
// The respondent's questionnaire (/responsive?t=token)

export const QUESTION_KINDS = ['nps', 'scale', 'choice', 'text'] as const;

export const ZQuestionnaireQuestion = z.object({
  /** The question's extName: the key of its answer. */
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** The question as asked: its wording in the contact's language, else its title. */
  text: z.string(),
  /** nps and scale: the range. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** choice: the options. */
  options: z.array(z.object({ value: z.number().int(), label: z.string() })),
  /** nps and scale: what the lowest and the highest point mean; null for other kinds. */
  ends: z.object({ low: z.string(), high: z.string() }).nullable(),
  /** Questions of the same page are shown together; null: a page of its own. */
  page: z.number().int().nullable(),
  required: z.boolean(),
});
export type TQuestionnaireQuestion = z.infer<typeof ZQuestionnaireQuestion>;

/** An answer: a number (nps, scale, choice) or a text. */
export const ZAnswerValue = z.union([
  z.number().int().min(-1_000_000).max(1_000_000),
  ZText.max(TEXT_ANSWER_MAX),
]);

/** Answers given so far, by question id, and where the respondent is. */
export const ZQuestionnaireAnswers = z.object({
  answers: z.record(z.string().max(100), ZAnswerValue).refine((a) => Object.keys(a).length <= 500, {
    message: 'At most 500 answers',
  }),
  /** The index of the question shown (so a reload goes on where it was). */
  position: z.number().int().min(0).max(500).default(0),
});
export type TQuestionnaireAnswers = z.infer<typeof ZQuestionnaireAnswers>;

export const ZQuestionnaire = z.object({
  locale: ZLocale,
  /** Who asks: the universe's name. */
  sender: z.string(),
  surveyTitle: z.string(),
  unitTitle: z.string(),
  /** The universe's colour (#rrggbb) and logo (https://), null when it has none. */
  brand: z.object({ primaryColor: z.string().nullable(), logoUrl: z.string().nullable() }),
  questions: z.array(ZQuestionnaireQuestion),
  saved: ZQuestionnaireAnswers,
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;
