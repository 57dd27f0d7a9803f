import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { formatPercent, formatSignedNumber, useLocale } from '@/lib/number-format.ts';

/** A topic's share of the comments: the per cent, and a small bar for the eye. */
export function ShareBar({ share }: { share: number }) {
  const locale = useLocale();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 48, height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden', flexShrink: 0 }}
      >
        <Box
          component="span"
          sx={{
            display: 'block',
            height: '100%',
            width: `${Math.min(Math.max(share, 0), 100)}%`,
            bgcolor: 'primary.main',
          }}
        />
      </Box>
      <Box component="span" sx={{ minWidth: '3.5ch', textAlign: 'right' }}>
        {formatPercent(share, locale)}
      </Box>
    </Box>
  );
}

interface ChangeFigureProps {
  change: number | null;
  significant: boolean | null;
}

/**
 * The change of a topic's share against the previous period, in percentage points: with an
 * arrow only when it is significant, in grey when it is within the margin of error, a dash
 * without a time filter.
 */
export function ChangeFigure({ change, significant }: ChangeFigureProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (change === null) {
    return (
      <span data-testid="topic-change" data-significant="false">
        –<VisuallyHidden>{t('topics.noComparison')}</VisuallyHidden>
      </span>
    );
  }
  const text = t('topics.change', { change: formatSignedNumber(change, locale, 1) });
  if (!significant) {
    return (
      <Box
        component="span"
        sx={{ color: 'text.secondary' }}
        data-testid="topic-change"
        data-significant="false"
      >
        {text}
        <VisuallyHidden>{`, ${t('topics.changeWithinMargin')}`}</VisuallyHidden>
      </Box>
    );
  }
  const Arrow = change > 0 ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}
      data-testid="topic-change"
      data-significant="true"
    >
      <Arrow aria-hidden sx={{ fontSize: '1rem' }} />
      {text}
      <VisuallyHidden>{`, ${t('topics.changeSignificant')}`}</VisuallyHidden>
    </Box>
  );
}
