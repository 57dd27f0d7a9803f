import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/number-format.ts';
import { periodOf } from '@/lib/trend-summary.ts';

interface PointsSummaryInput {
  /** The months the bars are split into, as the legend labels them. */
  months: readonly string[];
  /** The units drawn, leader first, with their points over all the months. */
  leaders: ReadonlyArray<{ title: string; points: number }>;
}

/**
 * The points chart in one sentence, in the UI language: how many units, the months, who leads
 * with how many points and the last unit drawn with its points.
 */
export function pointsSummary(input: PointsSummaryInput, t: TFunction, locale: string): string {
  const leader = input.leaders[0];
  const last = input.leaders.at(-1);
  if (!leader || !last) return t('chartSummary.points.empty');
  const points = (n: number) => t('chartSummary.pointCount', { count: n, n: formatNumber(n, locale) });
  return t('chartSummary.points', {
    count: input.leaders.length,
    n: formatNumber(input.leaders.length, locale),
    period: periodOf(input.months),
    leader: leader.title,
    points: points(leader.points),
    last: last.title,
    lastPoints: points(last.points),
  });
}
