import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/number-format.ts';
import { periodOf } from '../../../lib/trend-summary.ts';

interface PointsSummaryInput {
  /** The months on the chart's axis, as it labels them. */
  months: readonly string[];
  /** The units drawn, leader first, with their points over all the months. */
  leaders: ReadonlyArray<{ title: string; points: number }>;
}

/** The points chart in one sentence, in the UI language: how many units, the months, who leads with how many points. */
export function pointsSummary(input: PointsSummaryInput, t: TFunction, locale: string): string {
  const leader = input.leaders[0];
  if (!leader) return t('chartSummary.points.empty');
  return t('chartSummary.points', {
    count: input.leaders.length,
    n: formatNumber(input.leaders.length, locale),
    period: periodOf(input.months),
    leader: leader.title,
    points: t('chartSummary.pointCount', { count: leader.points, n: formatNumber(leader.points, locale) }),
  });
}
