import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import ExcelJS from 'exceljs';
import { addHeaderRow, addTitleBlock, SECTION_FILL, valueFormat } from './excel/workbook-frame.ts';
import type { ReportTexts } from './report-texts.ts';

type RankingRow = TRankingResponse['rows'][number];

export interface RankingWorkbookInput {
  ranking: TRankingResponse;
  texts: ReportTexts;
  /** The header of the units' column: the ranked level's name ("Store"), else "Unit". */
  unitHeader?: string;
  /** The title block's label/value pairs (survey, unit, level, filters, created). */
  meta: Array<[string, string | Date]>;
  indicatorTitle: string;
  decimals: number;
  /** The units between the drill node and a row's unit, by title: "North › Oulu" (null: none). */
  partOf: (row: RankingRow) => string | null;
  /** Whether a time filter is set (else there is no previous period). */
  hasPeriod: boolean;
  created: Date;
}

/**
 * Columns of the ranking table: rank, unit, the units it is part of, value, its 95% interval,
 * answers, the previous period's value, the change and whether it is clear, the previous rank,
 * the rank's change; last, narrow, the unit's id for integrators.
 */
const COLUMN_WIDTHS = [8, 34, 30, 12, 13, 13, 11, 13, 11, 12, 12, 12, 12];
const NUMERIC = [1, 4, 5, 6, 7, 8, 9, 11, 12];

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
    views: [{ state: 'frozen', ySplit: input.meta.length + 3 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));
  addTitleBlock(sheet, `${texts.title}: ${input.indicatorTitle}`, input.meta, COLUMN_WIDTHS.length);
  const later = input.hasPeriod ? '' : ' *';
  addHeaderRow(
    sheet,
    [
      texts.rank,
      input.unitHeader ?? texts.unit,
      texts.partOf,
      input.indicatorTitle,
      texts.ciLow,
      texts.ciHigh,
      texts.count,
      `${texts.previousValue}${later}`,
      `${texts.change}${later}`,
      `${texts.significant}${later}`,
      `${texts.previousRank}${later}`,
      `${texts.rankChange}${later}`,
      texts.id,
    ],
    NUMERIC,
  );

  const format = valueFormat(input.decimals);
  const addUnit = (row: RankingRow) => {
    const added = sheet.addRow([
      row.rank,
      row.title,
      input.partOf(row),
      row.value,
      row.ciLow,
      row.ciHigh,
      row.count,
      row.previousValue,
      row.change,
      row.changeSignificant === null ? null : row.changeSignificant ? texts.yes : texts.no,
      row.previousRank,
      // up is better: from 5th to 2nd is +3
      row.rank !== null && row.previousRank !== null ? row.previousRank - row.rank : null,
      row.extName,
    ]);
    for (const col of [1, 11]) added.getCell(col).numFmt = '0';
    for (const col of [4, 5, 6, 8]) added.getCell(col).numFmt = format;
    added.getCell(7).numFmt = '#,##0';
    added.getCell(9).numFmt = `+${format};-${format};${format}`;
    added.getCell(12).numFmt = '+0;-0;0';
    added.getCell(13).font = { color: { argb: 'FF757575' } };
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
