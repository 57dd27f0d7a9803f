import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/number-format.ts';

interface RankingSummaryInput {
  indicator: string;
  /** The ranked units, best first, as the chart draws them. */
  units: ReadonlyArray<{ title: string; value: number }>;
  decimals: number;
}

/** A ranking chart in one sentence, in the UI language: how many units, the best and the weakest. */
export function rankingSummary(input: RankingSummaryInput, t: TFunction, locale: string): string {
  const { indicator, units, decimals } = input;
  const best = units[0];
  const weakest = units.at(-1);
  if (!best || !weakest) return t('chartSummary.ranking.empty', { indicator });
  return t('chartSummary.ranking', {
    indicator,
    count: units.length,
    n: formatNumber(units.length, locale),
    best: formatNumber(best.value, locale, decimals),
    bestUnit: best.title,
    weakest: formatNumber(weakest.value, locale, decimals),
    weakestUnit: weakest.title,
  });
}
