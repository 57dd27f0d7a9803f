import { type PdfDoc, tagged } from './pdf-document.ts';
import {
  clampLines,
  drawLines,
  ensureSpace,
  lineHeight,
  newPage,
  type TextStyle,
  textWidth,
  wrapLines,
} from './pdf-text-flow.ts';
import { CONTENT, FONT, INK, type PdfTheme } from './pdf-theme.ts';

export interface TableColumn<Row> {
  header: string;
  /** Points, or 'fill' for the column that takes the width left (one per table). */
  width: number | 'fill';
  align?: 'left' | 'right';
  text: (row: Row) => string;
  colour?: (row: Row) => string;
  bold?: (row: Row) => boolean;
  /** Lines a cell may take before it ends in an ellipsis; no limit by default. */
  maxLines?: number;
}

interface TableOptions<Row> {
  /** A row drawn tinted and bold, e.g. the node among its parent and the organisation. */
  emphasise?: (row: Row) => boolean;
  /** Move the whole table to the next page rather than split it, when it fits on one. */
  keepTogether?: boolean;
  x?: number;
  width?: number;
}

/** Rows a table keeps together at its start and at its end when it runs over pages. */
const MIN_ROWS = 3;
const PAD_X = 6;
const PAD_Y = 4.5;
const HEADER: TextStyle = { font: FONT.bold, size: 7.5, colour: INK.muted, leading: 1.25 };
const CELL: TextStyle = { font: FONT.regular, size: 8.5, colour: INK.text, leading: 1.3 };

interface Cell {
  lines: string[];
  style: TextStyle;
}

interface TableLayout {
  widths: number[];
  xs: number[];
  header: Cell[];
  headerHeight: number;
  body: Cell[][];
  rowHeights: number[];
  /** Header, rows and the closing rule. */
  height: number;
}

function layoutTable<Row>(
  doc: PdfDoc,
  columns: TableColumn<Row>[],
  rows: Row[],
  options: TableOptions<Row>,
): TableLayout {
  const left = options.x ?? CONTENT.left;
  const tableWidth = options.width ?? CONTENT.width;
  const fixed = columns.reduce((sum, c) => sum + (c.width === 'fill' ? 0 : c.width), 0);
  const widths = columns.map((c) => (c.width === 'fill' ? Math.max(60, tableWidth - fixed) : c.width));
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const inner = widths.map((w) => w - 2 * PAD_X);
  const style = headerStyle(
    doc,
    columns.map((c) => c.header),
    inner,
  );
  // a word too long even so is hyphenated rather than cut without a sign
  const header = columns.map((c, i) => ({
    lines: wrapLines(doc, c.header, inner[i], style, { hyphenate: true }),
    style,
  }));
  const body = rows.map((row) =>
    columns.map((c, i): Cell => {
      const style: TextStyle = {
        ...CELL,
        font: c.bold?.(row) || options.emphasise?.(row) ? FONT.bold : FONT.regular,
        colour: c.colour?.(row) ?? CELL.colour,
      };
      const width = widths[i] - 2 * PAD_X;
      const lines = wrapLines(doc, c.text(row), width, style);
      return { lines: c.maxLines ? clampLines(doc, lines, c.maxLines, width, style) : lines, style };
    }),
  );
  const headerHeight = rowHeight(header) + 2;
  const rowHeights = body.map(rowHeight);
  const height = headerHeight + 1 + rowHeights.reduce((a, b) => a + b, 0) + 4;
  return { widths, xs, header, headerHeight, body, rowHeights, height };
}

/** The height the table takes on one page: for keeping a title with a short table. */
export function tableHeight<Row>(
  doc: PdfDoc,
  columns: TableColumn<Row>[],
  rows: Row[],
  options: TableOptions<Row> = {},
): number {
  return layoutTable(doc, columns, rows, options).height;
}

/**
 * A table that continues over pages, its header repeated on each. Rows never split;
 * long texts wrap inside their cell, so columns stay aligned whatever the names. A table
 * that fits on a page is kept whole (`keepTogether`): a lone row on the next page reads
 * as a mistake.
 */
export function drawTable<Row>(
  doc: PdfDoc,
  theme: PdfTheme,
  columns: TableColumn<Row>[],
  rows: Row[],
  options: TableOptions<Row> = {},
): void {
  tagged(doc, 'Table', () => drawTableParts(doc, theme, columns, rows, options));
}

function drawTableParts<Row>(
  doc: PdfDoc,
  theme: PdfTheme,
  columns: TableColumn<Row>[],
  rows: Row[],
  options: TableOptions<Row>,
): void {
  const left = options.x ?? CONTENT.left;
  const tableWidth = options.width ?? CONTENT.width;
  const layout = layoutTable(doc, columns, rows, options);
  const { widths, xs, headerHeight } = layout;

  const drawCells = (cells: Cell[], y: number) => {
    cells.forEach((cell, i) => {
      drawLines(doc, cell.lines, xs[i] + PAD_X, y + PAD_Y, cell.style, {
        width: widths[i] - 2 * PAD_X,
        align: columns[i].align ?? 'left',
      });
    });
  };
  const drawHeader = () => {
    const y = doc.y;
    drawCells(layout.header, y);
    doc
      .moveTo(left, y + headerHeight)
      .lineTo(left + tableWidth, y + headerHeight)
      .lineWidth(1)
      .stroke(theme.primary);
    doc.y = y + headerHeight + 1;
  };

  const whole = options.keepTogether && layout.height <= CONTENT.bottom - CONTENT.top;
  const opening = layout.rowHeights.slice(0, MIN_ROWS).reduce((a, b) => a + b, 0);
  ensureSpace(doc, whole ? layout.height : headerHeight + 1 + opening);
  drawHeader();
  const breaks = pageBreaks(doc.y, headerHeight + 1, layout.rowHeights);
  rows.forEach((row, index) => {
    const height = layout.rowHeights[index];
    if (breaks.has(index)) {
      newPage(doc);
      drawHeader();
    }
    const y = doc.y;
    if (options.emphasise?.(row)) doc.rect(left, y, tableWidth, height).fill(theme.primaryTint);
    else if (index % 2 === 1) doc.rect(left, y, tableWidth, height).fill(INK.zebra);
    drawCells(layout.body[index], y);
    doc.y = y + height;
  });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + tableWidth, doc.y)
    .lineWidth(0.5)
    .stroke(INK.rule);
  doc.y += 4;
}

/**
 * The rows that start a new page. The last page gets at least MIN_ROWS rows: a table
 * ending in a lone row under a repeated header reads as a mistake.
 */
function pageBreaks(top: number, headerHeight: number, heights: number[]): Set<number> {
  const breaks: number[] = [];
  let y = top;
  heights.forEach((height, index) => {
    if (y + height > CONTENT.bottom) {
      breaks.push(index);
      y = CONTENT.top + headerHeight;
    }
    y += height;
  });
  const last = breaks.length - 1;
  if (last >= 0) {
    // pulled back no further than leaves MIN_ROWS on the page before
    const earliest = (last > 0 ? breaks[last - 1] : 0) + MIN_ROWS;
    breaks[last] = Math.max(earliest, Math.min(breaks[last], heights.length - MIN_ROWS));
  }
  return new Set(breaks);
}

/**
 * The header size of a table: the largest at which every word of every header fits its
 * column, so no header is cut mid-word where a smaller size avoids it. One size for all
 * headers: mixed sizes read as a mistake.
 */
function headerStyle(doc: PdfDoc, headers: string[], widths: number[]): TextStyle {
  const fits = (style: TextStyle) =>
    headers.every((text, i) => text.split(/\s+/).every((word) => textWidth(doc, word, style) <= widths[i]));
  const sizes = [HEADER.size, 7, 6.5];
  const size = sizes.find((s) => fits({ ...HEADER, size: s })) ?? sizes[sizes.length - 1];
  return { ...HEADER, size };
}

function rowHeight(cells: Cell[]): number {
  return Math.max(...cells.map((c) => c.lines.length * lineHeight(c.style))) + 2 * PAD_Y;
}
