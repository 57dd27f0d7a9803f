import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { answerLink, type TMailBlock, type TMailBlocks } from '@opinio/domain/schemas/mail-blocks';
import mjml2html from 'mjml';
import { escapeHtml } from '#lib/escape-html.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';

/** The questionnaire's first question as a mail's buttons answer it. */
export interface FirstQuestion {
  /** Its wording in the template's language. */
  text: string;
  /** A button each: the value given and what it says. */
  answers: Array<{ value: number; label: string }>;
  /** A scale's ends ("0 = Not at all likely"); null for a choice. */
  ends: { low: string; high: string } | null;
}

/** What blocks show besides their own texts, in the template's language. */
export interface BlockSources {
  /** The universe's name (the logo's alternative text). */
  sender: string;
  /** The universe's logo (https), null when it has none. */
  logoUrl: string | null;
  /** Null when the questionnaire's first question is not answered with a button (a text, none). */
  firstQuestion: FirstQuestion | null;
}

/** A block that cannot be shown: the index of the block and why. */
export class BlockRefused extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

const FONT = 'Arial, Helvetica, sans-serif';
const INK = '#1d2433';
const MUTED = '#5b6475';
/** The layout's width (600px) less its padding: the blocks sit inside mail-layout.ts. */
const WIDTH = 536;

/** Escaped, the template's placeholders (`{{name}}`) kept as written: they are filled when sent. */
const lines = (text: string) => escapeHtml(text).replaceAll('\n', '<br />');

function answerButtons(question: FirstQuestion): string {
  const wide = question.answers.some((a) => a.label.length > 3);
  const buttons = question.answers
    .map(
      (a) =>
        `<a href="${escapeHtml(answerLink('{{surveyLink}}', a.value))}" style="display:inline-block;min-width:${wide ? 0 : 28}px;padding:10px ${wide ? 16 : 6}px;margin:0 6px 8px 0;border-radius:4px;background-color:${THEME_COLOURS.primary};color:#ffffff;font-weight:bold;font-size:16px;text-align:center;text-decoration:none;">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  const ends = question.ends
    ? `<br /><span style="font-size:13px;color:${MUTED};">${escapeHtml(`${question.answers[0]?.label} = ${question.ends.low} · ${question.answers.at(-1)?.label} = ${question.ends.high}`)}</span>`
    : '';
  return `${buttons}${ends}`;
}

function blockMjml(block: TMailBlock, index: number, sources: BlockSources, locale: TLocale): string {
  const texts = MESSAGE_TEXTS[locale];
  switch (block.type) {
    case 'heading':
      return `<mj-text font-size="22px" line-height="30px" font-weight="bold" padding="8px 0"><h1 style="margin:0;font-size:22px;">${lines(block.text)}</h1></mj-text>`;
    case 'text':
      return block.text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<mj-text padding="6px 0">${lines(paragraph)}</mj-text>`)
        .join('\n');
    case 'button':
      return `<mj-button href="${escapeHtml(block.href)}" background-color="${THEME_COLOURS.primary}" color="#ffffff" font-size="16px" font-weight="bold" inner-padding="12px 24px" border-radius="4px" align="left" padding="12px 0">${escapeHtml(block.label)}</mj-button>`;
    case 'logo':
      // without a logo, nothing: the layout names the universe above the body already
      return sources.logoUrl
        ? `<mj-image src="${escapeHtml(sources.logoUrl)}" alt="${escapeHtml(sources.sender)}" width="160px" align="left" padding="8px 0"></mj-image>`
        : '';
    case 'question': {
      const question = sources.firstQuestion;
      if (!question)
        throw new BlockRefused(
          index,
          "The questionnaire's first question is not answered with a button: the block cannot show it",
        );
      return `<mj-text padding="8px 0"><p style="margin:0 0 8px;font-weight:bold;">${lines(block.text || question.text)}</p>${answerButtons(question)}</mj-text>`;
    }
    case 'footer':
      return `<mj-divider border-width="1px" border-color="#e5e7eb" padding="16px 0 8px" />
<mj-text font-size="12px" line-height="18px" color="${MUTED}" padding="0">${block.text ? `${lines(block.text)}<br />` : ''}${escapeHtml(texts.unsubscribeQuestion)} <a href="{{unsubscribeLink}}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(texts.unsubscribe)}</a></mj-text>`;
  }
}

/**
 * A template's blocks as the HTML of its body: compiled with MJML (tables and inline
 * styles, as mail programs want), one column as wide as the mail layout's. Texts are
 * escaped; placeholders stay to be filled when the mail is sent. A block that cannot be
 * shown (the first question when there is none to answer with a button) throws BlockRefused.
 */
export async function compileMailBlocks(
  blocks: TMailBlocks,
  locale: TLocale,
  sources: BlockSources,
): Promise<string> {
  const body = blocks.map((block, index) => blockMjml(block, index, sources, locale)).join('\n');
  const result = await mjml2html(
    `<mjml lang="${locale}">
  <mj-head>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${INK}" />
    </mj-attributes>
  </mj-head>
  <mj-body width="${WIDTH}px">
    <mj-section padding="0"><mj-column>
${body}
    </mj-column></mj-section>
  </mj-body>
</mjml>`,
    { validationLevel: 'strict', fonts: {}, keepComments: false },
  );
  // the body's content: the layout gives the document, its head and the page around it
  const inner = /<body[^>]*>([\s\S]*)<\/body>/i.exec(result.html)?.[1] ?? result.html;
  return inner.trim();
}
