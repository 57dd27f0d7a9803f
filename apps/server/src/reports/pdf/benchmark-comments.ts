import type { PdfContext } from './pdf-context.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import {
  clampLines,
  drawLines,
  emptyNote,
  ensureSpace,
  flowQuote,
  flowText,
  lineHeight,
  newPage,
  quoteHeight,
  quoteOpening,
  SMALL,
  sectionHeading,
  sectionHeadingHeight,
  type TextStyle,
  textWidth,
  wrapLines,
} from './pdf-text-flow.ts';
import { fillText } from './pdf-texts.ts';
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
  const { newPage: own, shown } = commentsPlan(ctx, input.comments);
  if (own) newPage(doc);
  sectionHeading(doc, ctx.theme, texts.comments, texts.commentsIntro, 70);
  if (input.comments.length === 0) {
    emptyNote(doc, texts.noComments);
    return;
  }
  for (const comment of input.comments.slice(0, shown)) drawComment(ctx, comment, input.indicators[0]);
  if (shown < input.comments.length)
    flowText(
      doc,
      fillText(texts.moreComments, { n: ctx.format.count(input.comments.length - shown) }),
      SMALL,
    );
}

/**
 * How the comments lay out: all of them, unless the last few would open a page of their own
 * and fill less than a quarter of it. Then those are left out, with a line that counts them
 * on the page before (they are in the comment list of the dashboard); or, when the section
 * would start with only a few of them at the foot of a page, it starts on the next page.
 */
function commentsPlan(ctx: PdfContext, comments: readonly Comment[]): { newPage: boolean; shown: number } {
  const { doc, texts } = ctx;
  const all = { newPage: false, shown: comments.length };
  const pageSpace = CONTENT.bottom - CONTENT.top;
  // where each comment would end (page and height on it), as drawComment places them
  const ends: Array<{ page: number; y: number }> = [];
  let page = 0;
  let y = doc.y + 10 + sectionHeadingHeight(doc, texts.commentsIntro);
  for (const comment of comments) {
    const { metaHeight } = unitLines(ctx, comment);
    if (y + metaHeight + quoteOpening(doc, comment.text, TEXT) > CONTENT.bottom) {
      page++;
      y = CONTENT.top;
    }
    y += commentHeight(ctx, comment);
    // a long comment runs on over pages
    while (y > CONTENT.bottom) {
      page++;
      y = CONTENT.top + (y - CONTENT.bottom);
    }
    ends.push({ page, y });
  }
  const last = ends.at(-1);
  if (!last || last.page === 0 || last.y - CONTENT.top >= pageSpace / 4) return all;
  // leave out those on the last page, and as many more as the counting line needs room for
  const note = lineHeight(SMALL) + 2;
  let shown = ends.findIndex((end) => end.page === last.page);
  while (shown > 0 && ends[shown - 1].y + note > CONTENT.bottom) shown--;
  if (last.page === 1 && ends.filter((end) => end.page === 0).length < MIN_SHOWN)
    return { newPage: true, shown: comments.length };
  return { newPage: false, shown };
}

/** Fewer comments than this on the page are not worth leaving the others out for. */
const MIN_SHOWN = 4;

/** The lines of a comment's unit beside its date and score. */
function unitLines(ctx: PdfContext, comment: Comment) {
  const { doc, format } = ctx;
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
  return { date, unitLeft, unit, metaHeight: unit.length * lineHeight(META_UNIT) + 6 };
}

/** The height a comment takes on a page, with the gap after it. */
function commentHeight(ctx: PdfContext, comment: Comment): number {
  return unitLines(ctx, comment).metaHeight + quoteHeight(ctx.doc, comment.text, TEXT) + GAP;
}

function drawComment(ctx: PdfContext, comment: Comment, indicator: PdfIndicator | undefined): void {
  const { doc, theme } = ctx;
  const { date, unitLeft, unit, metaHeight } = unitLines(ctx, comment);
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
