import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

interface FigureWithIntervalProps {
  value: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** Fewer answers than the survey's minimum: "too few answers" instead of a value. */
  suppressed: boolean;
  /** Clearly above (or below) the rest of its parent at 95%: a quiet ▲ or ▼ beside it. */
  differs?: 'higher' | 'lower' | null;
  decimals: number;
  colour?: string;
  /** Right-aligned in a table's numeric column (the default); 'start' in a card. */
  align?: 'end' | 'start';
}

/**
 * A figure of a table cell with its 95% interval in small print below it (docs/statistics.md):
 * the number reads at a glance, the statistics are there for who looks.
 */
export function FigureWithInterval(props: FigureWithIntervalProps) {
  const { value, ciLow, ciHigh, suppressed, differs = null, decimals, colour, align = 'end' } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  if (suppressed) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="too-few">
        {t('kpi.tooFew')}
      </Typography>
    );
  }
  if (value === null) return <>–</>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: `flex-${align}` }}
    >
      <Box component="span" sx={{ color: colour, whiteSpace: 'nowrap' }}>
        <span data-testid="figure-value">{formatNumber(value, locale, decimals)}</span>
        {differs && (
          <Box component="span" aria-hidden sx={{ ml: 0.5, fontSize: '0.75em', color: 'text.secondary' }}>
            {differs === 'higher' ? '▲' : '▼'}
          </Box>
        )}
        {differs && (
          <VisuallyHidden>{` (${t(differs === 'higher' ? 'kpi.parentHigher' : 'kpi.parentLower')})`}</VisuallyHidden>
        )}
      </Box>
      {ciLow !== null && ciHigh !== null && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', lineHeight: 1.2 }}
          data-testid="figure-interval"
        >
          <VisuallyHidden>{t('figure.intervalLabel')} </VisuallyHidden>
          {formatNumber(ciLow, locale, decimals)}–{formatNumber(ciHigh, locale, decimals)}
        </Typography>
      )}
    </Box>
  );
}
