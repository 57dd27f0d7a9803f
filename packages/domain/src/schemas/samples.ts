import { z } from 'zod';
import { ZText } from '../safe-text.ts';

/** Where a contact of a sample stands. */
export const CONTACT_STATES = [
  'pending',
  'sent',
  'started',
  'partial',
  'completed',
  'bounced',
  'unsubscribed',
] as const;
const ZContactState = z.enum(CONTACT_STATES);
export type TContactState = z.infer<typeof ZContactState>;

const ZCampaignType = z.enum(['email', 'sms', 'letter']);

/** What became of one campaign message (the campaign filter's state). */
const ZMessageState = z.enum(['pending', 'delivered', 'failed', 'unsub']);
export type TMessageState = z.infer<typeof ZMessageState>;

/** Query of GET vuejs/samples/{survey}/{drillPathFiltered}. */
export const ZSampleListQuery = z.object({
  /** The nextCursor of the previous page (opaque). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  state: ZContactState.optional(),
  /** Case-insensitive substring of the contact's name or email. */
  search: ZText.trim().max(200).optional(),
});
export type TSampleListQuery = z.infer<typeof ZSampleListQuery>;

const ZSampleListItem = z.object({
  /** The contact's id: the sampleId of the sample page. */
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  state: ZContactState,
  sampleName: z.string(),
  unitTitle: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The interview the contact answered, when there is one. */
  interviewId: z.number().int().nullable(),
});
export type TSampleListItem = z.infer<typeof ZSampleListItem>;

/**
 * GET vuejs/samples/{survey}/{drillPathFiltered}: newest contacts first, keyset-paged.
 * A page may hold fewer than `limit` items while nextCursor is set (filters are tested
 * on a bounded number of rows per call): keep loading while nextCursor is not null.
 */
export const ZSampleList = z.object({
  items: z.array(ZSampleListItem),
  nextCursor: z.string().nullable(),
});
export type TSampleList = z.infer<typeof ZSampleList>;

export const ZContactMessage = z.object({
  id: z.number().int(),
  campaign: z.object({ id: z.number().int(), name: z.string(), type: ZCampaignType }),
  state: ZMessageState,
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** GET vuejs/sample/{survey}/{sampleId}: one contact of a sample. */
export const ZSampleDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  state: ZContactState,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  interviewId: z.number().int().nullable(),
  sample: z.object({ id: z.number().int(), name: z.string() }),
  unit: z.object({
    extName: z.string(),
    title: z.string(),
    /** The drill path of the unit, e.g. "org,all,north,oulu,s001". */
    drillPath: z.string(),
  }),
  /** The campaign messages sent to the contact, oldest first. */
  messages: z.array(ZContactMessage),
});
export type TSampleDetails = z.infer<typeof ZSampleDetails>;
