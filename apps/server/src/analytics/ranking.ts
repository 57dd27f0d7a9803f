import type { TRankingResponse } from '@opinio/domain/schemas/analytics';
import { fairScore } from '@opinio/domain/statistics/fair-ranking';
import type { IndicatorCounts } from '@opinio/domain/statistics/indicator-counts';
import { anonymisePeers, peerParent } from '#access/peers.ts';
import { badRequest } from '#lib/http-error.ts';
import { ancestors, type UnitNode } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import {
  type DashboardContext,
  findIndicator,
  indicatorMeasure,
  nodeConditions,
  withoutPeriod,
} from './dashboard.ts';
import { previousPeriod } from './filters.ts';
import {
  addCounts,
  countMeasures,
  countsFrom,
  differs,
  differsFromRest,
  intervalOf,
  isSuppressed,
} from './indicator-statistics.ts';

export const DEFAULT_MIN_COUNT = 10;

function unitsAtLevel(node: UnitNode, level: number): UnitNode[] {
  if (node.level === level) return [node];
  return node.children.flatMap((child) => unitsAtLevel(child, level));
}

type RankingOrder = 'raw' | 'fair';

interface UnitFigures {
  id: number;
  value: number | null;
  count: number;
  counts: IndicatorCounts;
}

/**
 * The order key: the value, or for a fair ranking the lower bound of its 95% interval
 * (a unit ranks high only when its answers say so with confidence: 4 answers do not beat
 * 400). One answer of a mean has no interval: its key is the lowest there is.
 */
function orderKey(row: UnitFigures, order: RankingOrder): number | null {
  if (order === 'raw') return row.value;
  return fairScore(row.counts);
}

/** Ranks: 1 for the best; units under the minimum count are not ranked. */
function ranks(rows: UnitFigures[], minCount: number, order: RankingOrder): Map<number, number> {
  const ranked = rows
    .map((row) => ({ row, key: orderKey(row, order) }))
    .filter(({ row, key }) => row.value !== null && key !== null && row.count >= minCount)
    .sort((a, b) => (b.key as number) - (a.key as number));
  const result = new Map<number, number>();
  ranked.forEach(({ row, key }, i) => {
    const previous = ranked[i - 1];
    // equal keys share a rank (1, 2, 2, 4)
    result.set(row.id, previous && previous.key === key ? result.get(previous.row.id)! : i + 1);
  });
  return result;
}

/** All units at one level below the drill node, ranked by an indicator. */
export async function ranking(
  analytics: Analytics,
  ctx: DashboardContext,
  options: { indicator?: string; level?: number; minCount?: number; order?: RankingOrder },
): Promise<TRankingResponse> {
  const { survey, drill } = ctx;
  if (drill.view !== survey.organisation) {
    throw badRequest('Rankings are made in the organisation view', 'drillPath', {
      code: 'organisation_view_only',
    });
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
      minCount: options.minCount ?? Math.max(DEFAULT_MIN_COUNT, survey.minAnswers),
      order: options.order ?? 'raw',
      peers: false,
      rows: [],
    };
  }
  const level = options.level ?? depth;
  if (level <= drill.node.level || level > survey.organisation.depth) {
    throw badRequest(
      `Level must be between ${drill.node.level + 1} and ${survey.organisation.depth}`,
      'level',
      { code: 'out_of_range', params: { min: drill.node.level + 1, max: survey.organisation.depth } },
    );
  }
  // A unit under the survey's minimum is never ranked, whatever the caller asks.
  const minCount = Math.max(options.minCount ?? DEFAULT_MIN_COUNT, survey.minAnswers);
  const order = options.order ?? 'raw';
  const base = nodeConditions(ctx);
  const period = ctx.filters.period;
  const previous = period ? previousPeriod(period) : null;
  // With a time filter, the period and the one before it in one scan (`current` tells them apart).
  const grouped = await analytics.query<string>(survey, {
    where:
      period && previous
        ? [
            ...base,
            ...withoutPeriod(ctx.filters.conditions, period),
            { kind: 'dateRange', from: previous.from, to: period.to },
          ]
        : [...base, ...ctx.filters.conditions],
    measures: [indicatorMeasure(indicator, 'v'), ...countMeasures(indicator, 'k')],
    groupBy: { kind: 'unitLevel', level },
    splitSince: period?.from,
  });
  const side = (current: boolean | null): UnitFigures[] =>
    grouped.flatMap((r) => {
      if (r.group === null || r.current !== current) return [];
      const counts = countsFrom(indicator, r.values, 'k');
      const suppressed = isSuppressed(counts.n, survey.minAnswers);
      return [{ id: r.group, value: suppressed ? null : (r.values.v ?? null), count: counts.n, counts }];
    });
  const current = side(period ? true : null);
  const before = period ? side(false) : null;
  const byId = new Map(current.map((r) => [r.id, r]));
  const beforeById = new Map((before ?? []).map((r) => [r.id, r]));
  const rankNow = ranks(current, minCount, order);
  const rankBefore = before ? ranks(before, minCount, order) : new Map<number, number>();
  // the node as a whole: every unit at the level is part of it, once
  const node = current.reduce<IndicatorCounts | null>(
    (sum, row) => (sum ? addCounts(sum, row.counts) : row.counts),
    null,
  );
  const rows = unitsAtLevel(drill.node, level).map((unit) => {
    const row = byId.get(unit.id);
    const shown = row && row.value !== null ? row : null;
    const interval = shown ? intervalOf(shown.counts) : { ciLow: null, ciHigh: null };
    const fair = shown ? fairScore(shown.counts) : null;
    const earlier = beforeById.get(unit.id);
    const previousValue = earlier?.value ?? null;
    // the change against the previous period, tested as the dashboard tests its tiles' change
    const comparable = shown !== null && earlier !== undefined && previousValue !== null;
    return {
      extName: unit.extName,
      title: unit.title,
      path: [drill.view.extName, ...ancestors(unit).map((u) => u.extName)].join(','),
      count: row?.count ?? 0,
      value: shown?.value ?? null,
      ...interval,
      fairScore: fair !== null && Math.abs(fair) < Number.MAX_VALUE ? fair : null,
      differsFromParent: shown && node ? differsFromRest(shown.counts, node) : null,
      previousValue,
      change: comparable ? (shown.value as number) - previousValue : null,
      changeSignificant: comparable ? differs(shown.counts, earlier.counts) : null,
      rank: rankNow.get(unit.id) ?? null,
      previousRank: rankBefore.get(unit.id) ?? null,
      peer: null,
    };
  });
  rows.sort(
    (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || b.count - a.count,
  );
  return {
    indicator: indicator.extName,
    level,
    depth: survey.organisation.depth,
    minCount,
    order,
    peers: false,
    rows,
  };
}

/**
 * The ranking screen's ranking: the units below the drill node, or at a unit with nothing
 * below it (a store) the unit among its peers, the units under its parent, ranked the same
 * way. A peer outside the caller's scope is numbered, not named: a store manager sees where
 * their store stands and how the others do, never which store is which.
 */
export async function rankingOrPeers(
  analytics: Analytics,
  ctx: DashboardContext,
  options: Parameters<typeof ranking>[2],
): Promise<TRankingResponse> {
  const { survey, drill, scope } = ctx;
  const parent =
    options.level === undefined ? peerParent(survey, drill.node, drill.view === survey.organisation) : null;
  if (!parent) return ranking(analytics, ctx, options);
  const peers = await ranking(
    analytics,
    { ...ctx, drill: { ...drill, node: parent } },
    {
      ...options,
      level: drill.node.level,
    },
  );
  const units = new Map(parent.children.map((unit) => [unit.extName, unit]));
  return {
    ...peers,
    peers: true,
    rows: anonymisePeers(peers.rows, scope, (row) => units.get(row.extName)),
  };
}
