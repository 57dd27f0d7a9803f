import type { PdfContext } from './pdf-context.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import { drawTable, type TableColumn, tableHeight } from './pdf-table.ts';
import {
  drawText,
  emptyNote,
  emptyNoteHeight,
  ensureSpace,
  flowText,
  lineHeight,
  SMALL,
  sectionHeading,
  type TextStyle,
  textHeight,
} from './pdf-text-flow.ts';
import { fillText, unitTitle } from './pdf-texts.ts';
import { CONTENT, FONT, INK, statusText } from './pdf-theme.ts';

type RankingRow = BenchmarkPdfInput['ranking']['rows'][number];

/** The report's own unit among its ranked peers. */
const isSelf = (row: RankingRow) => row.self === true;

/** Up to this many ranked units show in one table; more show as the top and the bottom of this many each. */
const SHOW_ALL = 20;
const EACH_END = 10;
/** Units too small to rank are named up to this many, then counted. */
const NAMED_UNRANKED = 8;
const GUTTER = 16;

const SUBHEADING: TextStyle = { font: FONT.bold, size: 10, colour: INK.text };
/** The height of a page's column: a heading keeps what follows it with itself up to nearly all of it. */
const PAGE_SPACE = CONTENT.bottom - CONTENT.top;

function rankingColumns(
  ctx: PdfContext,
  ranking: BenchmarkPdfInput['ranking'],
  indicator: PdfIndicator | undefined,
  narrow: boolean,
): TableColumn<RankingRow>[] {
  const { texts, format } = ctx;
  return [
    {
      header: texts.rank,
      width: narrow ? 36 : 46,
      align: 'right',
      text: (r) => (r.rank === null ? '' : `${r.rank}.`),
      bold: () => true,
    },
    {
      header: ranking.levelName || ranking.levelTitle,
      width: 'fill',
      text: (r) => unitTitle(texts, r),
      maxLines: 3,
    },
    {
      header: indicator?.title ?? ranking.indicator,
      width: narrow ? 62 : 90,
      align: 'right',
      text: (r) => format.value(r.value, indicator),
      colour: (r) => statusText(r.value, indicator),
      bold: () => true,
    },
    { header: 'n', width: narrow ? 44 : 56, align: 'right', text: (r) => format.count(r.count) },
  ];
}

/** The ranking of the deepest level: the best and the worst units side by side, and the rule that kept some out. */
export function drawRanking(ctx: PdfContext, input: BenchmarkPdfInput): void {
  const { doc, texts, format } = ctx;
  const { ranking } = input;
  const indicator = input.indicators.find((i) => i.extName === ranking.indicator);
  const node = input.node[input.node.length - 1] ?? '';
  const intro =
    input.breakdown.kind === 'peers'
      ? fillText(texts.peerRankingIntro, {
          node,
          parent: input.breakdown.parent ?? '',
          indicator: indicator?.title ?? '',
        })
      : ranking.levelName
        ? fillText(texts.rankingIntroNamed, { level: ranking.levelName, indicator: indicator?.title ?? '' })
        : fillText(texts.rankingIntro, { level: ranking.levelTitle, indicator: indicator?.title ?? '' });
  const ranked = ranking.rows.filter((r) => r.rank !== null).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  const unranked = ranking.rows.filter((r) => r.rank === null);
  const notes = [
    fillText(texts.rankingRule, { n: format.count(ranking.minCount) }),
    ...(ranking.rows.some((r) => r.peer !== null && r.peer !== undefined)
      ? [fillText(texts.peersAnonymous, { node })]
      : []),
  ];
  // the heading stays with its rules and the first of the ranking (the table, or the two
  // tables side by side, kept whole): never alone at the foot of a page
  const first =
    ranked.length === 0
      ? emptyNoteHeight(doc, texts.noRanking)
      : ranked.length <= SHOW_ALL
        ? lineHeight(SUBHEADING) +
          4 +
          tableHeight(doc, rankingColumns(ctx, ranking, indicator, false), ranked, { keepTogether: true })
        : topAndBottomHeight(ctx, ranking, indicator, ranked);
  const rules = notes.reduce((sum, note) => sum + textHeight(doc, note, CONTENT.width, SMALL), 0) + 8;
  sectionHeading(doc, ctx.theme, texts.ranking, intro, Math.min(rules + first, PAGE_SPACE - 120));
  for (const note of notes) flowText(doc, note, SMALL);
  doc.y += 8;

  if (ranked.length === 0) {
    emptyNote(doc, texts.noRanking);
  } else if (ranked.length <= SHOW_ALL) {
    const columns = rankingColumns(ctx, ranking, indicator, false);
    const options = { keepTogether: true, emphasise: isSelf };
    ensureSpace(doc, lineHeight(SUBHEADING) + 4 + tableHeight(doc, columns, ranked, options));
    flowText(doc, texts.allRanked, SUBHEADING);
    doc.y += 4;
    drawTable(doc, ctx.theme, columns, ranked, options);
    doc.y += 10;
  } else {
    drawTopAndBottom(ctx, ranking, indicator, ranked);
  }

  if (unranked.length > 0) {
    const named = unranked
      .slice(0, NAMED_UNRANKED)
      .map((r) => `${unitTitle(texts, r)} (n = ${format.count(r.count)})`);
    const more = unranked.length - named.length;
    const units =
      more > 0
        ? `${named.join(', ')} ${fillText(texts.andMore, { n: format.count(more) })}`
        : named.join(', ');
    flowText(doc, fillText(texts.notRanked, { units }), SMALL);
    doc.y += 6;
  }
}

/** The two halves of the best and the worst side by side, and their height with their titles. */
function topAndBottomParts(
  ctx: PdfContext,
  ranking: BenchmarkPdfInput['ranking'],
  indicator: PdfIndicator | undefined,
  ranked: RankingRow[],
) {
  const { texts } = ctx;
  const width = (CONTENT.width - GUTTER) / 2;
  const columns = rankingColumns(ctx, ranking, indicator, true);
  const parts = [
    { title: fillText(texts.top, { n: EACH_END }), rows: ranked.slice(0, EACH_END), x: CONTENT.left },
    {
      title: fillText(texts.bottom, { n: EACH_END }),
      rows: ranked.slice(-EACH_END),
      x: CONTENT.left + width + GUTTER,
    },
  ];
  return { width, columns, parts };
}

function topAndBottomHeight(
  ctx: PdfContext,
  ranking: BenchmarkPdfInput['ranking'],
  indicator: PdfIndicator | undefined,
  ranked: RankingRow[],
): number {
  const { width, columns, parts } = topAndBottomParts(ctx, ranking, indicator, ranked);
  const tables = parts.map((p) => tableHeight(ctx.doc, columns, p.rows, { width, x: p.x }));
  return lineHeight(SUBHEADING) + 4 + Math.max(...tables);
}

/** The best and the worst side by side, as a board compares them; both on one page, each kept whole. */
function drawTopAndBottom(
  ctx: PdfContext,
  ranking: BenchmarkPdfInput['ranking'],
  indicator: PdfIndicator | undefined,
  ranked: RankingRow[],
): void {
  const { doc } = ctx;
  const { width, columns, parts } = topAndBottomParts(ctx, ranking, indicator, ranked);
  const titleHeight = lineHeight(SUBHEADING) + 4;
  ensureSpace(doc, topAndBottomHeight(ctx, ranking, indicator, ranked));
  const top = doc.y;
  let bottom = top;
  for (const part of parts) {
    drawText(doc, part.title, part.x, top, width, SUBHEADING);
    doc.y = top + titleHeight;
    drawTable(doc, ctx.theme, columns, part.rows, {
      width,
      x: part.x,
      keepTogether: true,
      emphasise: isSelf,
    });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 10;
}
