import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TDriver } from '@opinio/domain/schemas/insights';
import { useTranslation } from 'react-i18next';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatNumber, formatPercent, formatSignedNumber, useLocale } from '@/lib/number-format.ts';
import { QUADRANT_COLOURS } from '../lib/drivers-option.ts';

interface DriversTableProps {
  drivers: readonly TDriver[];
  /** The unit the node is compared with; null: no comparison column. */
  parentTitle: string | null;
  label: string;
}

/** Two decimals on a short scale (1-5, 0-10), one on a longer one. */
const decimalsOf = (d: TDriver) => (d.scaleMax - d.scaleMin <= 10 ? 2 : 1);

/**
 * The drivers as the chart places them, most important first: importance, the mean with its 95%
 * interval, the difference from the parent unit and the quadrant. On a phone the table scrolls
 * sideways within its panel; the question column wraps.
 */
export function DriversTable({ drivers, parentTitle, label }: DriversTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label} data-testid="key-drivers-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('insights.column.question')}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('insights.column.importance')}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('insights.column.mean')}
            </TableCell>
            {parentTitle !== null && (
              <TableCell align="right">{t('insights.column.vsParent', { parent: parentTitle })}</TableCell>
            )}
            <TableCell sx={nowrap}>{t('insights.column.quadrant')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drivers.map((d) => {
            const decimals = decimalsOf(d);
            return (
              <TableRow key={d.question} data-testid={`key-driver-${d.question}`}>
                <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                  {d.title}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                  {formatPercent(d.importance * 100, locale)}
                </TableCell>
                <TableCell align="right">
                  <FigureWithInterval
                    value={d.mean}
                    ciLow={d.ciLow}
                    ciHigh={d.ciHigh}
                    suppressed={false}
                    decimals={decimals}
                  />
                </TableCell>
                {parentTitle !== null && (
                  <TableCell align="right" sx={nowrap}>
                    {d.parentMean === null ? (
                      '–'
                    ) : (
                      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
                        <span>{formatSignedNumber(d.mean - d.parentMean, locale, decimals)}</span>
                        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                          <VisuallyHidden>
                            {t('insights.parentMean', { parent: parentTitle })}{' '}
                          </VisuallyHidden>
                          {formatNumber(d.parentMean, locale, decimals)}
                        </Typography>
                      </Box>
                    )}
                  </TableCell>
                )}
                <TableCell sx={nowrap}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: QUADRANT_COLOURS[d.quadrant],
                      mr: 1,
                    }}
                  />
                  {t(`insights.quadrant.${d.quadrant}`)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
