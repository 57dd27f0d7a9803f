import { indicatorScale } from '@opinio/domain/plans/plan-outcome';
import type { TPlan } from '@opinio/domain/schemas/plans';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { TFunction } from 'i18next';
import { formatNumber, formatSignedNumber } from '@/lib/number-format.ts';

/** Decimals a plan's figures are written with: a mean gets at least one (3.8, not 4). */
export const planDecimals = (indicator: Pick<TPlan['indicator'], 'kind' | 'decimals'>) =>
  indicator.kind === 'mean' ? Math.max(indicator.decimals, 1) : indicator.decimals;

/** "Speed ≥ 4.2": the plan's target in a line. */
export function targetText(
  plan: Pick<TPlan, 'indicator' | 'direction' | 'target'>,
  locale: string,
  t: TFunction,
): string {
  return t('plans.target', {
    indicator: plan.indicator.title,
    side: t(`plans.side.${plan.direction}`),
    value: formatNumber(plan.target, locale, planDecimals(plan.indicator)),
  });
}

/** The figures of the outcome in words: values, intervals and the difference, by the indicator's decimals. */
export function outcomeFigures(plan: TPlan, locale: string) {
  const decimals = planDecimals(plan.indicator);
  const number = (value: number | null) => (value === null ? null : formatNumber(value, locale, decimals));
  const { baseline, period, difference, differenceLow, differenceHigh } = plan.outcome;
  return {
    baseline: { value: number(baseline.value), low: number(baseline.ciLow), high: number(baseline.ciHigh) },
    period: { value: number(period.value), low: number(period.ciLow), high: number(period.ciHigh) },
    difference:
      difference === null || differenceLow === null || differenceHigh === null
        ? null
        : {
            difference: formatSignedNumber(difference, locale, decimals),
            low: formatSignedNumber(differenceLow, locale, decimals),
            high: formatSignedNumber(differenceHigh, locale, decimals),
          },
  };
}

/** The survey's indicators a target can be set on, with the scale of each. */
export function targetIndicators(survey: Pick<TSurvey, 'indicators' | 'questions'>) {
  return survey.indicators.map((indicator) => {
    const question = survey.questions.find((q) => q.extName === indicator.questionExtName);
    return {
      extName: indicator.extName,
      title: indicator.title,
      kind: indicator.kind,
      decimals: indicator.decimals,
      ...indicatorScale(indicator.kind, { min: question?.min ?? null, max: question?.max ?? null }),
    };
  });
}

/** The ISO day `days` after today (the browser's day). */
export function dayFromToday(days: number, today = new Date()): string {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days));
  return day.toISOString().slice(0, 10);
}
