import type { TLocale } from '@opinio/domain/schemas/locale';
import { escapeHtml } from '#lib/escape-html.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';

interface MailLayoutInput {
  locale: TLocale;
  subject: string;
  sender: string;
  /** The body as sanitised HTML, placeholders filled. */
  body: string;
  /** Shown as a button under the body; null: the body links the survey itself. */
  surveyLink: string | null;
  unsubscribeLink: string;
  /** The body has its own unsubscribe link (a footer block): the layout's footer leaves it out. */
  ownUnsubscribe?: boolean;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const INK = '#1d2433';
const MUTED = '#5b6475';
const BUTTON = '#0b5cad';

/**
 * A mail around a template's body, as mail programs show it: one centred table, at most
 * 600px wide and narrower on phones (Outlook, which ignores max-width, gets a fixed 600px
 * table in a conditional comment), with inline styles (no stylesheet: many programs drop it), the survey button and a footer
 * with the unsubscribe link.
 */
export function mailLayout(input: MailLayoutInput): string {
  const texts = MESSAGE_TEXTS[input.locale];
  const button = input.surveyLink
    ? `<tr><td align="left" style="padding:8px 32px 24px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td bgcolor="${BUTTON}" style="background-color:${BUTTON};border-radius:4px;">
<a href="${escapeHtml(input.surveyLink)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(texts.answer)}</a>
</td></tr></table>
</td></tr>`
    : '';
  return `<!DOCTYPE html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 32px 0 32px;${FONT}font-size:14px;font-weight:bold;color:${MUTED};">${escapeHtml(input.sender)}</td></tr>
<tr><td style="padding:16px 32px 8px 32px;${FONT}font-size:16px;line-height:1.5;color:${INK};">
${input.body}
</td></tr>
${button}
<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:1.5;color:${MUTED};">
${escapeHtml(texts.sentBy(input.sender))}${
  input.ownUnsubscribe
    ? ''
    : `<br>
${escapeHtml(texts.unsubscribeQuestion)} <a href="${escapeHtml(input.unsubscribeLink)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(texts.unsubscribe)}</a>`
}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
