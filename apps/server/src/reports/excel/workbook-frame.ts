import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describeFilters } from '#reports/filter-description.ts';
import type { ReportJob } from '#reports/report-job.ts';
import { reportTexts } from '#reports/report-texts.ts';

const BRAND = 'FF0000C8';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
export const SECTION_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFEDEDF7' },
};

/**
 * A workbook written as a stream: each committed row goes out to `out` and is forgotten,
 * so a sheet of a million rows takes the memory of a few. Shared strings are off (they
 * would be kept until the end); styles are on.
 */
export function streamingWorkbook(out: Writable, created: Date): ExcelJS.stream.xlsx.WorkbookWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Opinio';
  workbook.created = created;
  return workbook;
}

/** How dates and times read in every workbook: a real Excel date with this format. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** The survey, unit, filters and creation time every report states, as label/value pairs. */
export function reportMeta(job: ReportJob): Array<[string, string | Date]> {
  const texts = reportTexts(job.locale);
  const filters = describeFilters(job.ctx.survey, job.filterToken, job.ctx.filters.period, job.locale);
  return [
    [texts.survey, job.ctx.survey.title],
    [texts.unit, job.ctx.drill.chain.map((unit) => unit.title).join(' › ')],
    [texts.filters, filters.length > 0 ? filters.join('; ') : texts.noFilters],
    [texts.created, job.created],
  ];
}

/**
 * The title block at the top of a sheet: a title, then label/value rows, then an empty
 * row. Answers the number of rows written (for the frozen pane below the header).
 */
export function addTitleBlock(
  sheet: ExcelJS.Worksheet,
  title: string,
  meta: Array<[string, string | Date]>,
  width: number,
): number {
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 16, color: { argb: BRAND } };
  titleRow.height = 24;
  titleRow.commit();
  for (const [label, value] of meta) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true, color: { argb: 'FF424242' } };
    if (value instanceof Date) {
      row.getCell(2).numFmt = DATE_TIME_FORMAT;
      row.getCell(2).alignment = { horizontal: 'left' };
    }
    if (width > 2) sheet.mergeCells(row.number, 2, row.number, width);
    row.commit();
  }
  sheet.addRow([]).commit();
  return meta.length + 2;
}

/**
 * The column headers: white on the brand colour, wrapped; numeric columns right-aligned.
 * The header carries the sheet's autofilter (the pane is frozen below it by `addSheet`).
 */
export function addHeaderRow(sheet: ExcelJS.Worksheet, headers: string[], numeric: readonly number[] = []) {
  const header = sheet.addRow(headers);
  header.eachCell((cell, col) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = HEADER_FILL;
    cell.alignment = {
      vertical: 'middle',
      wrapText: true,
      horizontal: numeric.includes(col) ? 'right' : 'left',
    };
  });
  sheet.autoFilter = {
    from: { row: header.number, column: 1 },
    to: { row: header.number, column: headers.length },
  };
  header.commit();
  return header.number;
}

/** An Excel number format with the indicator's decimals. */
export const valueFormat = (decimals: number) => (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0');

/** A sheet of a streaming workbook with fixed column widths, frozen below its header. */
export function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  widths: number[],
  frozenRows: number,
): ExcelJS.Worksheet {
  // Excel refuses sheet names over 31 characters or with []:*?/\
  const safe = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  const sheet = workbook.addWorksheet(safe, {
    views: [{ state: 'frozen', ySplit: frozenRows }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = widths.map((width) => ({ width }));
  return sheet;
}

/** Uncompressed sheet data allowed to wait for the compressor before rows stop coming. */
const SHEET_BACKLOG_BYTES = 4 * 1024 * 1024;

interface BufferedStream {
  writableLength?: number;
  _writableState?: { length: number };
}

/**
 * Waits until the sheet's written rows have gone on to the compressor. exceljs' streaming
 * writer commits rows without back-pressure: when the file's destination is slower than
 * the rows are made (the database storing the chunks), the uncompressed rows queue up in
 * memory, hundreds of megabytes for a million rows. Called between pages, this holds the
 * queue to a few megabytes. It reads the writer's stream internals, with a cap on waiting.
 */
export async function sheetDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: BufferedStream[] } }).stream?.pipes ?? [];
  const backlog = () =>
    pipes.reduce((sum, pipe) => sum + (pipe.writableLength ?? pipe._writableState?.length ?? 0), 0);
  for (let waited = 0; backlog() > SHEET_BACKLOG_BYTES && waited < 60_000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
