import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TPlan } from '@opinio/domain/schemas/plans';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { outcomeFigures } from '../lib/plan-text.ts';

/**
 * Where a plan stands against its target: the value of its period so far with its answers, and
 * a bar of the way from the baseline to the target. "Too few answers" where the survey's minimum
 * is not reached: no figure is shown under it.
 */
export function PlanProgress({ plan }: { plan: TPlan }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { period, progress } = plan.outcome;
  const figures = outcomeFigures(plan, locale);
  const answers = t('plans.answers', { count: period.n, formatted: formatNumber(period.n, locale) });
  if (figures.period.value === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="plan-progress">
        {t('plans.tooFew')} ({answers})
      </Typography>
    );
  }
  return (
    <Box data-testid="plan-progress" sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {t('plans.now', { value: figures.period.value })}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({answers})
        </Box>
      </Typography>
      {progress !== null && (
        <>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            color={progress >= 1 ? 'success' : 'primary'}
            aria-label={t('plans.progressLabel')}
            sx={{ my: 0.5, height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('plans.progress', {
              percent: formatPercent(progress * 100, locale),
              from: figures.baseline.value,
            })}
          </Typography>
        </>
      )}
    </Box>
  );
}
