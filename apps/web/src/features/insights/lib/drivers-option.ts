import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TDriver, TDriverQuadrant } from '@opinio/domain/schemas/insights';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import { formatNumber, formatPercent } from '@/lib/number-format.ts';

/** The priorities stand out in red, the strengths in green; the rest are quieter. */
export const QUADRANT_COLOURS: Record<TDriverQuadrant, string> = {
  'fix-first': THEME_COLOURS.error,
  'keep-up': '#00875f',
  monitor: '#b26a00',
  maintain: THEME_COLOURS.secondary,
};

const GUIDE_COLOUR = '#9e9e9e';

interface DriversOptionInput {
  drivers: readonly TDriver[];
  importanceLabel: string;
  performanceLabel: string;
  quadrantLabels: Record<TDriverQuadrant, string>;
  locale: string;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Survey titles go into the tooltip's HTML: as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Axis ends on tens around the points with room for their labels, within 0..100. */
function axisRange(values: readonly number[], room: number): { min: number; max: number } {
  const min = Math.max(0, Math.floor((Math.min(...values) - room) / 10) * 10);
  const max = Math.min(100, Math.ceil((Math.max(...values) + room) / 10) * 10);
  return { min, max: Math.max(max, min + 10) };
}

/**
 * Importance (x, % of what the questions explain) against performance (y, 0..100 of each
 * question's scale), divided at the averages into the four quadrants the server placed them in,
 * each corner named. The dots are a line series without its line: the dashboard's ECharts
 * build holds line and bar charts only, and a scatter is no more than that.
 */
export function driversOption(input: DriversOptionInput): EChartsCoreOption {
  const { drivers, importanceLabel, performanceLabel, quadrantLabels, locale } = input;
  const xs = drivers.map((d) => d.importance * 100);
  const ys = drivers.map((d) => d.performance);
  const x = axisRange([0, ...xs], 5);
  const y = axisRange(ys, 8);
  const averageX = mean(xs);
  const averageY = mean(ys);
  const guide = (data: number[][]) => ({
    type: 'line',
    data,
    symbol: 'none',
    silent: true,
    tooltip: { show: false },
    lineStyle: { type: 'dashed', width: 1, color: GUIDE_COLOUR },
    z: 1,
  });
  const corner = (quadrant: TDriverQuadrant, right: boolean, top: boolean) => ({
    value: [right ? x.max : x.min, top ? y.max : y.min],
    name: quadrantLabels[quadrant],
    label: {
      align: right ? 'right' : 'left',
      verticalAlign: top ? 'top' : 'bottom',
      offset: [right ? -6 : 6, top ? 6 : -6],
    },
  });
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 56, right: 24, top: 16, bottom: 48 },
    xAxis: {
      type: 'value',
      min: x.min,
      max: x.max,
      name: importanceLabel,
      nameLocation: 'middle',
      nameGap: 28,
      splitLine: { show: false },
      axisLabel: { formatter: (value: number) => formatPercent(value, locale) },
    },
    yAxis: {
      type: 'value',
      min: y.min,
      max: y.max,
      name: performanceLabel,
      nameLocation: 'middle',
      nameGap: 36,
      splitLine: { show: false },
      axisLabel: { formatter: (value: number) => formatNumber(value, locale) },
    },
    series: [
      guide([
        [averageX, y.min],
        [averageX, y.max],
      ]),
      guide([
        [x.min, averageY],
        [x.max, averageY],
      ]),
      {
        type: 'line',
        data: [
          corner('keep-up', true, true),
          corner('fix-first', true, false),
          corner('maintain', false, true),
          corner('monitor', false, false),
        ],
        symbolSize: 0,
        silent: true,
        tooltip: { show: false },
        lineStyle: { opacity: 0 },
        label: { show: true, formatter: '{b}', color: '#616161', fontSize: 11, fontWeight: 600 },
        z: 2,
      },
      {
        type: 'line',
        data: drivers.map((d, i) => ({
          value: [xs[i], ys[i]],
          name: d.title,
          itemStyle: { color: QUADRANT_COLOURS[d.quadrant] },
        })),
        symbol: 'circle',
        symbolSize: 12,
        lineStyle: { opacity: 0 },
        label: {
          show: true,
          position: 'right',
          formatter: '{b}',
          width: 120,
          overflow: 'truncate',
          color: '#424242',
          fontSize: 11,
        },
        tooltip: {
          formatter: ({ dataIndex, marker }: { dataIndex: number; marker: string }) => {
            const d = drivers[dataIndex];
            return [
              `${marker}<strong>${escapeHtml(d.title)}</strong>`,
              `${escapeHtml(importanceLabel)}: ${formatPercent(xs[dataIndex], locale)}`,
              `${escapeHtml(performanceLabel)}: ${formatNumber(d.performance, locale)}`,
              escapeHtml(quadrantLabels[d.quadrant]),
            ].join('<br/>');
          },
        },
        z: 3,
      },
    ],
  };
}
