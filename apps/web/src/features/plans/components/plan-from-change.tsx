import AddTaskIcon from '@mui/icons-material/AddTask';
import Button from '@mui/material/Button';
import { changeCallsForPlan } from '@opinio/domain/plans/plan-from-change';
import type { TChange } from '@opinio/domain/schemas/changes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { planDecimals } from '../lib/plan-text.ts';
import { PlanFormOnDemand, preloadPlanForm } from './plan-form-on-demand.tsx';

/**
 * "Plan an action" under a detected change (composed into the What changed panel by the app):
 * only under a fall of one of the survey's indicators (never a rise, nor a topic's share), a
 * plan for the change's unit on its indicator, its title and target bringing the unit back to
 * where it was before the fall. Only for roles that may make plans.
 */
export function PlanFromChange({ change, survey }: { change: TChange; survey: TSurvey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const mayManage = !!useIdentity().data?.permissions.includes('plans.manage');
  if (!mayManage || !changeCallsForPlan(change, survey.indicators)) return null;
  const decimals = planDecimals(change.indicator);
  const round = (value: number) => Number(value.toFixed(decimals));
  const number = (value: number) => formatNumber(value, locale, decimals);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddTaskIcon aria-hidden fontSize="small" />}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPlanForm}
        onFocus={preloadPlanForm}
        aria-label={t('plans.fromChangeLabel', {
          unit: change.unit.title,
          indicator: change.indicator.title,
        })}
        sx={{ px: 0.5, minWidth: 0 }}
        data-testid="plan-from-change"
      >
        {t('plans.fromChange')}
      </Button>
      {open && (
        <PlanFormOnDemand
          survey={survey}
          unit={{ title: change.unit.title, path: change.unit.path }}
          draft={{
            title: t('plans.form.fallTitle', {
              indicator: change.indicator.title,
              unit: change.unit.title,
              target: number(change.historyValue),
            }),
            indicator: change.indicator.extName,
            direction: 'atLeast',
            target: round(change.historyValue),
            source: {
              kind: 'change',
              label: t('plans.changeSource', {
                indicator: change.indicator.title,
                from: number(change.historyValue),
                to: number(change.recentValue),
                window: change.window,
              }),
            },
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
