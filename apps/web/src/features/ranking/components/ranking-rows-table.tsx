import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import {
  naturalSort,
  nextSort,
  type RankingColumn,
  type RankingRow,
  type RankingSort,
  sortRankingRows,
} from '../lib/ranking-rows.ts';
import { RankingCard } from './ranking-card.tsx';
import { RankingTableRow } from './ranking-table-row.tsx';

const ROWS_PER_PAGE = [25, 50, 100, 250];

interface RankingRowsTableProps {
  rows: readonly RankingRow[];
  indicator: TIndicator | undefined;
  /** Ranked units show rank and change; units with too few answers do not. */
  ranked: boolean;
  hasPeriod: boolean;
  /** The value range of the ranked units, for the bars. */
  range: { min: number; max: number };
  label: string;
  testId: string;
  /** Among its peers: the path of the drill node's own row, marked as such. */
  ownPath?: string | null;
  /**
   * Ranked by fair score: each row shows it beside the value, in a column of its own, and the
   * table says above its rows what the order follows (a higher value may stand below a lower).
   */
  fair?: boolean;
  onDrill: (row: RankingRow) => void;
}

/**
 * A sortable, paged table of ranked units; a unit's name (or its row) drills into it. On a
 * phone the same rows are a list of cards, one a unit, in the same order and pages.
 */
export function RankingRowsTable(props: RankingRowsTableProps) {
  const { rows, indicator, ranked, hasPeriod, range, label, testId, ownPath = null, onDrill } = props;
  const fair = ranked && props.fair === true;
  const { t } = useTranslation();
  const captionId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const locale = useLocale();
  const [sort, setSort] = useState<RankingSort>({
    column: ranked ? 'rank' : 'count',
    direction: ranked ? 'asc' : 'desc',
  });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(ranked ? 50 : 25);
  const sorted = useMemo(() => sortRankingRows(rows, sort), [rows, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / perPage) - 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const visible = sorted.slice(page * perPage, page * perPage + perPage);
  // rows are memoised: a stable callback lets a sort move them without drawing them again
  const drillRef = useRef(onDrill);
  drillRef.current = onDrill;
  const drill = useCallback((row: RankingRow) => drillRef.current(row), []);

  const header = (column: RankingColumn, text: string, numeric: boolean, width?: number) => {
    const active = sort.column === column;
    return (
      <TableCell
        align={numeric ? 'right' : 'left'}
        sortDirection={active ? sort.direction : false}
        sx={{ width, whiteSpace: 'nowrap' }}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => {
            setSort(nextSort(sort, column));
            setPage(0);
          }}
          data-testid={`${testId}-sort-${column}`}
        >
          {text}
        </TableSortLabel>
      </TableCell>
    );
  };

  // on a phone there are no column headers: one picker sorts the cards
  const columns: Array<[RankingColumn, string]> = [
    ...(ranked ? [['rank', t('ranking.column.rank')] as [RankingColumn, string]] : []),
    ...(fair ? [['fair', t('ranking.column.fairScore')] as [RankingColumn, string]] : []),
    ['value', indicator?.title ?? t('ranking.column.value')],
    ['count', t('ranking.column.count')],
    ...(ranked ? [['change', t('ranking.column.change')] as [RankingColumn, string]] : []),
    ['title', t('ranking.column.unit')],
  ];

  return (
    <Box>
      {phone && rows.length > 1 && (
        <TextField
          select
          size="small"
          label={t('ranking.sortBy')}
          value={sort.column}
          onChange={(event) => {
            setSort(naturalSort(event.target.value as RankingColumn));
            setPage(0);
          }}
          sx={{ mt: 0.5, mb: 1, minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${testId}-sort` } as object } }}
        >
          {columns.map(([column, text]) => (
            <MenuItem key={column} value={column}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
      {fair && phone && (
        // what the order follows, said where the order is shown
        <Typography variant="body2" id={captionId} data-testid={`${testId}-fair-caption`} sx={{ mb: 1 }}>
          {t('ranking.fairCaption')}
        </Typography>
      )}
      {phone ? (
        <Box
          component="ol"
          aria-label={label}
          aria-describedby={fair ? captionId : undefined}
          data-testid={testId}
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {visible.map((row, i) => (
            <RankingCard
              key={row.path || `peer-${row.peer ?? i}`}
              row={row}
              indicator={indicator}
              ranked={ranked}
              hasPeriod={hasPeriod}
              range={range}
              own={ownPath !== null && row.path === ownPath}
              fair={fair}
              onDrill={drill}
            />
          ))}
        </Box>
      ) : (
        <TableScroll label={label}>
          <Table
            size="small"
            aria-label={label}
            data-testid={testId}
            // the caption (a fair ranking's) above the rows it orders
            sx={{
              tableLayout: 'fixed',
              minWidth: fair ? 760 : 640,
              '& caption': { captionSide: 'top', color: 'text.primary' },
            }}
          >
            {fair && (
              // what the order follows, said above the rows it orders
              <Box
                component="caption"
                data-testid={`${testId}-fair-caption`}
                sx={{ textAlign: 'left', px: 2, py: 1, typography: 'body2' }}
              >
                {t('ranking.fairCaption')}
              </Box>
            )}
            <TableHead>
              <TableRow>
                {ranked && header('rank', t('ranking.column.rank'), true, 84)}
                {header('title', t('ranking.column.unit'), false)}
                {fair && header('fair', t('ranking.column.fairScore'), true, 130)}
                {header('value', indicator?.title ?? t('ranking.column.value'), true, fair ? 200 : 240)}
                {header('count', t('ranking.column.count'), true, 120)}
                {ranked && header('change', t('ranking.column.change'), true, 130)}
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((row, i) => (
                <RankingTableRow
                  key={row.path || `peer-${row.peer ?? i}`}
                  row={row}
                  own={ownPath !== null && row.path === ownPath}
                  indicator={indicator}
                  ranked={ranked}
                  hasPeriod={hasPeriod}
                  range={range}
                  fair={fair}
                  onDrill={drill}
                />
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {sorted.length > ROWS_PER_PAGE[0] && (
        <TablePagination
          component="div"
          count={sorted.length}
          page={Math.min(page, lastPage)}
          rowsPerPage={perPage}
          rowsPerPageOptions={ROWS_PER_PAGE}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('ranking.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('ranking.displayedRows', {
              from: formatNumber(from, locale),
              to: formatNumber(to, locale),
              count: formatNumber(count, locale),
            })
          }
          data-testid={`${testId}-pagination`}
          // on a phone the pager wraps onto two lines rather than running past the screen
          sx={
            phone
              ? {
                  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0, justifyContent: 'flex-end' },
                  '& .MuiTablePagination-spacer': { display: 'none' },
                }
              : undefined
          }
        />
      )}
    </Box>
  );
}
