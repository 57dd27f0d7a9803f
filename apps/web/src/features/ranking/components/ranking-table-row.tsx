import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';
import { RankChange } from './rank-change.tsx';
import { RankingFigure } from './ranking-figure.tsx';
import { ValueBar } from './value-bar.tsx';

/** What a ranked unit is drawn from, as a table row on a desktop or a card on a phone. */
export interface RankingRowProps {
  row: RankingRow;
  indicator: TIndicator | undefined;
  ranked: boolean;
  hasPeriod: boolean;
  range: { min: number; max: number };
  /** The drill node itself, among its peers: marked as such. */
  own: boolean;
  /** Ranked by fair score: the row shows it beside the value. */
  fair?: boolean;
  onDrill: (row: RankingRow) => void;
}

/**
 * One unit: rank, name (a button that drills), value with its bar, answers, rank change. A peer
 * shown without its name opens nothing.
 */
export const RankingTableRow = memo(function RankingTableRow(props: RankingRowProps) {
  const { row, indicator, ranked, hasPeriod, range, own, fair = false, onDrill } = props;
  const opens = row.peer === null;
  const { t } = useTranslation();
  const locale = useLocale();
  const status = indicatorStatus(row.value, indicator);
  return (
    <TableRow
      hover={opens}
      selected={own}
      onClick={opens ? () => onDrill(row) : undefined}
      data-testid="ranking-row"
      data-unit={row.extName || undefined}
      sx={{ cursor: opens ? 'pointer' : undefined, '&:last-child td, &:last-child th': { borderBottom: 0 } }}
    >
      {ranked && (
        <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {row.rank}
        </TableCell>
      )}
      <TableCell component="th" scope="row" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {opens ? (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={(event) => {
              event.stopPropagation();
              onDrill(row);
            }}
            aria-label={t('ranking.drillInto', { unit: row.title })}
            sx={{ textAlign: 'left', fontWeight: own ? 700 : 500 }}
          >
            {row.title}
          </Link>
        ) : (
          row.title
        )}
      </TableCell>
      {fair && (
        <TableCell
          align="right"
          data-testid="ranking-fair-score"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {fairScoreText(row, indicator, locale)}
        </TableCell>
      )}
      <TableCell align="right">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5 }}>
          {row.value !== null && <ValueBar value={row.value} range={range} status={status} />}
          <Box component="span" sx={{ fontWeight: 600, minWidth: 48, fontVariantNumeric: 'tabular-nums' }}>
            <RankingFigure row={row} indicator={indicator} ranked={ranked} status={status} />
          </Box>
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(row.count, locale)}
      </TableCell>
      {ranked && (
        <TableCell align="right">
          <RankChange row={row} hasPeriod={hasPeriod} />
        </TableCell>
      )}
    </TableRow>
  );
});

/** A row's fair score as its value is written (the indicator's decimals); a dash without one. */
export function fairScoreText(row: RankingRow, indicator: TIndicator | undefined, locale: string): string {
  return row.fairScore === null ? '–' : formatNumber(row.fairScore, locale, indicator?.decimals ?? 1);
}
