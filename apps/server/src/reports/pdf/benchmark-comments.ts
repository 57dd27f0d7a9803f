import type { PdfContext } from './pdf-context.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import {
  clampLines,
  drawLines,
  emptyNote,
  ensureSpace,
  flowQuote,
  lineHeight,
  quoteOpening,
  sectionHeading,
  type TextStyle,
  textWidth,
  wrapLines,
} from './pdf-text-flow.ts';
import { CONTENT, FONT, INK } from './pdf-theme.ts';

type Comment = BenchmarkPdfInput['comments'][number];

const META: TextStyle = { font: FONT.regular, size: 8, colour: INK.muted, leading: 1.3 };
const META_UNIT: TextStyle = { ...META, font: FONT.bold, colour: INK.text };
const TEXT: TextStyle = { font: FONT.regular, size: 9.5, colour: INK.text, leading: 1.4 };
const SCORE: TextStyle = { font: FONT.bold, size: 8, colour: INK.white };
const GAP = 14;

/** A 0-10 answer read as NPS groups (detractor, passive, promoter) when the headline indicator is NPS. */
function scoreColours(ctx: PdfContext, score: number, indicator: PdfIndicator | undefined) {
  if (indicator?.kind === 'nps') {
    if (score <= 6) return { fill: '#c0262d', text: INK.white };
    if (score <= 8) return { fill: '#eef0f3', text: INK.text };
    return { fill: '#1b6e2a', text: INK.white };
  }
  return { fill: ctx.theme.primaryTint, text: ctx.theme.primaryInk };
}

/** The newest comments, each with its date, unit and score; long ones run on over pages. */
export function drawComments(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts } = ctx;
  sectionHeading(doc, ctx.theme, texts.comments, texts.commentsIntro, 70);
  if (input.comments.length === 0) {
    emptyNote(doc, texts.noComments);
    return;
  }
  for (const comment of input.comments) drawComment(ctx, comment, input.indicators[0]);
}

function drawComment(ctx: PdfContext, comment: Comment, indicator: PdfIndicator | undefined): void {
  const { doc, format, theme } = ctx;
  const date = `${format.day(comment.date)}  ·  `;
  const unitLeft = CONTENT.left + textWidth(doc, date, META);
  const scoreWidth = comment.score === null ? 0 : scorePillWidth(ctx, comment.score);
  const unitWidth = CONTENT.right - unitLeft - scoreWidth - 8;
  const unit = clampLines(
    doc,
    wrapLines(doc, comment.unitTitle, unitWidth, META_UNIT),
    2,
    unitWidth,
    META_UNIT,
  );
  const metaHeight = unit.length * lineHeight(META_UNIT) + 6;
  // the date line and the first lines of the comment stay together
  ensureSpace(doc, metaHeight + quoteOpening(doc, comment.text, TEXT));
  const y = doc.y;
  if (comment.score !== null) drawScore(ctx, comment.score, indicator, y);
  drawLines(doc, [date], CONTENT.left, y + 1, META);
  drawLines(doc, unit, unitLeft, y + 1, META_UNIT);
  doc.y = y + metaHeight;
  flowQuote(doc, comment.text, TEXT, theme.primarySoft);
  doc.y += GAP;
}

function scoreLabel(ctx: PdfContext, score: number): string {
  return `${ctx.texts.score} ${ctx.format.axis(score)}`;
}

function scorePillWidth(ctx: PdfContext, score: number): number {
  return textWidth(ctx.doc, scoreLabel(ctx, score), SCORE) + 12;
}

/** The score as a pill at the right of the date line. */
function drawScore(ctx: PdfContext, score: number, indicator: PdfIndicator | undefined, y: number): void {
  const { doc } = ctx;
  const width = scorePillWidth(ctx, score);
  const colours = scoreColours(ctx, score, indicator);
  doc.roundedRect(CONTENT.right - width, y - 1, width, 13, 6.5).fill(colours.fill);
  drawLines(doc, [scoreLabel(ctx, score)], CONTENT.right - width + 6, y + 1.5, {
    ...SCORE,
    colour: colours.text,
  });
}
