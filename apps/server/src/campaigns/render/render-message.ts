import { LOCALES } from '@opinio/domain/localized-text';
import type {
  TSmsLength,
  TTemplatePlaceholder,
  TTemplateVariant,
  TTemplateVariants,
} from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { fillPlaceholders, placeholderNames, smsLength } from '@opinio/domain/templates';
import { convert } from 'html-to-text';
import { escapeHtml } from '#lib/escape-html.ts';
import { type LetterContent, letterPdf } from './letter-pdf.ts';
import { mailLayout } from './mail-layout.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import { sanitizeMailHtml } from './sanitize-mail-html.ts';

/** Whom a message goes to and what its placeholders are filled with. */
export interface MessageContext {
  contact: {
    name: string;
    email: string | null;
    phone: string | null;
    address: Record<string, string> | null;
  };
  unitTitle: string;
  surveyTitle: string;
  surveyLink: string;
  unsubscribeLink: string;
  /** The universe's title. */
  sender: string;
}

/** The template's language for a contact: theirs, else the survey's default, else the first there is. */
export function pickVariant(
  variants: TTemplateVariants,
  locale: TLocale | null,
  defaultLocale: TLocale,
): { locale: TLocale; variant: TTemplateVariant } {
  for (const candidate of [locale, defaultLocale, ...LOCALES]) {
    const variant = candidate && variants[candidate];
    if (candidate && variant) return { locale: candidate, variant };
  }
  throw new Error('The template has no language');
}

function placeholderValues(ctx: MessageContext): Record<TTemplatePlaceholder, string> {
  const address = ctx.contact.address ?? {};
  return {
    name: ctx.contact.name,
    email: ctx.contact.email ?? '',
    phone: ctx.contact.phone ?? '',
    street: address.street ?? '',
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    unit: ctx.unitTitle,
    survey: ctx.surveyTitle,
    surveyLink: ctx.surveyLink,
    unsubscribeLink: ctx.unsubscribeLink,
  };
}

/** A one-line text (a subject or a heading): line breaks would break a mail header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const toText = (html: string) =>
  convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  });

/**
 * A mail: the subject, the HTML part (the body filled with escaped values, sanitised again
 * so a filled value cannot add a link of its own, in the mail layout) and the plain-text
 * part. A body without `{{surveyLink}}` gets the survey button from the layout; one built
 * from blocks with a footer block has its own unsubscribe link.
 */
export function renderMail(
  variant: TTemplateVariant,
  ctx: MessageContext,
  locale: TLocale,
): { subject: string; html: string; text: string } {
  const values = placeholderValues(ctx);
  const texts = MESSAGE_TEXTS[locale];
  const subject = oneLine(fillPlaceholders(variant.subject, values));
  // a body built from blocks was compiled by the server from checked blocks (mail-blocks.ts):
  // sanitising it would take its layout's styles; the values filled in are escaped either way
  const filled = fillPlaceholders(variant.body, values, escapeHtml);
  const body = variant.blocks ? filled : sanitizeMailHtml(filled);
  const names = placeholderNames(variant.body);
  const needsButton = !names.includes('surveyLink');
  // a footer block has the unsubscribe link: the layout does not repeat it
  const ownUnsubscribe = !!variant.blocks && names.includes('unsubscribeLink');
  const html = mailLayout({
    locale,
    subject,
    sender: ctx.sender,
    body,
    surveyLink: needsButton ? ctx.surveyLink : null,
    unsubscribeLink: ctx.unsubscribeLink,
    ownUnsubscribe,
  });
  const text = [
    toText(body),
    ...(needsButton ? [`${texts.answer}: ${ctx.surveyLink}`] : []),
    `-- \n${texts.sentBy(ctx.sender)}${ownUnsubscribe ? '' : `\n${texts.unsubscribeQuestion} ${texts.unsubscribe}: ${ctx.unsubscribeLink}`}`,
  ].join('\n\n');
  return { subject, html, text };
}

/** An SMS: the body with its placeholders filled, and what it costs to send. */
export function renderSms(
  variant: TTemplateVariant,
  ctx: MessageContext,
): { text: string; length: TSmsLength } {
  const text = fillPlaceholders(variant.body, placeholderValues(ctx)).trim();
  return { text, length: smsLength(text) };
}

/** What a letter says: its heading, its paragraphs (split at blank lines) and the survey link. */
export function letterContent(
  variant: TTemplateVariant,
  ctx: MessageContext,
  locale: TLocale,
  date: Date = new Date(),
): LetterContent {
  const values = placeholderValues(ctx);
  const address = ctx.contact.address ?? {};
  const { street, postalCode, city, ...rest } = address;
  const recipient = [
    ctx.contact.name,
    street,
    [postalCode, city].filter(Boolean).join(' '),
    ...Object.values(rest),
  ]
    .map((line) => line?.trim())
    .filter((line): line is string => !!line);
  return {
    locale,
    sender: ctx.sender,
    recipient,
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
    heading: oneLine(fillPlaceholders(variant.subject, values)),
    paragraphs: fillPlaceholders(variant.body, values)
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph.length > 0),
    linkLabel: MESSAGE_TEXTS[locale].letterLink,
    link: ctx.surveyLink,
  };
}

/** A letter laid out as the PDF that is printed and posted. */
export async function renderLetterPdf(
  variant: TTemplateVariant,
  ctx: MessageContext,
  locale: TLocale,
  date: Date = new Date(),
): Promise<Buffer> {
  return letterPdf(letterContent(variant, ctx, locale, date));
}
