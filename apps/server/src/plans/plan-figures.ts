import {
  addPlanDays,
  BASELINE_WINDOWS,
  chooseBaseline,
  type DayCounts,
  type PlanDirection,
  planEnded,
  planOutcome,
  sumCounts,
} from '@opinio/domain/plans/plan-outcome';
import type { TPlanOutcome } from '@opinio/domain/schemas/plans';
import type { Analytics } from '#analytics/analytics.ts';
import { countMeasures, countsFrom } from '#analytics/indicator-statistics.ts';
import type { IndicatorModel, SurveyModel, UnitNode } from '#surveys/survey-model.ts';

/** What a plan's outcome is computed from. */
export interface PlanTarget {
  unit: UnitNode;
  indicator: IndicatorModel;
  direction: PlanDirection;
  target: number;
  /** The plan's first day (the day it was made) and its last (the due date), ISO days. */
  firstDay: string;
  dueDate: string;
}

/** ISO days compare as text. */
const earlierDay = (a: string, b: string) => (a < b ? a : b);
const laterDay = (a: string, b: string) => (a > b ? a : b);

const LONGEST_BASELINE = BASELINE_WINDOWS[BASELINE_WINDOWS.length - 1];

/**
 * The plan's indicator over its period (from its first day to the due date, or to today while
 * it runs) against its baseline, from one scan of the unit's days in the read model (the
 * dashboard's counts: analytics.query with countMeasures), judged by `planOutcome`.
 */
export async function planFigures(
  analytics: Analytics,
  survey: SurveyModel,
  plan: PlanTarget,
  today: string,
): Promise<TPlanOutcome> {
  const { unit, indicator } = plan;
  const ended = planEnded(plan.dueDate, today);
  // a plan's period cannot end before it starts (a due date moved back to its first day)
  const periodTo = laterDay(earlierDay(plan.dueDate, today), plan.firstDay);
  const rows = await analytics.query(survey, {
    where: [
      { kind: 'unit', level: unit.level, unitId: unit.id },
      {
        kind: 'dateRange',
        from: addPlanDays(plan.firstDay, -LONGEST_BASELINE),
        to: addPlanDays(periodTo, 1),
      },
    ],
    measures: countMeasures(indicator, 'p'),
    groupBy: { kind: 'time', bucket: 'day' },
  });
  const days: DayCounts[] = rows
    .filter((row) => row.bucket !== null)
    .map((row) => ({ day: row.bucket!, counts: countsFrom(indicator, row.values, 'p') }));
  const baseline = chooseBaseline(indicator.kind, days, plan.firstDay, survey.minAnswers);
  const period = sumCounts(
    indicator.kind,
    days.filter((d) => d.day >= plan.firstDay && d.day <= periodTo).map((d) => d.counts),
  );
  const outcome = planOutcome({
    baseline: baseline.counts,
    period,
    direction: plan.direction,
    target: plan.target,
    minAnswers: survey.minAnswers,
  });
  return {
    ...outcome,
    baseline: { ...outcome.baseline, from: baseline.from, to: baseline.to },
    period: { ...outcome.period, from: plan.firstDay, to: periodTo },
    ended,
  };
}
