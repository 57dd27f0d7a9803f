import type { TRankingOrder } from '@opinio/domain/schemas/analytics';
import type { TGamificationConfig, TGamificationResponse } from '@opinio/domain/schemas/gamification';
import { fairScore } from '@opinio/domain/statistics/fair-ranking';
import { anonymisePeers, peerParent } from '#access/peers.ts';
import { scopeOf } from '#access/scope.ts';
import type { Analytics } from '#analytics/analytics.ts';
import {
  type DashboardContext,
  findIndicator,
  indicatorMeasure,
  nodeConditions,
} from '#analytics/dashboard.ts';
import { countMeasures, countsFrom } from '#analytics/indicator-statistics.ts';
import type { Condition, Measure } from '#analytics/query-spec.ts';
import type { Database } from '#db/database.ts';
import { badRequest } from '#lib/http-error.ts';
import { ancestors, isWithin, type UnitNode } from '#surveys/survey-model.ts';
import { monthIndex, monthStarts, monthsOfPeriod, nextMonth } from './gamification-months.ts';
import { leaderboard, rulePoints, type UnitMonth } from './gamification-points.ts';

function unitsAtLevel(node: UnitNode, level: number): UnitNode[] {
  if (node.level === level) return [node];
  return node.children.flatMap((child) => unitsAtLevel(child, level));
}

/** The unit at `level` a deeper unit belongs to. */
function ancestorAt(unit: UnitNode, level: number): UnitNode | undefined {
  return ancestors(unit).find((u) => u.level === level);
}

/**
 * Points per unit (the deepest level below the drill node, as the ranking) from the
 * component's rules, judging indicators in `order` (see rulePoints): indicator values,
 * their intervals and interview counts per month come from the
 * analytics module (drill node, scope and filters apply; the time filter is replaced by
 * the months), solved alerts from the alerts table (drill node and scope apply).
 */
export async function gamification(
  analytics: Analytics,
  database: Database,
  ctx: DashboardContext,
  config: TGamificationConfig,
  today: Date,
  order: TRankingOrder,
): Promise<TGamificationResponse> {
  const { survey, drill } = ctx;
  if (drill.view !== survey.organisation) {
    throw badRequest('Points are counted in the organisation view', 'drillPath', {
      code: 'organisation_view_only',
    });
  }
  const level = survey.organisation.depth;
  // At a store: the store among its peers (the units under its parent), counted the same way;
  // peers outside the caller's scope are numbered, not named (anonymisePeers).
  const parent = peerParent(survey, drill.node, true);
  const counted: DashboardContext = parent
    ? { ...ctx, drill: { ...drill, node: parent }, scope: scopeOf(parent) }
    : ctx;
  const units = unitsAtLevel(counted.drill.node, level);
  // A time filter chooses the months; without one, the last `config.months` months.
  const period = ctx.filters.period;
  const months = period ? monthsOfPeriod(period) : monthStarts(today, config.months);
  const end = nextMonth(months[months.length - 1]);
  const indicatorRules = config.rules.flatMap((rule, i) =>
    rule.kind === 'indicator' ? [{ index: i, indicator: findIndicator(survey, rule.indicator) }] : [],
  );
  const measures: Measure<string>[] = [{ kind: 'count', as: 'n' }];
  for (const { index, indicator } of indicatorRules) {
    measures.push(indicatorMeasure(indicator, `v${index}`));
    measures.push(...countMeasures(indicator, `k${index}`));
  }
  const base: Condition[] = [
    ...nodeConditions(counted),
    ...ctx.filters.conditions.filter((c) => c.kind !== 'dateRange'),
  ];
  const perMonth = await Promise.all(
    months.map((from, m) =>
      analytics.query(survey, {
        where: [...base, { kind: 'dateRange', from, to: months[m + 1] ?? end }],
        measures,
        groupBy: { kind: 'unitLevel', level },
      }),
    ),
  );
  const solved = config.rules.some((r) => r.kind === 'alertsSolvedInTime')
    ? await solvedInTime(database, counted, months[0], end, level)
    : new Map<number, number[]>();

  return {
    rules: config.rules,
    months,
    minCount: config.minCount,
    level,
    order,
    peers: parent !== null,
    rows: anonymisePeers(
      leaderboard(
        units.map((unit) => {
          const byRule = config.rules.map(() => 0);
          const byMonth = months.map(() => 0);
          const alerts = solved.get(unit.id) ?? months.map(() => 0);
          months.forEach((_, m) => {
            const row = perMonth[m].find((r) => r.group === unit.id)?.values;
            const month: UnitMonth = {
              interviews: row?.n ?? 0,
              indicators: new Map(
                indicatorRules.map(({ index, indicator }) => {
                  const counts = countsFrom(indicator, row, `k${index}`);
                  const value = row?.[`v${index}`] ?? null;
                  return [index, { value, low: fairScore(counts), answered: counts.n }];
                }),
              ),
              alertsSolvedInTime: alerts[m],
            };
            rulePoints(config, month, order).forEach((points, r) => {
              byRule[r] += points;
              byMonth[m] += points;
            });
          });
          return {
            extName: unit.extName,
            title: unit.title,
            path: [drill.view.extName, ...ancestors(unit).map((u) => u.extName)].join(','),
            byRule,
            byMonth,
            alertsSolvedInTime: alerts.reduce((a, b) => a + b, 0),
          };
        }),
      ),
      ctx.scope,
      (row) => survey.organisation.unitsByExtName.get(row.extName),
    ),
  };
}

/** Alerts solved by their due date per unit (at `level`) and month solved, within the node and scope. */
async function solvedInTime(
  database: Database,
  ctx: DashboardContext,
  from: string,
  to: string,
  level: number,
): Promise<Map<number, number[]>> {
  const { survey, drill, scope } = ctx;
  const rows = await database.db
    .selectFrom('alerts')
    .select(['unit_id', 'updated_at'])
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('state', '=', 'solved')
    .where('due_at', 'is not', null)
    .whereRef('updated_at', '<=', 'due_at')
    .where('updated_at', '>=', new Date(`${from}T00:00:00Z`))
    .where('updated_at', '<', new Date(`${to}T00:00:00Z`))
    .execute();
  const result = new Map<number, number[]>();
  const window = monthsBetween(from, to);
  for (const row of rows) {
    const unit = survey.organisation.unitsById.get(row.unit_id);
    if (!unit || !isWithin(unit, drill.node) || !scope.allows(unit)) continue;
    const owner = ancestorAt(unit, level);
    const m = monthIndex(window, new Date(row.updated_at));
    if (!owner || m < 0) continue;
    const counts = result.get(owner.id) ?? window.map(() => 0);
    counts[m] += 1;
    result.set(owner.id, counts);
  }
  return result;
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m < to; m = nextMonth(m)) months.push(m);
  return months;
}
