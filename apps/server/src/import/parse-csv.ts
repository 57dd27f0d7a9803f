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
 * RFC 4180: fields separated by the delimiter, records by CRLF or LF, a quoted field may
 * hold delimiters, line breaks and doubled quotes. Row numbers count records (as a
 * spreadsheet shows them), not physical lines.
 */
export function parseCsv(text: string): SheetRow[] {
  const delimiter = detectDelimiter(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let i = 0;
  const endField = () => {
    cells.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i++;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (char === delimiter) endField();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (char === '\n' || char === '\r') endRecord();
    else field += char;
    i++;
  }
  if (quoted) throw new UnreadableFile(`Row ${rows.length + 1}: a quoted field is not closed`);
  if (field !== '' || cells.length > 0 || wasQuoted) endRecord();
  return rows;
}
