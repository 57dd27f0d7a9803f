import { type AxisRange, axisSteps, countAxisRange } from '@opinio/domain/chart-axis';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatAxisValue } from '@/lib/number-format.ts';
import { TV_COLOURS } from './tv-size.ts';

interface TrendPoint {
  label: string;
  value: number | null;
  count: number;
  partial: boolean;
}

interface BigScreenTrendInput {
  points: readonly TrendPoint[];
  /** The indicator's title: the line's name. */
  indicator: string;
  /** The bars' name ("Answers"). */
  answers: string;
  /** The partial day's label on the chart ("Today so far"). */
  partialLabel: string;
  decimals: number;
  /** The indicator's axis (chart-axis.ts). */
  axis: AxisRange;
  locale: string;
  /** 1 at 1920x1080 (tvScale). */
  scale: number;
  reduceMotion: boolean;
}

const AXIS_LINE = 'rgba(255,255,255,0.25)';
const ANSWERS = 'rgba(124, 140, 255, 0.45)';

/**
 * The big screen's trend: the indicator as a line on its own axis (left), the answers per day
 * as bars on theirs (right, from 0), so that a bar is never read as a value of the indicator.
 * Today is not over: its point is hollow and joined to the last whole day by a dashed, lighter
 * line, named "Today so far", and its bar is lighter, so that a morning's few answers do not
 * look like a plunge.
 */
export function bigScreenTrendOption(input: BigScreenTrendInput): EChartsCoreOption {
  const { points, scale, locale } = input;
  const font = Math.round(18 * scale);
  const values = points.map((p) => (p.value === null ? null : Number(p.value.toFixed(input.decimals))));
  const whole = values.map((v, i) => (points[i].partial ? null : v));
  const counts = countAxisRange(
    points.map((p) => p.count),
    axisSteps(input.axis),
  );
  // today is the last day: its mark stands left of it, inside the chart, readable over the bars
  const partialText = {
    color: TV_COLOURS.text,
    fontSize: font,
    fontWeight: 600,
    backgroundColor: 'rgba(7, 11, 36, 0.85)',
    borderRadius: 4 * scale,
    padding: [2 * scale, 6 * scale],
    formatter: input.partialLabel,
  };
  const partialSeries = points.flatMap((p, at) => {
    if (!p.partial || values[at] === null) return [];
    // from the last whole day with a value, dashed
    let from = at - 1;
    while (from >= 0 && (points[from].partial || values[from] === null)) from--;
    return [
      {
        type: 'line',
        name: input.indicator,
        connectNulls: true,
        // the whole day it starts from keeps its own point
        data: values.map((v, i) => (i === at ? v : i === from ? { value: v, symbol: 'none' } : null)),
        symbol: 'emptyCircle',
        symbolSize: 12 * scale,
        showSymbol: true,
        lineStyle: { width: 4 * scale, type: 'dashed', color: TV_COLOURS.good, opacity: 0.55 },
        itemStyle: { color: TV_COLOURS.good, opacity: 0.8 },
        label: {
          show: true,
          position: 'left',
          distance: 10 * scale,
          ...partialText,
          formatter: (item: { dataIndex: number }) => (item.dataIndex === at ? input.partialLabel : ''),
        },
        z: 4,
      },
    ];
  });
  const axisLabel = { color: TV_COLOURS.muted, fontSize: font };
  return {
    animation: !input.reduceMotion,
    textStyle: { color: TV_COLOURS.muted, fontSize: font },
    grid: { left: 64 * scale, right: 64 * scale, top: 40 * scale, bottom: 40 * scale },
    xAxis: {
      type: 'category',
      data: points.map((p) => p.label),
      axisLabel: { ...axisLabel, interval: 6 },
      axisLine: { lineStyle: { color: AXIS_LINE } },
      axisTick: { show: false },
    },
    yAxis: [
      {
        type: 'value',
        ...input.axis,
        axisLabel: { ...axisLabel, formatter: (value: number) => formatAxisValue(value, locale) },
        splitLine: { lineStyle: { color: 'rgba(255,255,255,0.08)' } },
      },
      {
        type: 'value',
        ...counts,
        position: 'right',
        axisLabel: {
          ...axisLabel,
          color: ANSWERS,
          formatter: (value: number) => formatAxisValue(value, locale),
        },
        axisLine: { show: false },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        type: 'bar',
        yAxisIndex: 1,
        name: input.answers,
        data: points.map((p, i) =>
          p.partial
            ? {
                value: p.count,
                itemStyle: { opacity: 0.45 },
                // without a value (too few answers so far) the bar carries the mark
                label: { show: values[i] === null, position: 'top', ...partialText },
              }
            : p.count,
        ),
        itemStyle: { color: 'rgba(124, 140, 255, 0.28)', borderRadius: [4, 4, 0, 0] },
        barMaxWidth: 24 * scale,
      },
      {
        type: 'line',
        name: input.indicator,
        smooth: 0.2,
        connectNulls: true,
        symbolSize: 8 * scale,
        data: whole,
        lineStyle: { width: 5 * scale, color: TV_COLOURS.good },
        itemStyle: { color: TV_COLOURS.good },
        areaStyle: { color: 'rgba(46, 230, 168, 0.10)' },
        z: 3,
      },
      ...partialSeries,
    ],
  };
}
