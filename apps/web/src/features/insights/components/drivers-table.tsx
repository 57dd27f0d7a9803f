import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TDriver } from '@opinio/domain/schemas/insights';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactCard } from '@/components/fact-card.tsx';
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
 * interval, the difference from the parent unit and the quadrant. On a phone a card per driver
 * (the question, then its figures one under another); a table that is still wider than its panel
 * scrolls sideways within it.
 */
export function DriversTable({ drivers, parentTitle, label }: DriversTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const nowrap = { whiteSpace: 'nowrap' } as const;
  if (phone) return <DriverCards drivers={drivers} parentTitle={parentTitle} label={label} />;
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
                    <AgainstParent driver={d} parentTitle={parentTitle} />
                  </TableCell>
                )}
                <TableCell sx={nowrap}>
                  <Quadrant driver={d} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function Quadrant({ driver }: { driver: TDriver }) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: QUADRANT_COLOURS[driver.quadrant],
          mr: 1,
        }}
      />
      {t(`insights.quadrant.${driver.quadrant}`)}
    </>
  );
}

/** The difference from the parent unit's mean, that mean under it. */
function AgainstParent({ driver: d, parentTitle }: { driver: TDriver; parentTitle: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimals = decimalsOf(d);
  if (d.parentMean === null) return '–';
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{formatSignedNumber(d.mean - d.parentMean, locale, decimals)}</span>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
        <VisuallyHidden>{t('insights.parentMean', { parent: parentTitle })} </VisuallyHidden>
        {formatNumber(d.parentMean, locale, decimals)}
      </Typography>
    </Box>
  );
}

/** The drivers on a phone: the question, then its figures named one under another. */
function DriverCards({ drivers, parentTitle, label }: DriversTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ol"
      aria-label={label}
      data-testid="key-drivers-table"
      sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
    >
      {drivers.map((d) => {
        const facts: [string, ReactNode][] = [
          [t('insights.column.importance'), formatPercent(d.importance * 100, locale)],
          [
            t('insights.column.mean'),
            <FigureWithInterval
              key="mean"
              value={d.mean}
              ciLow={d.ciLow}
              ciHigh={d.ciHigh}
              suppressed={false}
              decimals={decimalsOf(d)}
            />,
          ],
          ...(parentTitle === null
            ? []
            : ([
                [
                  t('insights.column.vsParent', { parent: parentTitle }),
                  <AgainstParent key="parent" driver={d} parentTitle={parentTitle} />,
                ],
              ] as [string, ReactNode][])),
          [t('insights.column.quadrant'), <Quadrant key="quadrant" driver={d} />],
        ];
        return (
          <FactCard key={d.question} title={d.title} facts={facts} testId={`key-driver-${d.question}`} />
        );
      })}
    </Stack>
  );
}
