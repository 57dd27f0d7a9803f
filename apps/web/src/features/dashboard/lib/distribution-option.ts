import { ANSWER_COUNT_AXIS } from '@opinio/domain/chart-axis';
import { THEME_COLOURS } from '@opinio/domain/constants';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue, formatChartValue, formatPercent } from '@/lib/number-format.ts';

interface DistributionOptionInput {
  bars: ReadonlyArray<{ label: string; count: number }>;
  total: number;
  /** The axis's and the bars' name ("Answers"). */
  answers: string;
  locale: string;
}

/**
 * The answers of a question as bars, one per value of its scale or option, each labelled with
 * its share; the count axis in whole answers.
 */
export function distributionOption({
  bars,
  total,
  answers,
  locale,
}: DistributionOptionInput): EChartsCoreOption {
  const share = (count: number) => (total > 0 ? (count * 100) / total : 0);
  return {
    color: [THEME_COLOURS.primary],
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) =>
        `${formatChartValue(value, locale)} (${formatPercent(share(Number(value)), locale, 1)})`,
    },
    grid: { left: 48, right: 16, top: 28, bottom: 32 },
    xAxis: { type: 'category', data: bars.map((b) => b.label) },
    yAxis: {
      type: 'value',
      name: answers,
      // answers come whole: no 0.5 on their axis
      ...ANSWER_COUNT_AXIS,
      axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
    },
    series: [
      {
        type: 'bar',
        name: answers,
        data: bars.map((b) => b.count),
        barMaxWidth: 40,
        label: {
          show: true,
          position: 'top',
          formatter: ({ value }: { value: unknown }) => formatPercent(share(Number(value)), locale),
        },
      },
    ],
  };
}
