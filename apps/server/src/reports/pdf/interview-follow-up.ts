import type { TAlertState, TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { TInterviewComment, TInterviewDetails } from '@opinio/domain/schemas/interviews';
import type { TContactMessage } from '@opinio/domain/schemas/samples';
import type { PdfContext } from './pdf-context.ts';
import { drawFactGrid } from './pdf-fact-grid.ts';
import { drawTable, type TableColumn } from './pdf-table.ts';
import {
  drawLines,
  drawText,
  emptyNote,
  ensureSpace,
  flowQuote,
  lineHeight,
  quoteOpening,
  sectionHeading,
  type TextStyle,
  textHeight,
  textWidth,
} from './pdf-text-flow.ts';
import type { PdfTexts } from './pdf-texts.ts';
import { CONTENT, FONT, INK } from './pdf-theme.ts';

const CARD_TITLE: TextStyle = { font: FONT.bold, size: 10.5, colour: INK.text, leading: 1.3 };
const META: TextStyle = { font: FONT.regular, size: 8, colour: INK.muted, leading: 1.4 };
const BODY: TextStyle = { font: FONT.regular, size: 9.5, colour: INK.text, leading: 1.4 };
const PILL: TextStyle = { font: FONT.bold, size: 7.5, colour: INK.white };

/** White text on each fill reads at 4.5:1 or better. */
const STATE_FILL: Record<TAlertState, string> = {
  new: '#c0262d',
  in_progress: '#a15c07',
  solved: '#1b6e2a',
  closed: '#5b6475',
};

/** An overdue alert's flag: white text at 4.5:1 or better. */
const OVERDUE_FILL = '#c0262d';

const stateText = (texts: PdfTexts, state: TAlertState) => texts[`alertState.${state}`];

/** An open alert whose due date has passed by the time of the report. */
function isOverdue(alert: TAlertSummary, now: Date): boolean {
  const open = alert.state === 'new' || alert.state === 'in_progress';
  return open && alert.dueAt !== null && Date.parse(alert.dueAt) < now.getTime();
}

/**
 * Each alert as a card: title and state, who follows it up and by when (flagged when an open
 * alert is past its due date at `now`, the report's time), what opened it.
 */
export function drawAlerts(ctx: PdfContext, alerts: TAlertSummary[], now: Date): void {
  const { doc, texts, format } = ctx;
  sectionHeading(doc, ctx.theme, texts.alerts, null, 70);
  if (alerts.length === 0) {
    emptyNote(doc, texts.noAlerts);
    return;
  }
  const pad = 12;
  const inner = CONTENT.width - 2 * pad;
  for (const alert of alerts) {
    const state = stateText(texts, alert.state);
    // What happened where, and the rule that opened it
    const title = `${alert.title} (${alert.ruleName})`;
    const overdue = isOverdue(alert, now);
    const pillWidth = textWidth(doc, state, PILL) + 14;
    const overdueWidth = overdue ? textWidth(doc, texts.overdue, PILL) + 14 : 0;
    const titleWidth = inner - pillWidth - (overdue ? overdueWidth + 6 : 0) - 12;
    const due = alert.dueAt ? format.dateTime(alert.dueAt) : '–';
    const meta = [
      `${texts.assignee}: ${alert.assignee ?? texts.unassigned}`,
      `${texts.dueDate}: ${overdue ? `${due} (${texts.overdue})` : due}`,
      `${texts.opened}: ${format.dateTime(alert.createdAt)}`,
    ].join('   ·   ');
    const height =
      pad +
      textHeight(doc, title, titleWidth, CARD_TITLE) +
      4 +
      textHeight(doc, meta, inner, META) +
      (alert.description ? 4 + textHeight(doc, alert.description, inner, BODY) : 0) +
      pad;
    ensureSpace(doc, height);
    const top = doc.y;
    const left = CONTENT.left + pad;
    doc.roundedRect(CONTENT.left, top, CONTENT.width, height, 4).lineWidth(0.75).stroke(INK.rule);
    doc.rect(CONTENT.left, top + 4, 3, height - 8).fill(STATE_FILL[alert.state]);
    doc
      .roundedRect(CONTENT.right - pad - pillWidth, top + pad - 1, pillWidth, 14, 7)
      .fill(STATE_FILL[alert.state]);
    drawLines(doc, [state], CONTENT.right - pad - pillWidth, top + pad + 2, PILL, {
      width: pillWidth,
      align: 'center',
    });
    if (overdue) {
      const x = CONTENT.right - pad - pillWidth - 6 - overdueWidth;
      doc.roundedRect(x, top + pad - 1, overdueWidth, 14, 7).fill(OVERDUE_FILL);
      drawLines(doc, [texts.overdue], x, top + pad + 2, PILL, { width: overdueWidth, align: 'center' });
    }
    let y = top + pad;
    y += drawText(doc, title, left, y, titleWidth, CARD_TITLE) + 4;
    y += drawText(doc, meta, left, y, inner, META);
    if (alert.description) drawText(doc, alert.description, left, y + 4, inner, BODY);
    doc.y = top + height + 10;
  }
}

/** The staff's notes on the interview, oldest first as they were written. */
export function drawStaffComments(ctx: PdfContext, comments: TInterviewComment[]): void {
  const { doc, texts, format, theme } = ctx;
  sectionHeading(doc, theme, texts.staffComments, null, 60);
  if (comments.length === 0) {
    emptyNote(doc, texts.noStaffComments);
    return;
  }
  const author: TextStyle = { ...META, font: FONT.bold, colour: INK.text };
  for (const comment of comments) {
    ensureSpace(doc, lineHeight(META) + 4 + quoteOpening(doc, comment.message, BODY));
    const name = `${comment.author ?? texts.unknownAuthor}  ·  `;
    drawLines(doc, [name], CONTENT.left, doc.y, author);
    drawLines(
      doc,
      [format.dateTime(comment.createdAt)],
      CONTENT.left + textWidth(doc, name, author),
      doc.y,
      META,
    );
    doc.y += lineHeight(META) + 4;
    flowQuote(doc, comment.message, BODY, theme.primarySoft);
    doc.y += 12;
  }
}

/** The sample and the campaign messages that brought the answer, or that none did. */
export function drawOrigin(ctx: PdfContext, origin: TInterviewDetails['origin']): void {
  const { doc, texts, format } = ctx;
  sectionHeading(doc, ctx.theme, texts.origin, null, 60);
  if (!origin) {
    emptyNote(doc, texts.noOrigin);
    return;
  }
  drawFactGrid(doc, [
    { label: texts.sample, value: origin.sample.name },
    { label: texts.contact, value: `#${origin.contactId}` },
  ]);
  if (origin.messages.length === 0) return;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '–');
  const columns: TableColumn<TContactMessage>[] = [
    {
      header: texts.campaign,
      width: 'fill',
      text: (m) => `${m.campaign.name} (${texts[`campaignType.${m.campaign.type}`]})`,
    },
    { header: texts.state, width: 82, text: (m) => texts[`messageState.${m.state}`] },
    { header: texts.sent, width: 78, text: (m) => (m.sentAt ? format.dateTime(m.sentAt) : texts.notSent) },
    { header: texts.opened, width: 78, text: (m) => when(m.openedAt) },
    { header: texts.clicked, width: 78, text: (m) => when(m.clickedAt) },
  ];
  drawTable(doc, ctx.theme, columns, origin.messages, { keepTogether: true });
}
