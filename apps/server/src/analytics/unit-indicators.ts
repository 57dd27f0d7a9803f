import type { UnitNode } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, indicatorMeasure, nodeConditions, withoutPeriod } from './dashboard.ts';
import { previousPeriod } from './filters.ts';
import type { Condition, Measure } from './query-spec.ts';

type Alias = 'n' | `v${number}` | `c${number}`;

/** One unit's indicators: value and answers per indicator, and the period before's values. */
export interface UnitIndicators {
  unit: UnitNode;
  count: number;
  values: Record<string, { value: number | null; count: number; previous: number | null }>;
}

function measures(ctx: DashboardContext): Measure<Alias>[] {
  const list: Measure<Alias>[] = [{ kind: 'count', as: 'n' }];
  ctx.survey.indicators.forEach((indicator, i) => {
    list.push(indicatorMeasure(indicator, `v${i}`));
    list.push({ kind: 'answered', questionId: indicator.question.id, as: `c${i}` });
  });
  return list;
}

/**
 * Every indicator for each unit of a level within `units` (all of them listed, those without
 * answers too), with the previous period's value when a time filter is set: both periods in
 * one scan. `base` narrows the interviews (the drill node, or the scope alone).
 */
export async function indicatorsByUnit(
  analytics: Analytics,
  ctx: DashboardContext,
  level: number,
  units: readonly UnitNode[],
  base: Condition[] = nodeConditions(ctx),
): Promise<UnitIndicators[]> {
  const period = ctx.filters.period;
  const previous = period ? previousPeriod(period) : null;
  const where =
    period && previous
      ? [
          ...base,
          ...withoutPeriod(ctx.filters.conditions, period),
          { kind: 'dateRange' as const, from: previous.from, to: period.to },
        ]
      : [...base, ...ctx.filters.conditions];
  const rows = await analytics.query(ctx.survey, {
    where,
    measures: measures(ctx),
    groupBy: { kind: 'unitLevel', level },
    ...(period ? { splitSince: period.from } : {}),
  });
  const current = new Map<number | null, Record<string, number | null>>();
  const before = new Map<number | null, Record<string, number | null>>();
  for (const row of rows) (row.current === false ? before : current).set(row.group, row.values);
  return units.map((unit) => {
    const now = current.get(unit.id);
    const then = before.get(unit.id);
    return {
      unit,
      count: now?.n ?? 0,
      values: Object.fromEntries(
        ctx.survey.indicators.map((indicator, i) => [
          indicator.extName,
          {
            value: now?.[`v${i}`] ?? null,
            count: now?.[`c${i}`] ?? 0,
            previous: period ? (then?.[`v${i}`] ?? null) : null,
          },
        ]),
      ),
    };
  });
}

/** The units of a level below a unit, in the organisation's order. */
export function unitsAtLevel(top: UnitNode, level: number): UnitNode[] {
  if (top.level === level) return [top];
  return top.children.flatMap((child) => unitsAtLevel(child, level));
}
