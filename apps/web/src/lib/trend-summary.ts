import type { TTrendBucket } from '@opinio/domain/schemas/analytics';
import { comparableBuckets } from '@opinio/domain/trend-comparison';
import type { TFunction } from 'i18next';
import { formatNumber } from './number-format.ts';

/** One bucket of a trend as the chart shows it: its label on the axis, the indicator's value, the answers. */
export interface TrendSummaryPoint {
  label: string;
  value: number | null;
  count: number;
  /** The bucket is only partly inside the period (a month up to today). */
  partial?: boolean;
  /** The value's 95% interval, when the API gives one. */
  ciLow?: number | null;
  ciHigh?: number | null;
  /** Fewer answers than the survey's minimum: no value. */
  suppressed?: boolean;
}

interface TrendSummaryInput {
  indicator: string;
  bucket: TTrendBucket;
  /** Consecutive buckets, oldest first. */
  points: readonly TrendSummaryPoint[];
  /** The indicator's decimals: the summary rounds as the chart does. */
  decimals: number;
  /**
   * Compare whole buckets only, each of at least this many answers (the survey's minimum):
   * the big screen's today so far is drawn but not called the latest nor compared.
   * Absent: every bucket with a value.
   */
  wholeOnly?: { minCount: number };
}

/** "Jan 2026 – Oct 2026", or the one label of a single bucket. */
export function periodOf(labels: readonly string[]): string {
  const first = labels[0] ?? '';
  const last = labels.at(-1) ?? first;
  return first === last ? first : `${first} – ${last}`;
}

function changeText(
  t: TFunction,
  locale: string,
  input: TrendSummaryInput,
  latestAt: number,
  previousAt: number,
): string {
  const { points, decimals, bucket } = input;
  const round = (value: number) => Number(value.toFixed(decimals));
  const latest = round(points[latestAt].value as number);
  const earlier = round(points[previousAt].value as number);
  const change = round(latest - earlier);
  const previous =
    previousAt === latestAt - 1
      ? t(`chartSummary.previous.${bucket}`)
      : t('chartSummary.previous.earlier', {
          value: formatNumber(earlier, locale, decimals),
          label: points[previousAt].label,
        });
  if (change === 0) return t('chartSummary.change.same', { previous });
  return t(change > 0 ? 'chartSummary.change.up' : 'chartSummary.change.down', {
    change: formatNumber(Math.abs(change), locale, decimals),
    previous,
  });
}

/** "Nov 2026 is a partial month.", or '' when every bucket is whole. */
function partialText(t: TFunction, locale: string, input: TrendSummaryInput): string {
  const labels = input.points.filter((p) => p.partial).map((p) => p.label);
  if (labels.length === 0) return '';
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
  return ` ${t(`chartSummary.partial.${input.bucket}`, { count: labels.length, labels: list })}`;
}

/**
 * A trend in one sentence, in the UI language: "NPS by month, Jan 2026 – Oct 2026: latest 42
 * (n = 1,204), up 3 from the previous month; lowest 31, highest 45." The latest value is the
 * last bucket that has one; it is compared with the bucket before it that has one. Partial
 * buckets are named after it: "Nov 2026 is a partial month."
 */
export function trendSummary(input: TrendSummaryInput, t: TFunction, locale: string): string {
  return trendSentence(input, t, locale) + partialText(t, locale, input);
}

function trendSentence(input: TrendSummaryInput, t: TFunction, locale: string): string {
  const { points, decimals } = input;
  const title = t(`chartSummary.trend.title.${input.bucket}`, { indicator: input.indicator });
  if (points.length === 0) return t('chartSummary.trend.empty', { title });
  const period = periodOf(points.map((p) => p.label));
  const valued = input.wholeOnly
    ? comparableBuckets(points, input.wholeOnly.minCount)
    : points.flatMap((p, at) => (p.value === null ? [] : [at]));
  const latestAt = valued.at(-1);
  if (latestAt === undefined) return t('chartSummary.trend.none', { title, period });
  const latest = points[latestAt];
  const facts = {
    title,
    period,
    latest: formatNumber(latest.value as number, locale, decimals),
    n: formatNumber(latest.count, locale),
    label: latest.label,
  };
  if (valued.length === 1) return t('chartSummary.trend.single', facts);
  const values = valued.map((at) => points[at].value as number);
  // a later bucket left out (today so far): the latest is named by its label
  const dated = input.wholeOnly !== undefined && latestAt < points.length - 1;
  return t(dated ? 'chartSummary.trend.dated' : 'chartSummary.trend', {
    ...facts,
    change: changeText(t, locale, input, latestAt, valued[valued.length - 2]),
    min: formatNumber(Math.min(...values), locale, decimals),
    max: formatNumber(Math.max(...values), locale, decimals),
  });
}
