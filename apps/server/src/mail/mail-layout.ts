import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TLocale } from '@opinio/domain/schemas/locale';
import mjml2html from 'mjml';
import { escapeHtml } from '#lib/escape-html.ts';
import type { MailMessage } from './mail-message.ts';

/**
 * What a mail to a person says, in order: the product and universe it comes from, a
 * greeting, paragraphs, a few facts (label and value), the customer's words, one button
 * (its link also written out below it), more paragraphs, and a small footer. Every text is
 * plain: the layout escapes it.
 */
export interface MailContent {
  locale: TLocale;
  /** The product and where in it: "Opinio · Acme". */
  brand: string;
  /** The line mail programs show after the subject. */
  preview?: string;
  greeting: string;
  paragraphs: readonly string[];
  /** What the mail is about, in large type above the facts ("NPS 3 at Oulu Centre"). */
  heading?: string;
  facts?: ReadonlyArray<{ label: string; value: string }>;
  /** The customer's words, quoted. */
  quote?: string | null;
  /** A list of things, each with a heading, a few lines and its own link (a digest's alerts). */
  items?: ReadonlyArray<{ heading: string; lines: readonly string[]; link: string }>;
  /** What the button is for, just above it ("All open alerts:"); in the text, the link follows it. */
  lead?: string;
  button?: { label: string; href: string };
  after?: readonly string[];
  footer?: readonly string[];
}

const LINK_FALLBACK: Record<TLocale, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  fi: 'Jos painike ei toimi, kopioi tämä osoite selaimeesi:',
  sv: 'Om knappen inte fungerar, kopiera den här adressen till din webbläsare:',
};

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOUR = '#1f2328';
const MUTED = '#59636e';

/** Escaped, with line breaks kept. */
const lines = (text: string) => escapeHtml(text).replaceAll('\n', '<br />');

/** Escaped, the product's own addresses in it made links (a footer's "stop receiving it: …"). */
const linked = (text: string) =>
  lines(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:${MUTED};word-break:break-all">${url}</a>`,
  );

function mjml(content: MailContent, title: string): string {
  const paragraph = (text: string) => `<mj-text>${lines(text)}</mj-text>`;
  const facts = content.facts?.length
    ? `<mj-table padding="8px 25px" font-size="15px" line-height="22px">${content.facts
        .map(
          (f) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:${MUTED};font-weight:400;white-space:nowrap">${escapeHtml(f.label)}</th><td style="padding:4px 0;font-weight:600">${lines(f.value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const quote = content.quote
    ? `<mj-text padding="8px 25px"><div style="border-left:4px solid ${THEME_COLOURS.primary};background:#f3f4fb;padding:12px 16px;font-size:16px;font-style:italic">“${lines(content.quote)}”</div></mj-text>`
    : '';
  const items = (content.items ?? [])
    .map(
      (item) =>
        `<mj-text padding="8px 25px"><div style="border-top:1px solid #e3e6ea;padding-top:8px"><strong>${escapeHtml(item.heading)}</strong>${item.lines.map((l) => `<br />${lines(l)}`).join('')}<br /><a href="${escapeHtml(item.link)}" style="color:${THEME_COLOURS.primary};word-break:break-all">${escapeHtml(item.link)}</a></div></mj-text>`,
    )
    .join('\n');
  const lead = content.lead ? paragraph(content.lead) : '';
  const button = content.button
    ? `<mj-button href="${escapeHtml(content.button.href)}" background-color="${THEME_COLOURS.primary}" color="#ffffff" font-size="16px" font-weight="600" inner-padding="12px 24px" border-radius="6px" align="left" padding="16px 25px 8px">${escapeHtml(content.button.label)}</mj-button>
       <mj-text font-size="13px" line-height="20px" color="${MUTED}" padding="4px 25px 8px">${escapeHtml(LINK_FALLBACK[content.locale])}<br /><a href="${escapeHtml(content.button.href)}" style="color:${THEME_COLOURS.primary};word-break:break-all">${escapeHtml(content.button.href)}</a></mj-text>`
    : '';
  return `<mjml lang="${content.locale}">
  <mj-head>
    <mj-title>${escapeHtml(title)}</mj-title>
    ${content.preview ? `<mj-preview>${escapeHtml(content.preview)}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${TEXT_COLOUR}" padding="8px 25px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="14px" font-weight="700" color="${THEME_COLOURS.primary}" padding="0 25px">${escapeHtml(content.brand)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 0">
      <mj-column>
        <mj-text font-size="18px" font-weight="600">${escapeHtml(content.greeting)}</mj-text>
        ${content.paragraphs.map(paragraph).join('\n')}
        ${content.heading ? `<mj-text font-size="20px" line-height="28px" font-weight="700" padding="12px 25px 4px">${escapeHtml(content.heading)}</mj-text>` : ''}
        ${facts}
        ${quote}
        ${items}
        ${lead}
        ${button}
        ${(content.after ?? []).map(paragraph).join('\n')}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        ${(content.footer ?? []).map((f) => `<mj-text font-size="12px" line-height="18px" color="${MUTED}" padding="4px 25px">${linked(f)}</mj-text>`).join('\n')}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The plain-text alternative: the same content, the link on a line of its own. */
function plainText(content: MailContent): string {
  const blocks: string[] = [content.greeting, ...content.paragraphs];
  const facts = (content.facts ?? []).map((f) => `${f.label}: ${f.value}`);
  if (content.heading || facts.length) blocks.push([content.heading, ...facts].filter(Boolean).join('\n'));
  if (content.quote) blocks.push(`“${content.quote}”`);
  for (const item of content.items ?? [])
    blocks.push([`- ${item.heading}`, ...item.lines, item.link].join('\n  '));
  if (content.button) blocks.push(`${content.lead ?? `${content.button.label}:`}\n${content.button.href}`);
  else if (content.lead) blocks.push(content.lead);
  blocks.push(...(content.after ?? []));
  if (content.footer?.length) blocks.push(`--\n${content.footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Lays a mail out with MJML (docs/decisions/043-mail-layout-mjml.md): HTML that mail
 * programs show alike, one column that narrows on a phone, and its plain-text alternative.
 * `title` is the HTML document's title (the mail's subject).
 */
export async function renderMail(
  content: MailContent,
  title: string,
): Promise<{ html: string; text: string }> {
  const result = await mjml2html(mjml(content, title), {
    validationLevel: 'strict',
    // No web fonts: a mail loads nothing from elsewhere.
    fonts: {},
    keepComments: false,
  });
  return { html: result.html, text: plainText(content) };
}

/** The texts of a mail of a few lines and one button (an invitation, a password reset). */
export interface ButtonMailTexts {
  subject: string;
  greeting: string;
  lines: string[];
  button: string;
  /** Under the button: what the link does once, what to do if it was not asked for. */
  closing: string;
}

/** A mail of a few lines and one button to `link`, its first line the inbox's preview. */
export async function buttonMail(
  input: { to: string; locale: TLocale; brand: string; link: string },
  t: ButtonMailTexts,
): Promise<MailMessage> {
  const body = await renderMail(
    {
      locale: input.locale,
      brand: input.brand,
      preview: t.lines[0],
      greeting: t.greeting,
      paragraphs: t.lines,
      button: { label: t.button, href: input.link },
      after: [t.closing],
    },
    t.subject,
  );
  return { to: input.to, subject: t.subject, ...body };
}
