import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';

/** A file that cannot be read as a table at all (as opposed to bad rows). */
export class UnreadableFile extends Error {}

/** One line of a table file: its row number in the file (1 = first) and its cells. */
export interface SheetRow {
  row: number;
  cells: Array<string | number | null>;
}

/**
 * The delimiter of a CSV file: ';' or ',' (whichever the header line has more of, outside
 * quotes; Excel in Finnish and Swedish locales writes ';'), or a tab.
 * @internal
 */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts[';'] > counts[',']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * Decodes UTF-8 (with or without a byte order mark); anything else is refused clearly.
 * @internal
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw new UnreadableFile('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again');
  }
}

/**
 * What reading one uploaded table file may take, applied while it is read (never after):
 * `maxRows` rows below the header, and for a workbook `maxUnpackedBytes` once unpacked
 * (an .xlsx is a zip: a few megabytes may unpack to gigabytes of XML).
 */
export interface TableLimits {
  maxRows: number;
  maxUnpackedBytes: number;
}

/** The file has more rows below its header than the use case takes: reading stopped there. */
export class TooManyRows extends Error {
  constructor(readonly max: number) {
    super(`The file has more than ${max} rows; at most ${max} per file: split it`);
  }
}

/** The workbook unpacks to more than the use case takes: reading stopped there. */
export class UnpacksTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The workbook unpacks to more than ${maxBytes / (1024 * 1024)} MB: save it as CSV or split it`);
  }
}

type Cell = SheetRow['cells'][number];

const isBlank = (cells: readonly Cell[]) => cells.every((c) => c === null || c === '');

/**
 * Collects the rows that hold something (with their numbers in the file), the header and at
 * most `maxRows` below it; the one after that stops the reading. Blank rows are skipped but
 * counted too, up to as many again as `maxRows`: a file of millions of empty lines is
 * refused as soon as that is passed, not read to its end.
 */
function rowCollector(maxRows: number) {
  const rows: SheetRow[] = [];
  let read = 0;
  return {
    rows,
    add(row: number, cells: Cell[]) {
      read += 1;
      if (read > 2 * maxRows + 1) throw new TooManyRows(maxRows);
      if (isBlank(cells)) return;
      if (rows.length > maxRows) throw new TooManyRows(maxRows);
      rows.push({ row, cells });
    },
  };
}

/** Text in slices, so that the parser reads as it is fed and can stop part way. */
function* slices(text: string, size = 64 * 1024) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

/**
 * A CSV file (csv-parse, RFC 4180, as parse-csv.ts reads it) as a stream of records: blank
 * lines are skipped, the row limit stops the reading as soon as it is passed.
 */
async function readCsvRows(bytes: Uint8Array, limits: TableLimits): Promise<SheetRow[]> {
  const text = decodeUtf8(bytes);
  const parser = parse({
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    skip_empty_lines: false,
  });
  const collector = rowCollector(limits.maxRows);
  const input = Readable.from(slices(text));
  input.pipe(parser);
  let record = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      record += 1;
      collector.add(record, cells);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const what = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : error.message;
    const before = (error as CsvError & { records?: number }).records ?? record;
    throw new UnreadableFile(`Row ${before + 1}: ${what}`);
  } finally {
    input.destroy();
    parser.destroy();
  }
  return collector.rows;
}

/**
 * Unpacks every entry of a zip without keeping it, and stops once the unpacked bytes pass
 * `maxBytes`: what the workbook reader below may then unpack is bounded (it writes a sheet
 * that comes before the shared strings to a temporary file).
 */
function checkUnpackedSize(bytes: Uint8Array, maxBytes: number): void {
  let unpacked = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) failure = new UnreadableFile('The file is not a readable Excel workbook (.xlsx)');
      else {
        unpacked += chunk.byteLength;
        if (unpacked > maxBytes) {
          failure = new UnpacksTooLarge(maxBytes);
          file.terminate();
        }
      }
    };
    try {
      file.start();
    } catch {
      failure = new UnreadableFile('The workbook uses a compression method that cannot be read');
    }
  });
  unzip.register(UnzipInflate);
  const step = 1024 * 1024;
  try {
    for (let start = 0; start < bytes.byteLength && !failure; start += step) {
      const end = Math.min(start + step, bytes.byteLength);
      unzip.push(bytes.subarray(start, end), end === bytes.byteLength);
    }
  } catch {
    failure ??= new UnreadableFile('The file is not a readable Excel workbook (.xlsx)');
  }
  if (failure) throw failure;
}

/**
 * A workbook's text with its escapes `_xHHHH_` read as the characters they stand for (how a
 * workbook stores control characters, NUL too), as exceljs's whole-workbook reader reads
 * them; its streaming reader leaves them as written.
 */
const unescapeText = (text: string) =>
  text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A cell as the imports read it: numbers stay numbers, dates become ISO date-times. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return unescapeText(value).trim();
  if (typeof value === 'boolean') return String(value);
  // An out-of-range serial number reads as an invalid Date: "Invalid Date" is then refused
  // as a date like any other text.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if ('richText' in value) return unescapeText(value.richText.map((r) => r.text).join(''));
  if ('formula' in value || 'sharedFormula' in value)
    return cellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * The first worksheet of an .xlsx workbook, row by row as exceljs's streaming reader
 * reaches them (never the whole workbook in memory): blank rows skipped, the row limit
 * stopping the reading as soon as it is passed.
 */
async function readXlsxRows(bytes: Uint8Array, limits: TableLimits): Promise<SheetRow[]> {
  checkUnpackedSize(bytes, limits.maxUnpackedBytes);
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'cache',
    entries: 'ignore',
  });
  const collector = rowCollector(limits.maxRows);
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        collector.add(
          row.number,
          Array.from(values, (v) => cellValue(v)),
        );
      }
      break;
    }
  } catch (error) {
    if (error instanceof TooManyRows) throw error;
    throw new UnreadableFile('The file is not a readable Excel workbook (.xlsx)');
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw new UnreadableFile('The workbook has no worksheet');
  return collector.rows;
}

/**
 * The rows of an uploaded CSV or .xlsx file that hold something, with their numbers in the
 * file (the header first), read within `limits`. Throws UnreadableFile, TooManyRows or
 * UnpacksTooLarge. CPU work: a file larger than a few hundred kilobytes is read in a worker
 * thread (table-file-in-worker.ts, or the interview import's own worker).
 */
export function readTableFile(
  format: 'csv' | 'xlsx',
  bytes: Uint8Array,
  limits: TableLimits,
): Promise<SheetRow[]> {
  return format === 'xlsx' ? readXlsxRows(bytes, limits) : readCsvRows(bytes, limits);
}
