import type { TFunction } from 'i18next';
import { formatNumber, formatPercent } from '@/lib/number-format.ts';

interface DistributionSummaryInput {
  question: string;
  /** The answers as the chart's bars: the label on the axis and how many gave it. */
  bars: ReadonlyArray<{ label: string; count: number }>;
  total: number;
}

/**
 * A distribution in one sentence, in the UI language: the most frequent answer (all of them
 * when several share the top), its share as the chart's labels round it, and n.
 */
export function distributionSummary(input: DistributionSummaryInput, t: TFunction, locale: string): string {
  const { question, bars, total } = input;
  const top = Math.max(0, ...bars.map((b) => b.count));
  if (total <= 0 || top === 0) return t('chartSummary.distribution.empty', { question });
  const leaders = bars.filter((b) => b.count === top).map((b) => b.label);
  const facts = {
    question,
    count: total,
    n: formatNumber(total, locale),
    top: formatNumber(top, locale),
    share: formatPercent((top * 100) / total, locale),
  };
  if (leaders.length === 1) return t('chartSummary.distribution', { ...facts, answer: leaders[0] });
  const answers = new Intl.ListFormat(locale, { type: 'conjunction' }).format(leaders);
  return t('chartSummary.distribution.tie', { ...facts, answers });
}
