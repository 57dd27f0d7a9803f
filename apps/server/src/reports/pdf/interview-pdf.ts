import { type NpsCategory, npsCategory } from '@opinio/domain/indicators';
import type { TInterviewAnswer } from '@opinio/domain/schemas/interviews';
import { drawAlerts, drawOrigin, drawStaffComments } from './interview-follow-up.ts';
import { type PdfContext, pdfContext } from './pdf-context.ts';
import { drawBrand, drawNodePath } from './pdf-cover.ts';
import { createPdfDocument, renderPdf, tagged } from './pdf-document.ts';
import { drawFactGrid } from './pdf-fact-grid.ts';
import type { InterviewPdfInput } from './pdf-input.ts';
import { drawPageFrame } from './pdf-page-frame.ts';
import {
  drawLines,
  drawText,
  emptyNote,
  ensureSpace,
  flowQuote,
  quoteOpening,
  sectionHeading,
  type TextStyle,
  textHeight,
  textWidth,
} from './pdf-text-flow.ts';
import { fillText, pdfTexts } from './pdf-texts.ts';
import { CONTENT, FONT, INK, PAGE } from './pdf-theme.ts';

const TITLE: TextStyle = { font: FONT.bold, size: 24, colour: INK.text, leading: 1.15 };
const SURVEY: TextStyle = { font: FONT.regular, size: 13, colour: INK.text };
const QUESTION: TextStyle = { font: FONT.bold, size: 9, colour: INK.text, leading: 1.3 };
const ANSWER: TextStyle = { font: FONT.regular, size: 10, colour: INK.text, leading: 1.4 };
const NO_TEXT: TextStyle = { font: FONT.italic, size: 9.5, colour: INK.faint };
const SCORE: TextStyle = { font: FONT.bold, size: 11, colour: INK.white };
const QUESTION_WIDTH = 230;
const ANSWER_LEFT = CONTENT.left + QUESTION_WIDTH + 20;
const ANSWER_WIDTH = CONTENT.right - ANSWER_LEFT;
const ROW_PAD = 8;

/**
 * One interview as an A4 PDF streamed to `out`: where and when it was answered, every
 * answer, the alerts it opened, the staff's comments and the campaign it came from.
 * Resolves when `out` has finished.
 */
export async function renderInterviewPdf(
  input: InterviewPdfInput,
  out: NodeJS.WritableStream,
): Promise<void> {
  const title = fillText(pdfTexts(input.locale).interviewTitle, { id: input.interview.id });
  const doc = createPdfDocument(input, title, out);
  const ctx = pdfContext(doc, input);
  await renderPdf(doc, out, () => {
    drawTitleBlock(ctx, input, title);
    drawAnswers(ctx, input.interview.answers, input.scales);
    drawAlerts(ctx, input.interview.alerts, input.created);
    drawStaffComments(ctx, input.interview.comments);
    drawOrigin(ctx, input.interview.origin);
    drawPageFrame(ctx, input, { headerlessPages: 1, bareCoverPages: 0 });
  });
}

/** The first page opens with the brand, the interview's number and where it was answered, in place of a cover. */
function drawTitleBlock(ctx: PdfContext, input: InterviewPdfInput, title: string): void {
  const { doc, texts, format, theme } = ctx;
  const { interview } = input;
  doc.rect(0, 0, PAGE.width, 8).fill(theme.primary);
  drawBrand(doc, input, CONTENT.left, 36, { width: 150, height: 40 });
  let y = 104;
  y += drawText(doc, title, CONTENT.left, y, CONTENT.width, { ...TITLE, colour: theme.primaryInk });
  y += 4 + drawText(doc, input.surveyTitle, CONTENT.left, y + 4, CONTENT.width, SURVEY);
  const path = interview.unit.segments.length > 0 ? interview.unit.segments.map((s) => s.title) : input.node;
  y += 6 + drawNodePath(doc, path, CONTENT.left, y + 6, CONTENT.width);
  doc.y = y + 18;
  doc.moveTo(CONTENT.left, doc.y).lineTo(CONTENT.right, doc.y).lineWidth(0.5).stroke(INK.rule);
  doc.y += 12;
  const facts = [
    { label: texts.answered, value: format.day(interview.date) },
    { label: texts.received, value: format.dateTime(interview.createdAt) },
    { label: texts.externalId, value: interview.externalId ?? '–' },
    { label: texts.unit, value: interview.unit.title },
    { label: texts.created, value: format.dateTime(input.created.toISOString()) },
  ];
  if (input.preparedFor) facts.push({ label: texts.preparedFor, value: input.preparedFor });
  drawFactGrid(doc, facts);
}

function drawAnswers(
  ctx: PdfContext,
  answers: TInterviewAnswer[],
  scales: InterviewPdfInput['scales'],
): void {
  const { doc, texts } = ctx;
  sectionHeading(doc, ctx.theme, texts.answersHeading, null, 50);
  if (answers.length === 0) {
    emptyNote(doc, texts.noAnswers);
    return;
  }
  for (const answer of answers) drawAnswer(ctx, answer, scales[answer.question]);
}

/** NPS classes in the colours of the interview screen, dark enough for white text. */
const NPS_FILL: Record<NpsCategory, string> = {
  detractor: '#c0262d',
  passive: '#a15c07',
  promoter: '#1b6e2a',
};

/**
 * Question on the left, answer on the right: a score as a filled badge on its scale ("4 / 5"),
 * an NPS answer with its class, a choice in bold, a text as a quote.
 */
function drawAnswer(
  ctx: PdfContext,
  answer: TInterviewAnswer,
  scale: InterviewPdfInput['scales'][string] | undefined,
): void {
  const { doc, texts, theme, format } = ctx;
  if (answer.type === 'text' && answer.text.trim() !== '') {
    // a text answer may be long: it runs under its question, over pages if need be
    const questionHeight = textHeight(doc, answer.title, CONTENT.width, QUESTION);
    ensureSpace(doc, ROW_PAD + questionHeight + 6 + quoteOpening(doc, answer.text, ANSWER) + ROW_PAD);
    const top = doc.y;
    drawText(doc, answer.title, CONTENT.left, top + ROW_PAD, CONTENT.width, QUESTION);
    doc.y = top + ROW_PAD + questionHeight + 6;
    flowQuote(doc, answer.text, ANSWER, theme.primarySoft);
    doc.y += ROW_PAD;
  } else {
    const questionHeight = textHeight(doc, answer.title, QUESTION_WIDTH, QUESTION);
    const answerHeight =
      answer.type === 'number' && answer.value !== null
        ? 20
        : textHeight(doc, answer.text.trim() || texts.noText, ANSWER_WIDTH, ANSWER);
    const height = Math.max(questionHeight, answerHeight) + 2 * ROW_PAD;
    ensureSpace(doc, height);
    const top = doc.y;
    drawText(doc, answer.title, CONTENT.left, top + ROW_PAD, QUESTION_WIDTH, QUESTION);
    if (answer.type === 'number' && answer.value !== null) {
      const value = format.axis(answer.value);
      const label = scale ? fillText(texts.scoreOf, { value, max: format.axis(scale.max) }) : value;
      const category = scale?.nps ? npsCategory(answer.value) : null;
      const fill = category ? NPS_FILL[category] : theme.primaryInk;
      const width = Math.max(28, textWidth(doc, label, SCORE) + 16);
      tagged(doc, 'P', () => {
        doc.roundedRect(ANSWER_LEFT, top + ROW_PAD - 3, width, 20, 4).fill(fill);
        drawLines(doc, [label], ANSWER_LEFT, top + ROW_PAD + 1.5, SCORE, { width, align: 'center' });
        if (category)
          drawLines(doc, [texts[`npsClass.${category}`]], ANSWER_LEFT + width + 10, top + ROW_PAD + 1.5, {
            ...SCORE,
            colour: fill,
          });
      });
    } else if (answer.text.trim() === '') {
      const none = answer.type === 'number' ? '–' : texts.noText;
      drawText(doc, none, ANSWER_LEFT, top + ROW_PAD, ANSWER_WIDTH, NO_TEXT);
    } else {
      drawText(doc, answer.text, ANSWER_LEFT, top + ROW_PAD, ANSWER_WIDTH, { ...ANSWER, font: FONT.bold });
    }
    doc.y = top + height;
  }
  doc.moveTo(CONTENT.left, doc.y).lineTo(CONTENT.right, doc.y).lineWidth(0.5).stroke(INK.rule);
}
