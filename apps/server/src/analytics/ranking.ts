import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import { badRequest } from '../lib/http-error.ts';
import { ancestors, type UnitNode } from '../surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import {
  type DashboardContext,
  findIndicator,
  indicatorMeasure,
  nodeConditions,
  withoutPeriod,
} from './dashboard.ts';
import { previousPeriod } from './filters.ts';

export const DEFAULT_MIN_COUNT = 10;

function unitsAtLevel(node: UnitNode, level: number): UnitNode[] {
  if (node.level === level) return [node];
  return node.children.flatMap((child) => unitsAtLevel(child, level));
}

/** Ranks: 1 for the best value; units under the minimum count are not ranked. */
function ranks(
  rows: Array<{ id: number; value: number | null; count: number }>,
  minCount: number,
): Map<number, number> {
  const ranked = rows
    .filter((r) => r.value !== null && r.count >= minCount)
    .sort((a, b) => (b.value as number) - (a.value as number));
  const result = new Map<number, number>();
  ranked.forEach((row, i) => {
    const previous = ranked[i - 1];
    // equal values share a rank (1, 2, 2, 4)
    result.set(row.id, previous && previous.value === row.value ? result.get(previous.id)! : i + 1);
  });
  return result;
}

/** All units at one level below the drill node, ranked by an indicator. */
export async function ranking(
  analytics: Analytics,
  ctx: DashboardContext,
  options: { indicator?: string; level?: number; minCount?: number },
): Promise<TRankingResponse> {
  const { survey, drill } = ctx;
  if (drill.view !== survey.organisation) {
    throw badRequest('Rankings are made in the organisation view', 'drillPath');
  }
  const indicator = findIndicator(survey, options.indicator);
  const indicatorName = indicator.extName;
  const depth = survey.organisation.depth;
  // A unit at the deepest level (a store) has nothing below it to rank: an empty ranking at
  // its own level, which the screen explains. Only a level asked for explicitly is an error.
  if (options.level === undefined && drill.node.level >= depth) {
    return {
      indicator: indicatorName,
      level: drill.node.level,
      depth,
      minCount: options.minCount ?? DEFAULT_MIN_COUNT,
      rows: [],
    };
  }
  const level = options.level ?? depth;
  if (level <= drill.node.level || level > survey.organisation.depth) {
    throw badRequest(
      `Level must be between ${drill.node.level + 1} and ${survey.organisation.depth}`,
      'level',
    );
  }
  const minCount = options.minCount ?? DEFAULT_MIN_COUNT;
  const base = nodeConditions(ctx);
  const period = ctx.filters.period;
  const previous = period ? previousPeriod(period) : null;
  // With a time filter, the period and the one before it in one scan (`current` tells them apart).
  const grouped = await analytics.query<'v' | 'n'>(survey, {
    where:
      period && previous
        ? [
            ...base,
            ...withoutPeriod(ctx.filters.conditions, period),
            { kind: 'dateRange', from: previous.from, to: period.to },
          ]
        : [...base, ...ctx.filters.conditions],
    measures: [
      indicatorMeasure(indicator, 'v'),
      { kind: 'answered', questionId: indicator.question.id, as: 'n' },
    ],
    groupBy: { kind: 'unitLevel', level },
    splitSince: period?.from,
  });
  const side = (current: boolean | null) =>
    grouped.flatMap((r) =>
      r.group !== null && r.current === current
        ? [{ id: r.group, value: r.values.v, count: r.values.n ?? 0 }]
        : [],
    );
  const current = side(period ? true : null);
  const before = period ? side(false) : null;
  const byId = new Map(current.map((r) => [r.id, r]));
  const rankNow = ranks(current, minCount);
  const rankBefore = before ? ranks(before, minCount) : new Map<number, number>();
  const rows = unitsAtLevel(drill.node, level).map((unit) => {
    const row = byId.get(unit.id);
    return {
      extName: unit.extName,
      title: unit.title,
      path: [drill.view.extName, ...ancestors(unit).map((u) => u.extName)].join(','),
      count: row?.count ?? 0,
      value: row?.value ?? null,
      rank: rankNow.get(unit.id) ?? null,
      previousRank: rankBefore.get(unit.id) ?? null,
    };
  });
  rows.sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || b.count - a.count,
  );
  return { indicator: indicator.extName, level, depth: survey.organisation.depth, minCount, rows };
}
