import ExcelJS from 'exceljs';
import { type SheetRow, UnreadableFile } from './parse-csv.ts';

type Cell = SheetRow['cells'][number];

/** A cell as the import reads it: numbers stay numbers, dates become ISO date-times. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  // An out-of-range serial number reads as an invalid Date: "Invalid Date" is then refused
  // as a date like any other text.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return String(value.error);
  return null;
}

/** The first worksheet of an .xlsx workbook, row by row, with the rows' numbers. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs wants a Node Buffer; this one shares the bytes.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new UnreadableFile('The file is not a readable Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile('The workbook has no worksheet');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push({ row: rowNumber, cells: Array.from(values, (v) => cellValue(v)) });
  });
  return rows;
}
