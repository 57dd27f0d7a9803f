import { CsvError, parse } from 'csv-parse/sync';

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

/** Decodes UTF-8 (with or without a byte order mark); anything else is refused clearly. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw new UnreadableFile('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again');
  }
}

/**
 * RFC 4180 (csv-parse): fields separated by the delimiter, records by CRLF or LF, a quoted
 * field may hold delimiters, line breaks and doubled quotes; unquoted fields are trimmed.
 * Row numbers count records (as a spreadsheet shows them), not physical lines.
 */
export function parseCsv(text: string): SheetRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const record = (error as CsvError & { records?: number }).records;
    const where = record === undefined ? '' : `Row ${record + 1}: `;
    const what = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is not closed' : error.message;
    throw new UnreadableFile(`${where}${what}`);
  }
  return records.map((cells, index) => ({ row: index + 1, cells }));
}
