import { ANSWER_COUNT_AXIS, type AxisRange } from '@opinio/domain/chart-axis';
import { THEME_COLOURS } from '@opinio/domain/constants';
import { markedLabel } from '@opinio/domain/partial-periods';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue, formatChartValue } from '@/lib/number-format.ts';
import { trendLine } from './trend-line.ts';

const LINE_COLOUR = THEME_COLOURS.primary;
const ANSWERS_COLOUR = '#9fa8da';
/** White stripes over the answers of a partial bucket, on top of a lighter bar. */
const PARTIAL_HATCH = {
  symbol: 'rect',
  symbolSize: 1,
  dashArrayX: [1, 0],
  dashArrayY: [2, 4],
  rotation: Math.PI / 4,
  color: 'rgba(255, 255, 255, 0.8)',
};

/**
 * The answers of a bucket under the survey's minimum (no value): a hollow bar, outlined in
 * dashes, not a solid one.
 */
const THIN_BAR = {
  color: 'rgba(255, 255, 255, 0)',
  borderColor: '#5c6bc0',
  borderType: 'dashed',
  borderWidth: 1,
};

interface TrendOptionInput {
  points: ReadonlyArray<{
    label: string;
    value: number | null;
    count: number;
    partial: boolean;
    /** Fewer answers than the survey's minimum: no value, and its bar is drawn hollow. */
    suppressed?: boolean;
    ciLow?: number | null;
    ciHigh?: number | null;
  }>;
  /** "95% interval": the tooltip gives each point's interval after its value. */
  intervalLabel?: string;
  /** The indicator's title: the line's name and the left axis's. */
  indicator: string;
  /** The bars' name ("Answers"). */
  answers: string;
  decimals: number;
  /** The left axis, decided by the indicator (chart-axis.ts). */
  axis: AxisRange;
  locale: string;
}

/**
 * The indicator as a line over the answers as bars. A partial bucket has a starred label, a
 * hollow point, dashed segments to its neighbours and a lighter, striped bar. A bucket under
 * the survey's minimum has no point and a hollow, dashed bar; every point is drawn, even one
 * alone between such buckets. The line is
 * drawn by one series for the whole buckets and one per partial bucket; a third, with all
 * values and no line, gives the points and the tooltip (all three share a name, so the legend
 * shows and hides them together).
 */
export function trendOption(input: TrendOptionInput): EChartsCoreOption {
  const { points, indicator, answers, decimals, axis, locale } = input;
  const values = points.map((p) => (p.value === null ? null : Number(p.value.toFixed(decimals))));
  const line = trendLine(
    values,
    points.map((p) => p.partial),
  );
  const axisLabel = { formatter: (value: number) => formatAxisValue(value, locale) };
  const drawnLine = {
    type: 'line',
    name: indicator,
    symbol: 'none',
    silent: true,
    tooltip: { show: false },
    itemStyle: { color: LINE_COLOUR },
    z: 3,
  };
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [indicator, answers] },
    grid: { left: 48, right: 56, top: 32, bottom: 56 },
    xAxis: { type: 'category', data: points.map((p) => markedLabel(p.label, p.partial)) },
    yAxis: [
      { type: 'value', name: indicator, min: axis.min, max: axis.max, interval: axis.interval, axisLabel },
      // answers come whole: no 0.5 on their axis
      { type: 'value', name: answers, ...ANSWER_COUNT_AXIS, splitLine: { show: false }, axisLabel },
    ],
    series: [
      { ...drawnLine, data: line.solid, lineStyle: { color: LINE_COLOUR } },
      ...line.dashed.map((data) => ({
        ...drawnLine,
        data,
        lineStyle: { color: LINE_COLOUR, type: 'dashed' },
      })),
      {
        type: 'line',
        name: indicator,
        data: values.map((value, i) => ({
          value,
          symbol: points[i].partial ? 'emptyCircle' : 'circle',
        })),
        symbolSize: 7,
        // ECharts hides points where categories crowd (a phone's 25 months): a lone value would vanish
        showAllSymbol: true,
        lineStyle: { opacity: 0 },
        itemStyle: { color: LINE_COLOUR },
        tooltip: {
          valueFormatter: (value: unknown, index: number) => {
            const shown = formatChartValue(value, locale, decimals);
            const { ciLow, ciHigh } = points[index] ?? {};
            if (
              !input.intervalLabel ||
              ciLow === null ||
              ciLow === undefined ||
              ciHigh === null ||
              ciHigh === undefined
            )
              return shown;
            const bound = (x: number) => formatChartValue(x, locale, decimals);
            return `${shown} (${input.intervalLabel} ${bound(ciLow)} – ${bound(ciHigh)})`;
          },
        },
        z: 4,
      },
      {
        type: 'bar',
        name: answers,
        yAxisIndex: 1,
        data: points.map((p) => {
          if (p.suppressed && p.count > 0) return { value: p.count, itemStyle: THIN_BAR };
          return p.partial ? { value: p.count, itemStyle: { opacity: 0.5, decal: PARTIAL_HATCH } } : p.count;
        }),
        itemStyle: { color: ANSWERS_COLOUR },
        tooltip: { valueFormatter: (value: unknown) => formatChartValue(value, locale, 0) },
        barMaxWidth: 28,
      },
    ],
  };
}
