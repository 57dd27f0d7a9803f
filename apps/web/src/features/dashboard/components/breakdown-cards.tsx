import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TBreakdownResponse } from '@opinio/domain/schemas/analytics';
import type { TIndicator } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { STATUS_TEXT_COLOUR } from '@/lib/indicator-status-colours.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { type BreakdownSort, differsFromNode } from '../lib/sort-breakdown-rows.ts';

type Row = TBreakdownResponse['rows'][number];

interface BreakdownCardsProps {
  label: string;
  rows: readonly Row[];
  indicators: ReadonlyArray<{ extName: string; meta: TIndicator | undefined }>;
  /** The node's own values: a unit clearly above or below them gets ▲ or ▼. */
  node: Record<string, number | null> | null;
  sort: BreakdownSort;
  onSort: (sort: BreakdownSort) => void;
  onDrill: (unitExtName: string) => void;
}

/** Names in alphabetical order, figures highest first: what a reader picking a column expects. */
const naturalSort = (column: string): BreakdownSort => ({
  column,
  direction: column === 'title' ? 'asc' : 'desc',
});

/**
 * The units below the node on a phone: one card each, its name (a button that drills, one
 * Tab stop), its answers, and every indicator with its interval, wrapped within the card's
 * width instead of columns beyond the screen's edge.
 */
export function BreakdownCards(props: BreakdownCardsProps) {
  const { label, rows, indicators, node, sort, onSort, onDrill } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Array<[string, string]> = [
    ['title', t('breakdown.unit')],
    ['count', t('breakdown.count')],
    ...indicators.map((i): [string, string] => [i.extName, i.meta?.title ?? i.extName]),
  ];
  return (
    <Box>
      {rows.length > 1 && (
        <TextField
          select
          size="small"
          label={t('ranking.sortBy')}
          value={sort.column}
          onChange={(event) => onSort(naturalSort(event.target.value))}
          sx={{ mt: 0.5, mb: 1, minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'breakdown-sort' } as object } }}
        >
          {columns.map(([column, text]) => (
            <MenuItem key={column} value={column}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box
        component="ul"
        aria-label={label}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.extName}
            data-testid={`breakdown-row-${row.extName}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
              <ButtonBase
                onClick={() => onDrill(row.extName)}
                aria-label={t('breakdown.drillInto', { unit: row.title })}
                sx={{
                  textAlign: 'left',
                  fontWeight: 600,
                  color: 'primary.main',
                  overflowWrap: 'anywhere',
                  borderRadius: 0.5,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {row.title}
              </ButtonBase>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-figure>
                {t('breakdown.answers', { n: formatNumber(row.count, locale) })}
              </Typography>
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
                gap: 1,
              }}
            >
              {indicators.map(({ extName, meta }) => {
                const value = row.values[extName] ?? null;
                const stats = row.stats[extName];
                return (
                  <Box key={extName} sx={{ minWidth: 0 }} data-testid={`breakdown-cell-${extName}`}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {meta?.title ?? extName}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, display: 'flex' }} data-figure>
                      <FigureWithInterval
                        value={value}
                        ciLow={stats?.ciLow ?? null}
                        ciHigh={stats?.ciHigh ?? null}
                        suppressed={stats?.suppressed ?? false}
                        differs={differsFromNode(row, extName, node)}
                        decimals={meta?.decimals ?? 1}
                        colour={STATUS_TEXT_COLOUR[indicatorStatus(value, meta)]}
                        align="start"
                      />
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
