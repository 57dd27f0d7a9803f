import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPlan } from '@opinio/domain/schemas/plans';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';
import { outcomeFigures } from '../lib/plan-text.ts';

const dayText = (day: string, locale: string) => formatDate(day, locale);

/**
 * How a plan went: its indicator before the plan and during it, each with its answers and 95%
 * interval (or "too few answers"), the difference, whether the target was met and whether the
 * change was beyond chance. While the plan runs, the same figures so far.
 */
export function PlanOutcome({ plan, minAnswers }: { plan: TPlan; minAnswers: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { outcome } = plan;
  const figures = outcomeFigures(plan, locale);
  const Verdict =
    outcome.target === 'met'
      ? CheckCircleOutlinedIcon
      : outcome.target === 'notMet'
        ? HighlightOffIcon
        : HelpOutlineIcon;
  const verdictColour =
    outcome.target === 'met' ? 'success.dark' : outcome.target === 'notMet' ? 'error.main' : 'text.secondary';
  const rows = [
    { key: 'baseline', label: t('plans.figure.baseline'), figure: outcome.baseline, text: figures.baseline },
    { key: 'period', label: t('plans.figure.period'), figure: outcome.period, text: figures.period },
  ] as const;
  return (
    <Stack spacing={1.5} data-testid="plan-outcome" data-target={outcome.target} data-change={outcome.change}>
      {!outcome.ended && (
        <Typography variant="body2" color="text.secondary">
          {t('plans.runningNote')}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {rows.map(({ key, label, figure, text }) => (
          <Box key={key} sx={{ display: 'contents' }} data-testid={`plan-figure-${key}`}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t('plans.figure.days', {
                  from: dayText(figure.from, locale),
                  to: dayText(figure.to, locale),
                })}
              </Typography>
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {text.value === null
                ? t('plans.figure.tooFew', { min: formatNumber(minAnswers, locale) })
                : text.low !== null && text.high !== null
                  ? t('plans.figure.value', { value: text.value, low: text.low, high: text.high })
                  : text.value}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {t('plans.answers', { count: figure.n, formatted: formatNumber(figure.n, locale) })}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
      {figures.difference && (
        <Typography variant="body2">{t('plans.difference', figures.difference)}</Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: verdictColour }}>
        <Verdict fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 600 }} data-testid="plan-verdict">
          {t(outcome.ended ? `plans.outcome.${outcome.target}` : `plans.outcomeSoFar.${outcome.target}`)}
        </Typography>
      </Stack>
      <Typography variant="body2" data-testid="plan-change">
        {t(`plans.change.${outcome.change}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('plans.method', { min: formatNumber(minAnswers, locale) })}
      </Typography>
    </Stack>
  );
}
