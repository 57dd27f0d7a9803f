import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ChartTableData } from '@/lib/chart-table-data.ts';
import { VISUALLY_HIDDEN_SX } from './visually-hidden.tsx';

interface ChartTableProps {
  data: ChartTableData;
  /** The chart's summary: the table's caption. */
  caption: string;
  /** The height it fits in, as the chart's (none: the height it is given, full screen). */
  maxHeight?: number;
  /** Only for screen readers: a chart that must stay bare still has its data as a table. */
  hidden?: boolean;
}

/**
 * A chart's data as a table, instead of the chart: a caption, column headers and a header cell
 * naming each row. The table scrolls within the chart's size; the scrolling region takes
 * keyboard focus so that it scrolls without a mouse. The caption is shown above the region, so
 * that it wraps in the panel's width however wide the table is.
 */
export function ChartTable({ data, caption, maxHeight, hidden = false }: ChartTableProps) {
  const captionId = useId();
  const rowHeader = data.rowHeader ?? 0;
  return (
    <Box
      data-testid="chart-table"
      sx={
        hidden
          ? VISUALLY_HIDDEN_SX
          : {
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
              maxHeight,
              flex: maxHeight ? undefined : 1,
            }
      }
    >
      {/* the caption says it to screen readers */}
      {!hidden && (
        <Typography variant="body2" color="text.secondary" aria-hidden sx={{ mb: 1 }}>
          {caption}
        </Typography>
      )}
      <TableContainer
        role="region"
        aria-labelledby={captionId}
        tabIndex={hidden ? undefined : 0}
        sx={{ minHeight: 0, flex: 1 }}
      >
        <Table size="small" stickyHeader>
          <Box component="caption" id={captionId} sx={VISUALLY_HIDDEN_SX}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {data.columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two columns may have the same header (two units)
                <TableCell key={i} scope="col" align={i === rowHeader ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the chart
              <TableRow key={r}>
                {row.map((cell, i) =>
                  i === rowHeader ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                    <TableCell key={i} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                    <TableCell key={i} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
