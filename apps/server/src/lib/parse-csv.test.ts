import { describe, expect, it } from 'vitest';
import { decodeUtf8, detectDelimiter, parseCsv, UnreadableFile } from './parse-csv.ts';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('detects ";" and "," from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(detectDelimiter('"a;b";c,d,e\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks (RFC 4180)', () => {
    expect(cells('id,comment\r\n1,"Good, ""very"" good"\r\n2,"two\nlines"\r\n')).toEqual([
      ['id', 'comment'],
      ['1', 'Good, "very" good'],
      ['2', 'two\nlines'],
    ]);
  });

  it('numbers rows by record, keeps empty fields and trims unquoted ones', () => {
    const rows = parseCsv('a;b\n"x\ny"; 2 \n;\n');
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(rows[1].cells).toEqual(['x\ny', '2']);
    expect(rows[2].cells).toEqual(['', '']);
  });

  it('a last line without a line break is read; an unclosed quote is refused', () => {
    expect(cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow(UnreadableFile);
  });

  it('strips the byte order mark and refuses text that is not UTF-8', () => {
    expect(decodeUtf8(new TextEncoder().encode('\ufeffexternalId'))).toBe('externalId');
    expect(() => decodeUtf8(Uint8Array.from([0x61, 0xe4, 0x62]))).toThrow(/UTF-8/);
  });
});
