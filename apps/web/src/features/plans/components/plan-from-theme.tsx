import AddTaskIcon from '@mui/icons-material/AddTask';
import Button from '@mui/material/Button';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TCommentSummaryResponse, TSummaryTheme } from '@opinio/domain/schemas/comment-summary';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import { useIdentity } from '@/entities/session/api/identity.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

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
  const mayManage = !!useIdentity().data?.permissions.includes('plans.manage');
  const { drillPath } = splitFilteredDrillPath(context.drillPathFiltered);
  const node = useDrillPath({ ...context, drillPathFiltered: drillPath });
  const unitTitle = node.data?.segments.at(-1)?.title;
  const organisationView = drillPath.split(',')[0] === survey.views[0]?.extName;
  const impact = theme.impact;
  if (!mayManage || !organisationView || !unitTitle || !impact?.significant || impact.value >= 0) return null;
  const decimals = survey.indicators.find((i) => i.extName === indicator.extName)?.decimals ?? 0;
  const goal = indicator.value === null ? null : Number((indicator.value - impact.value).toFixed(decimals));
  return (
    <>
      <Button
        size="small"
        startIcon={<AddTaskIcon aria-hidden fontSize="small" />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`plan-from-theme-${theme.key}`}
      >
        {t('plans.fromTheme', { theme: theme.name })}
      </Button>
      {open && (
        <PlanFormDialog
          survey={survey}
          unit={{ title: unitTitle, path: drillPath }}
          draft={{
            title: t('plans.form.defaultTitle', { indicator: theme.name, unit: unitTitle }),
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
