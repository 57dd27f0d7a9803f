import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { ZAlertSummary } from './alerts.ts';
import { ZContactMessage } from './samples.ts';

/** One answer of an interview, with its question's title and a display text. */
const ZInterviewAnswer = z.object({
  question: z.string(),
  title: z.string(),
  type: z.enum(['number', 'choice', 'text']),
  value: z.number().nullable(),
  /** The option's title for a choice, the text for a text, the number otherwise. */
  text: z.string(),
});
export type TInterviewAnswer = z.infer<typeof ZInterviewAnswer>;

export const ZInterviewComment = z.object({
  id: z.number().int(),
  message: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type TInterviewComment = z.infer<typeof ZInterviewComment>;

/** GET vuejs/interview/{survey}/{interviewId}. */
export const ZInterviewDetails = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
  unit: z.object({
    extName: z.string(),
    title: z.string(),
    /** The drill path of the unit, e.g. "org,all,north,oulu,s001". */
    drillPath: z.string(),
    segments: z.array(z.object({ extName: z.string(), title: z.string() })),
  }),
  answers: z.array(ZInterviewAnswer),
  comments: z.array(ZInterviewComment),
  /** Alerts the interview opened. */
  alerts: z.array(ZAlertSummary),
  /** The sample contact who gave the answer and the campaign messages they got; null for an answer from no sample. */
  origin: z
    .object({
      /** The contact's id: the sampleId of the sample page. */
      contactId: z.number().int(),
      sample: z.object({ id: z.number().int(), name: z.string() }),
      messages: z.array(ZContactMessage),
    })
    .nullable(),
});
export type TInterviewDetails = z.infer<typeof ZInterviewDetails>;

/** Body of POST vuejs/interview/addcomment/{survey}/{interviewId}. */
export const ZAddComment = z.object({ message: ZText.trim().min(1).max(4000) });
export type TAddComment = z.infer<typeof ZAddComment>;

/** GET vuejs/interview/sharelink/{survey}/{interviewId}: a signed, expiring public path. */
export const ZShareLink = z.object({ path: z.string(), expiresAt: z.string() });
export type TShareLink = z.infer<typeof ZShareLink>;

export const ZShareLinkQuery = z.object({ days: z.coerce.number().int().min(1).max(365).optional() });

/** GET vuejs/sharing/interview/{survey}/{a}/{b} (no sign-in): one interview, read-only. */
export const ZSharedInterview = z.object({
  survey: z.string(),
  date: z.string(),
  unitTitle: z.string(),
  answers: z.array(ZInterviewAnswer),
});
export type TSharedInterview = z.infer<typeof ZSharedInterview>;

/** Orders of the interview list. */
export const INTERVIEW_SORTS = ['newest', 'oldest', 'score_asc', 'score_desc'] as const;
export type TInterviewSort = (typeof INTERVIEW_SORTS)[number];

export const ZInterviewListQuery = z.object({
  cursor: ZText.max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Case-insensitive substring of any text answer. */
  search: ZText.trim().max(200).optional(),
  /** Default newest. Score = the survey's first indicator's question; no score sorts last. */
  sort: z.enum(INTERVIEW_SORTS).optional(),
});

/** GET vuejs/interviews/{survey}/{drillPathFiltered}: in the query's `sort`, keyset-paged. */
export const ZInterviewList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      unitTitle: z.string(),
      nps: z.number().nullable(),
      comment: z.string().nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type TInterviewList = z.infer<typeof ZInterviewList>;
