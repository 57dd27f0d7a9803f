import { ANSWER_COUNT_AXIS } from '@opinio/domain/chart-axis';
import { markedLabel } from '@opinio/domain/partial-periods';
import { pdfText } from '#lib/pdf-fonts.ts';
import type { PdfChartOption } from './pdf-chart.ts';
import type { PdfFormat } from './pdf-format.ts';
import type { BenchmarkPdfInput, PdfIndicator } from './pdf-input.ts';
import { FONT, INK, type PdfTheme, statusMark } from './pdf-theme.ts';

const AXIS_LABEL = { color: INK.muted, fontSize: 7.5, fontFamily: FONT.regular };
const SPLIT_LINE = { lineStyle: { color: '#e6e9ef', width: 0.5 } };
const AXIS_LINE = { lineStyle: { color: INK.faint, width: 0.5 } };

/** ECharts hands formatters numbers (or strings of them); anything else has no value to show. */
function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The trend: the indicator as a line over the answers per month as faint bars; a partial month starred. */
export function trendChartOption(
  trend: BenchmarkPdfInput['trend'],
  indicator: PdfIndicator | undefined,
  theme: PdfTheme,
  format: PdfFormat,
  answersLabel: string,
): PdfChartOption {
  const title = pdfText(indicator?.title ?? trend.indicator);
  return {
    grid: { left: 8, right: 8, top: 34, bottom: 4 },
    legend: {
      top: 0,
      left: 0,
      itemWidth: 14,
      itemHeight: 8,
      textStyle: { color: INK.text, fontSize: 8, fontFamily: FONT.regular },
      data: [title, pdfText(answersLabel)],
    },
    xAxis: {
      type: 'category',
      data: trend.points.map((p) => pdfText(markedLabel(format.month(p.bucket), p.partial))),
      axisLabel: { ...AXIS_LABEL, hideOverlap: true },
      axisTick: { show: false },
      axisLine: AXIS_LINE,
    },
    yAxis: [
      {
        // the dashboard's axis for the same values: an NPS spans at least 40 points, a mean its scale
        type: 'value',
        min: trend.axis.min,
        max: trend.axis.max,
        ...(trend.axis.interval === undefined ? { splitNumber: 4 } : { interval: trend.axis.interval }),
        axisLabel: { ...AXIS_LABEL, formatter: (v: number) => pdfText(format.axis(v)) },
        splitLine: SPLIT_LINE,
      },
      {
        // answers come whole: no 0.5 on their axis
        type: 'value',
        ...ANSWER_COUNT_AXIS,
        splitNumber: 4,
        axisLabel: {
          ...AXIS_LABEL,
          color: INK.faint,
          formatter: (v: number) => pdfText(format.count(v)),
        },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        name: pdfText(answersLabel),
        type: 'bar',
        yAxisIndex: 1,
        barWidth: '55%',
        itemStyle: { color: '#e3e6ec' },
        data: trend.points.map((p) => p.count),
      },
      {
        name: title,
        type: 'line',
        yAxisIndex: 0,
        z: 3,
        symbol: 'circle',
        symbolSize: 5,
        lineStyle: { color: theme.primary, width: 2 },
        itemStyle: { color: theme.primary },
        data: trend.points.map((p) => ({
          value: p.value,
          itemStyle: {
            color: p.value === null ? theme.primary : statusMarkOr(p.value, indicator, theme.primary),
          },
        })),
      },
    ],
  };
}

function statusMarkOr(value: number, indicator: PdfIndicator | undefined, fallback: string): string {
  return indicator?.thresholds ? statusMark(value, indicator) : fallback;
}

/** A bar chart gives every unit the same row, whatever the count, plus room for its axis. */
export const UNIT_BAR_ROW = 15;
const UNIT_BAR_AXIS = 26;

export function unitBarChartHeight(count: number): number {
  return count * UNIT_BAR_ROW + UNIT_BAR_AXIS;
}

/** Units as horizontal bars of one indicator, best first, each bar in its status colour. */
export function unitBarChartOption(
  units: Array<{ title: string; value: number | null }>,
  indicator: PdfIndicator | undefined,
  theme: PdfTheme,
  format: PdfFormat,
  range: { min: number; max: number; interval: number },
): PdfChartOption {
  return {
    grid: { left: 4, right: 44, top: 4, bottom: 4 },
    xAxis: {
      type: 'value',
      min: range.min,
      max: range.max,
      interval: range.interval,
      axisLabel: { ...AXIS_LABEL, formatter: (v: number) => pdfText(format.axis(v)) },
      splitLine: SPLIT_LINE,
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: units.map((u) => pdfText(u.title)),
      axisLabel: { ...AXIS_LABEL, color: INK.text, fontSize: 8, width: 170, overflow: 'truncate' },
      axisTick: { show: false },
      axisLine: AXIS_LINE,
    },
    series: [
      {
        type: 'bar',
        barWidth: 9,
        data: units.map((u) => ({
          value: u.value,
          itemStyle: { color: u.value === null ? INK.rule : statusMarkOr(u.value, indicator, theme.primary) },
        })),
        // right of the bar's end, or of the zero line for a negative value: never over the unit names
        label: {
          show: true,
          position: 'right',
          fontSize: 7.5,
          fontFamily: FONT.bold,
          fontWeight: 'bold',
          color: INK.text,
          formatter: (p: { value?: unknown }) => pdfText(format.value(asNumber(p.value), indicator)),
        },
      },
    ],
  };
}
