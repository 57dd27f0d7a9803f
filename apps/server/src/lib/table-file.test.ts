import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { emptyLinesCsv, manyRowsWorkbook } from '../../test/fixtures/file-bombs.ts';
import {
  decodeUtf8,
  detectDelimiter,
  readTableFile,
  TooManyRows,
  UnpacksTooLarge,
  UnreadableFile,
} from './table-file.ts';

const LIMITS = { maxRows: 100, maxUnpackedBytes: 10 * 1024 * 1024 };
const csv = (text: string, limits = LIMITS) => readTableFile('csv', new TextEncoder().encode(text), limits);
const cells = async (text: string) => (await csv(text)).map((r) => r.cells);

describe('readTableFile: CSV', () => {
  it('detects ";" and "," from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';');
    expect(detectDelimiter('"a;b";c,d,e\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks (RFC 4180)', async () => {
    expect(await cells('id,comment\r\n1,"Good, ""very"" good"\r\n2,"two\nlines"\r\n')).toEqual([
      ['id', 'comment'],
      ['1', 'Good, "very" good'],
      ['2', 'two\nlines'],
    ]);
  });

  it('numbers rows by record, trims unquoted fields and skips blank rows', async () => {
    const rows = await csv('a;b\n"x\ny"; 2 \n;\n\nc;d\n');
    expect(rows.map((r) => r.row)).toEqual([1, 2, 5]);
    expect(rows[1].cells).toEqual(['x\ny', '2']);
    expect(rows[2].cells).toEqual(['c', 'd']);
  });

  it('a last line without a line break is read; an unclosed quote is refused with its row', async () => {
    expect(await cells('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    await expect(csv('a,b\n1,"2\n')).rejects.toThrow(/^Row 2: a quoted field is not closed/);
    await expect(csv('a,b\n1,"2\n')).rejects.toBeInstanceOf(UnreadableFile);
  });

  it('strips the byte order mark and refuses text that is not UTF-8', () => {
    expect(decodeUtf8(new TextEncoder().encode('\ufeffexternalId'))).toBe('externalId');
    expect(() => decodeUtf8(Uint8Array.from([0x61, 0xe4, 0x62]))).toThrow(/UTF-8/);
  });

  it('takes the header and maxRows rows, and stops at the one after', async () => {
    const rows = (n: number) => `name\n${Array.from({ length: n }, (_, i) => `r${i}`).join('\n')}\n`;
    expect(await csv(rows(100))).toHaveLength(101);
    await expect(csv(rows(101))).rejects.toEqual(new TooManyRows(100));
  });

  it('refuses a file of millions of empty lines once they pass the limit, without reading to its end', async () => {
    const error = await readTableFile('csv', emptyLinesCsv(9 * 1024 * 1024), LIMITS).catch((e) => e);
    expect(error).toBeInstanceOf(TooManyRows);
    expect(await csv(`name\n${'\n'.repeat(150)}x\n`)).toEqual([
      { row: 1, cells: ['name'] },
      { row: 152, cells: ['x'] },
    ]);
  });
});

describe('readTableFile: .xlsx', () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet) => void) {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet('First'));
    book.addWorksheet('Second').addRow(['not read']);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it('reads the first sheet: numbers, dates, rich text, formulas, links, booleans, errors and escaped characters as cells', async () => {
    const file = await workbook((sheet) => {
      sheet.addRow(['externalId', 'unit', 'date', 'q1', 'note']);
      sheet.addRow([
        'a1',
        ' S1 ',
        new Date('2026-05-01T10:00:00Z'),
        7,
        { richText: [{ text: 'Hel' }, { text: 'lo' }] },
      ]);
      sheet.addRow([]);
      sheet.addRow([
        'a2',
        'S2',
        '2026-05-02',
        { formula: '1+1', result: 2 },
        { text: 'link', hyperlink: 'https://example.com' },
      ]);
      sheet.addRow(['a3', 'S3', 45000, true, { error: '#N/A' }]);
      sheet.addRow(['a4', 'S_x0041_', '', '', 'not _x0000_ nice']);
      sheet.getCell('C5').numFmt = 'yyyy-mm-dd';
    });
    expect(await readTableFile('xlsx', file, LIMITS)).toEqual([
      { row: 1, cells: ['externalId', 'unit', 'date', 'q1', 'note'] },
      { row: 2, cells: ['a1', 'S1', '2026-05-01T10:00:00.000Z', 7, 'Hello'] },
      { row: 4, cells: ['a2', 'S2', '2026-05-02', 2, 'link'] },
      { row: 5, cells: ['a3', 'S3', '2023-03-15T00:00:00.000Z', 'true', '#N/A'] },
      { row: 6, cells: ['a4', 'SA', null, null, 'not \u0000 nice'] },
    ]);
  });

  it('stops at the row after the limit, and at the unpacked size before any row', async () => {
    const file = manyRowsWorkbook(20_000, (r) => [`user${r}`]);
    expect(file.byteLength).toBeLessThan(200 * 1024);
    await expect(readTableFile('xlsx', file, { ...LIMITS, maxRows: 1000 })).rejects.toEqual(
      new TooManyRows(1000),
    );
    await expect(
      readTableFile('xlsx', file, { maxRows: 50_000, maxUnpackedBytes: 256 * 1024 }),
    ).rejects.toEqual(new UnpacksTooLarge(256 * 1024));
    expect(
      await readTableFile('xlsx', file, { maxRows: 50_000, maxUnpackedBytes: 10 * 1024 * 1024 }),
    ).toHaveLength(20_000);
  });

  it('refuses what is not a workbook', async () => {
    const notZip = new TextEncoder().encode('PK\u0003\u0004 and then nothing of a zip');
    await expect(readTableFile('xlsx', notZip, LIMITS)).rejects.toBeInstanceOf(UnreadableFile);
  });
});
