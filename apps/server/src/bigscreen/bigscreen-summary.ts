import type { TBigScreenRankingRow, TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { resolveDrillPath, scopePath } from '#access/drill-path-resolver.ts';
import { type DashboardContext, kpis, nodeConditions, trend } from '#analytics/dashboard.ts';
import { applyFilters } from '#analytics/filters.ts';
import { ranking } from '#analytics/ranking.ts';
import type { Services } from '#services.ts';
import type { BigScreenKey } from './bigscreen-key.ts';
import { latestComments } from './latest-comments.ts';

/** The headline period: the last 30 days, today included. */
const HEADLINE_FILTER = 'ftime=rdays:-29:0';
/** Rankings need more answers per unit than a month gives a store. */
const RANKING_FILTER = 'ftime=rdays:-89:0';
const RANKING_MIN_COUNT = 5;
const RANKING_ROWS = 5;
const COMMENTS = 12;

/**
 * Leaf units ranked (stores); where too few of them have enough answers, the units just
 * below the key's unit instead (districts), so the screen still has a ranking to show.
 */
async function unitRanking(services: Pick<Services, 'analytics'>, ctx: DashboardContext, level: number) {
  // A wall screen ranks fairly: a store with 4 answers does not top one with 400.
  const leaves = await ranking(services.analytics, ctx, { minCount: RANKING_MIN_COUNT, order: 'fair' });
  const ranked = leaves.rows.filter((r) => r.rank !== null).length;
  if (ranked >= 2 || leaves.level === level + 1) return leaves;
  return ranking(services.analytics, ctx, { minCount: RANKING_MIN_COUNT, level: level + 1, order: 'fair' });
}

/** Everything the big screen shows, for the key's unit, from the analytics module. */
export async function bigScreenSummary(
  services: Pick<Services, 'analytics' | 'database' | 'today'>,
  key: BigScreenKey,
): Promise<TBigScreenSummary> {
  const { survey, scope, unit } = key;
  const { analytics } = services;
  const drill = resolveDrillPath(survey, scopePath(survey.organisation, survey, scope), scope);
  const context = (token: string): DashboardContext => ({
    survey,
    drill,
    scope,
    filters: applyFilters(survey, token, services.today(), scope),
  });
  const headline = context(HEADLINE_FILTER);
  const today = services.today().toISOString().slice(0, 10);
  const leaf = unit.children.length === 0;
  const [loadCount, kpiResponse, trendResponse, comments, rankingResponse] = await Promise.all([
    analytics.loadCount(survey),
    kpis(analytics, headline),
    trend(analytics, headline, undefined, 'day'),
    latestComments(analytics, services.database, survey, nodeConditions(headline), COMMENTS),
    leaf ? Promise.resolve(null) : unitRanking(services, context(RANKING_FILTER), unit.level),
  ]);
  const ranked: TBigScreenRankingRow[] = (rankingResponse?.rows ?? []).flatMap((r) =>
    r.rank !== null && r.value !== null
      ? [
          {
            rank: r.rank,
            extName: r.extName,
            title: r.title,
            value: r.value,
            fairScore: r.fairScore,
            count: r.count,
          },
        ]
      : [],
  );
  const top = ranked.slice(0, RANKING_ROWS);
  // The bottom never repeats a unit of the top (few units: a short bottom list).
  const bottom = ranked.slice(Math.max(top.length, ranked.length - RANKING_ROWS)).reverse();
  const byExtName = new Map(survey.indicators.map((i) => [i.extName, i]));
  return {
    survey: { extName: survey.extName, title: survey.title },
    unit: { extName: unit.extName, title: unit.title },
    loadCount: Number(loadCount),
    generatedAt: new Date().toISOString(),
    period: kpiResponse.period!,
    previousPeriod: kpiResponse.previousPeriod!,
    nInterviews: kpiResponse.nInterviews,
    tiles: kpiResponse.tiles.map((tile) => {
      const indicator = byExtName.get(tile.indicator)!;
      return {
        indicator: {
          extName: indicator.extName,
          title: indicator.title,
          kind: indicator.kind,
          questionExtName: indicator.question.extName,
          decimals: indicator.decimals,
          thresholds: indicator.thresholds,
        },
        value: tile.value,
        count: tile.count,
        suppressed: tile.suppressed,
        previousValue: tile.previousValue,
        change: tile.change,
        changeSignificant: tile.changeSignificant,
      };
    }),
    trend: {
      indicator: trendResponse.indicator,
      // today is not over: its few answers so far are drawn as partial, not as the day's value
      points: trendResponse.points.map((p) => ({
        bucket: p.bucket,
        value: p.value,
        count: p.count,
        partial: p.partial || p.bucket === today,
      })),
      minAnswers: survey.minAnswers,
    },
    comments,
    ranking: rankingResponse
      ? {
          indicator: rankingResponse.indicator,
          level: rankingResponse.level,
          minCount: rankingResponse.minCount,
          order: rankingResponse.order,
          ranked: ranked.length,
          top,
          bottom,
        }
      : null,
  };
}
