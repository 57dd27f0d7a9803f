import { z } from 'zod';
import { FIRST_ANSWER_PARAM } from '../api/respondent-path.ts';
import { ZText } from '../safe-text.ts';

/**
 * A mail template built from blocks: a heading, paragraphs, a button, the universe's logo,
 * the survey's first question as buttons that answer it, and the footer with the
 * unsubscribe link. The server compiles them to the mail's HTML (MJML) and keeps them
 * beside it, so the editor can open them again.
 */
export const MAIL_BLOCK_TYPES = ['heading', 'text', 'button', 'logo', 'question', 'footer'] as const;
export type TMailBlockType = (typeof MAIL_BLOCK_TYPES)[number];

/** At most this many blocks in one language of a template. */
export const MAIL_BLOCKS_MAX = 40;

/** A button's link: an https address, or the survey link placeholder. */
const ZBlockLink = ZText.trim()
  .min(1)
  .max(2000)
  .regex(/^(?:https:\/\/[^\s"'<>]+|\{\{\s*surveyLink\s*\}\})$/, {
    message: 'A link is an https:// address or {{surveyLink}}',
  });

export const ZMailBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: ZText.trim().min(1).max(300) }),
  /** Paragraphs, split at blank lines; placeholders such as {{name}} are filled when sent. */
  z.object({ type: z.literal('text'), text: ZText.trim().min(1).max(5000) }),
  z.object({ type: z.literal('button'), label: ZText.trim().min(1).max(100), href: ZBlockLink }),
  z.object({ type: z.literal('logo') }),
  /** The first question of the questionnaire; its text empty: the question's own wording. */
  z.object({ type: z.literal('question'), text: ZText.trim().max(300).default('') }),
  /** A line of its own (may be empty) above the unsubscribe link. */
  z.object({ type: z.literal('footer'), text: ZText.trim().max(500).default('') }),
]);
export type TMailBlock = z.infer<typeof ZMailBlock>;

export const ZMailBlocks = z.array(ZMailBlock).min(1).max(MAIL_BLOCKS_MAX);
export type TMailBlocks = z.infer<typeof ZMailBlocks>;

/** The link of a first-question button: the survey link with the answer in it. */
export function answerLink(surveyLink: string, value: number): string {
  return `${surveyLink}${surveyLink.includes('?') ? '&' : '?'}${FIRST_ANSWER_PARAM}=${value}`;
}
