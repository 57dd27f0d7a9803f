import AddTaskIcon from '@mui/icons-material/AddTask';
import Button from '@mui/material/Button';
import type { TDriver } from '@opinio/domain/schemas/insights';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { usePlanUnit } from '../lib/plan-unit.ts';
import { PlanFormOnDemand, preloadPlanForm } from './plan-form-on-demand.tsx';

interface PlanFromDriverProps {
  driver: TDriver;
  /** The key drivers' target indicator. */
  target: string;
  survey: TSurvey;
  context: AnalyticsContext;
}

/**
 * "Plan an action on <question>" under the key drivers (composed in by the app): a plan for the
 * node's unit on the driver's own indicator when the survey has one (its target a step up the
 * scale), else on the drivers' target indicator. In the organisation view, for roles that may
 * make plans.
 */
export function PlanFromDriver({ driver, target, survey, context }: PlanFromDriverProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const unit = usePlanUnit(survey, context);
  if (!unit) return null;
  const own = survey.indicators.find((i) => i.kind === 'mean' && i.questionExtName === driver.question);
  // a step up: a tenth of the scale above the mean, within it
  const step = (driver.scaleMax - driver.scaleMin) / 10;
  const goal = Number(Math.min(driver.scaleMax, driver.mean + step).toFixed(1));
  return (
    <>
      <Button
        size="small"
        startIcon={<AddTaskIcon aria-hidden fontSize="small" />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPlanForm}
        onFocus={preloadPlanForm}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
        data-testid="plan-from-driver"
      >
        {t('plans.fromDriver', { question: driver.title })}
      </Button>
      {open && (
        <PlanFormOnDemand
          survey={survey}
          unit={unit}
          draft={{
            title: t('plans.form.defaultTitle', { indicator: driver.title, unit: unit.title }),
            indicator: own?.extName ?? target,
            direction: 'atLeast',
            ...(own ? { target: goal } : {}),
            source: {
              kind: 'driver',
              label: t('plans.driverSource', {
                question: driver.title,
                mean: formatNumber(driver.mean, locale, 2),
              }),
            },
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
