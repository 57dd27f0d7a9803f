import AddTaskIcon from '@mui/icons-material/AddTask';
import Button from '@mui/material/Button';
import type { TCommentSummaryResponse, TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { usePlanUnit } from '../lib/plan-unit.ts';
import { PlanFormOnDemand, preloadPlanForm } from './plan-form-on-demand.tsx';

interface PlanFromThemeProps {
  theme: TSummaryTheme;
  /** The indicator the summary measured the theme's impact on. */
  indicator: NonNullable<TCommentSummaryResponse['indicator']>;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * "Plan an action on <theme>" under a theme of What customers say (composed in by the app), for
 * a theme that drags the score: a plan for the node's unit on the summary's indicator, its
 * target where the indicator would stand if those who mention the theme scored like the others.
 * In the organisation view, for roles that may make plans.
 */
export function PlanFromTheme({ theme, indicator, survey, context }: PlanFromThemeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const unit = usePlanUnit(survey, context);
  const impact = theme.impact;
  if (!unit || !impact?.significant || impact.value >= 0) return null;
  const decimals = survey.indicators.find((i) => i.extName === indicator.extName)?.decimals ?? 0;
  const goal = indicator.value === null ? null : Number((indicator.value - impact.value).toFixed(decimals));
  return (
    <>
      <Button
        size="small"
        startIcon={<AddTaskIcon aria-hidden fontSize="small" />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPlanForm}
        onFocus={preloadPlanForm}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`plan-from-theme-${theme.key}`}
      >
        {t('plans.fromTheme', { theme: theme.name })}
      </Button>
      {open && (
        <PlanFormOnDemand
          survey={survey}
          unit={unit}
          draft={{
            title: t('plans.form.defaultTitle', { indicator: theme.name, unit: unit.title }),
            indicator: indicator.extName,
            direction: 'atLeast',
            ...(goal === null ? {} : { target: goal }),
            source: {
              kind: 'theme',
              label: t('plans.themeSource', {
                theme: theme.name,
                share: formatPercent(theme.share, locale),
                indicator: indicator.name,
                impact: formatNumber(Math.abs(impact.value), locale, Math.max(decimals, 1)),
              }),
            },
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
