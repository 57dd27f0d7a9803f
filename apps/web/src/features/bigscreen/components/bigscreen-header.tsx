import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPeriodEnd, useLocale } from '@/lib/number-format.ts';
import type { StreamStatus } from '../api/bigscreen-stream.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';

const STATUS_COLOUR: Record<StreamStatus, string> = {
  live: TV_COLOURS.good,
  connecting: '#ffc107',
  reconnecting: '#ffc107',
};

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface HeaderProps {
  summary: TBigScreenSummary;
  status: StreamStatus;
  updatedAt: number;
}

/** Survey and unit, the period, a clock, when the data came and whether the screen is live. */
export function BigScreenHeader({ summary, status, updatedAt }: HeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const time = (d: Date, seconds: boolean) =>
    new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
    }).format(d);
  const period = `${formatDate(summary.period.from, locale)} – ${formatPeriodEnd(summary.period.to, locale)}`;
  return (
    <Box
      component="header"
      data-testid="bigscreen-header"
      data-load-count={summary.loadCount}
      sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: tv(32) }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontSize: tv(22), color: TV_COLOURS.muted, fontWeight: 600, letterSpacing: '0.04em' }}
        >
          {summary.survey.title.toUpperCase()}
        </Typography>
        <Typography
          component="h1"
          data-testid="bigscreen-unit"
          sx={{
            fontSize: tv(54),
            fontWeight: 800,
            lineHeight: 1.05,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {summary.unit.title}
        </Typography>
        <Typography sx={{ fontSize: tv(22), color: TV_COLOURS.muted, mt: tv(6) }}>
          {t('bigscreen.period', { period })} ·{' '}
          {t('bigscreen.answers', { formatted: summary.nInterviews.toLocaleString(locale) })}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography
          component="p"
          aria-hidden
          sx={{ fontSize: tv(64), fontWeight: 300, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          {time(now, false)}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tv(14), mt: tv(10) }}
        >
          <Typography
            data-testid="bigscreen-updated"
            sx={{ fontSize: tv(20), color: TV_COLOURS.muted, fontVariantNumeric: 'tabular-nums' }}
          >
            {t('bigscreen.updated', { time: time(new Date(updatedAt), true) })}
          </Typography>
          <Box
            role="status"
            data-testid="bigscreen-connection"
            data-status={status}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: tv(8),
              px: tv(14),
              py: tv(4),
              borderRadius: tv(40),
              border: `1px solid ${STATUS_COLOUR[status]}`,
              color: STATUS_COLOUR[status],
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: tv(12),
                height: tv(12),
                borderRadius: '50%',
                background: STATUS_COLOUR[status],
                animation: status === 'live' ? 'none' : 'tvBlink 1.2s ease-in-out infinite',
                '@keyframes tvBlink': { '50%': { opacity: 0.25 } },
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
            <Typography sx={{ fontSize: tv(20), fontWeight: 700 }}>
              {t(`bigscreen.status.${status}`)}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
