import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import ExcelJS from 'exceljs';
import type { ReportTexts } from './report-texts.ts';

export interface RankingWorkbookInput {
  ranking: TRankingResponse;
  texts: ReportTexts;
  surveyTitle: string;
  /** The drill node, root first: "All stores › North". */
  nodeTitle: string;
  indicatorTitle: string;
  decimals: number;
  levelTitle: string;
  filters: string[];
  /** Whether a time filter is set (else there is no previous rank). */
  hasPeriod: boolean;
  created: Date;
}

/** Columns of the ranking table, as on the screen: rank, unit, drill path, value, count, previous rank. */
const COLUMN_WIDTHS = [8, 36, 44, 14, 12, 15];
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0000C8' } };
const SECTION_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEDF7' } };

/**
 * The ranking as an Excel workbook: a title block (survey, unit, filters, date), the
 * ranked units, then the units with too few answers, apart and without a rank.
 */
export function rankingWorkbook(input: RankingWorkbookInput): ExcelJS.Workbook {
  const { ranking, texts } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Opinio';
  workbook.created = input.created;
  const sheet = workbook.addWorksheet(texts.sheet, {
    views: [{ state: 'frozen', ySplit: 9 }],
    pageSetup: { orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));

  const title = sheet.addRow([`${texts.title}: ${input.indicatorTitle}`]);
  title.font = { bold: true, size: 16, color: { argb: 'FF0000C8' } };
  title.height = 24;
  const meta: Array<[string, string]> = [
    [texts.survey, input.surveyTitle],
    [texts.unit, input.nodeTitle],
    [texts.level, input.levelTitle],
    [texts.filters, input.filters.length > 0 ? input.filters.join('; ') : texts.noFilters],
    [texts.created, input.created.toISOString().slice(0, 16).replace('T', ' ')],
    [texts.minCount, String(ranking.minCount)],
  ];
  for (const [label, value] of meta) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true, color: { argb: 'FF424242' } };
    sheet.mergeCells(row.number, 2, row.number, COLUMN_WIDTHS.length);
  }
  sheet.addRow([]);

  const header = sheet.addRow([
    texts.rank,
    texts.unit,
    texts.drillPath,
    input.indicatorTitle,
    texts.count,
    input.hasPeriod ? texts.previousRank : `${texts.previousRank} *`,
  ]);
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  for (const col of [1, 4, 5, 6]) header.getCell(col).alignment = { horizontal: 'right', wrapText: true };
  sheet.autoFilter = { from: { row: header.number, column: 1 }, to: { row: header.number, column: 6 } };

  const valueFormat = input.decimals > 0 ? `0.${'0'.repeat(input.decimals)}` : '0';
  const addUnit = (row: TRankingResponse['rows'][number]) => {
    const added = sheet.addRow([row.rank, row.title, row.path, row.value, row.count, row.previousRank]);
    added.getCell(1).numFmt = '0';
    added.getCell(4).numFmt = valueFormat;
    added.getCell(5).numFmt = '#,##0';
    added.getCell(6).numFmt = '0';
  };
  const ranked = ranking.rows.filter((r) => r.rank !== null);
  const unranked = ranking.rows.filter((r) => r.rank === null);
  ranked.forEach(addUnit);

  if (unranked.length > 0) {
    sheet.addRow([]);
    const section = sheet.addRow([texts.tooFew.replace('{n}', String(ranking.minCount))]);
    section.font = { bold: true, italic: true };
    sheet.mergeCells(section.number, 1, section.number, COLUMN_WIDTHS.length);
    section.getCell(1).fill = SECTION_FILL;
    unranked.forEach(addUnit);
  }
  if (!input.hasPeriod) {
    sheet.addRow([]);
    sheet.addRow([`* ${texts.noPeriod}`]).font = { italic: true, color: { argb: 'FF616161' } };
  }
  return workbook;
}
