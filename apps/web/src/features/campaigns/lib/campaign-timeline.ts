import { THEME_COLOURS } from '@opinio/domain/constants';
import type { TCampaignDetails } from '@opinio/domain/schemas/campaigns';
import type { TFunction } from 'i18next';
import type { ChartTableData } from '@/lib/chart-table-data.ts';
import type { EChartsCoreOption } from '@/lib/echarts.ts';
import {
  formatAxisValue,
  formatChartValue,
  formatDate,
  formatNumber,
  formatPercent,
} from '@/lib/number-format.ts';

type TimelineDay = TCampaignDetails['timeline'][number];

/** One day of a campaign: that day's numbers and the response rate reached by its end. */
export interface TimelinePoint extends TimelineDay {
  label: string;
  /** Answers so far per message sent so far, in per cent; null before anything was sent. */
  rate: number | null;
}

export function timelinePoints(timeline: readonly TimelineDay[], locale: string): TimelinePoint[] {
  let sent = 0;
  let answered = 0;
  return timeline.map((day) => {
    sent += day.sent;
    answered += day.answered;
    return {
      ...day,
      label: formatDate(day.date.slice(0, 10), locale),
      rate: sent > 0 ? Math.min(100, (100 * answered) / sent) : null,
    };
  });
}

const RATE_COLOUR = THEME_COLOURS.primary;
const ANSWERS_COLOUR = '#9fa8da';

/** The response rate as a line (left axis, per cent) over the answers of each day as bars (right axis). */
export function timelineOption(
  points: readonly TimelinePoint[],
  t: TFunction,
  locale: string,
): EChartsCoreOption {
  const rateName = t('campaigns.chart.rate');
  const answersName = t('campaigns.chart.answers');
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: [rateName, answersName] },
    grid: { left: 48, right: 48, top: 32, bottom: 56 },
    xAxis: { type: 'category', data: points.map((p) => p.label) },
    yAxis: [
      {
        type: 'value',
        name: rateName,
        min: 0,
        max: 100,
        axisLabel: { formatter: (value: number) => formatPercent(value, locale) },
      },
      {
        type: 'value',
        name: answersName,
        min: 0,
        minInterval: 1,
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => formatAxisValue(value, locale) },
      },
    ],
    series: [
      {
        type: 'bar',
        name: answersName,
        yAxisIndex: 1,
        data: points.map((p) => p.answered),
        itemStyle: { color: ANSWERS_COLOUR },
        tooltip: { valueFormatter: (value: unknown) => formatChartValue(value, locale) },
      },
      {
        type: 'line',
        name: rateName,
        data: points.map((p) => (p.rate === null ? null : Number(p.rate.toFixed(1)))),
        symbolSize: 7,
        itemStyle: { color: RATE_COLOUR },
        lineStyle: { color: RATE_COLOUR },
        tooltip: {
          valueFormatter: (value: unknown) =>
            typeof value === 'number' ? formatPercent(value, locale, 1) : '–',
        },
      },
    ],
  };
}

/** The chart as a table: one row per day with its messages, openings, clicks, answers and the rate reached. */
export function timelineTable(
  points: readonly TimelinePoint[],
  t: TFunction,
  locale: string,
): ChartTableData {
  return {
    columns: [
      t('campaigns.chart.day'),
      t('campaigns.count.sent'),
      t('campaigns.count.opened'),
      t('campaigns.count.clicked'),
      t('campaigns.chart.answers'),
      t('campaigns.chart.rate'),
    ],
    rows: points.map((p) => [
      p.label,
      formatNumber(p.sent, locale),
      formatNumber(p.opened, locale),
      formatNumber(p.clicked, locale),
      formatNumber(p.answered, locale),
      p.rate === null ? '–' : formatPercent(p.rate, locale, 1),
    ]),
  };
}

/** The chart in a sentence: the period, the rate reached with its answers, and the busiest day. */
export function timelineSummary(points: readonly TimelinePoint[], t: TFunction, locale: string): string {
  if (points.length === 0) return t('campaigns.chart.summaryEmpty');
  const first = points[0].label;
  const last = points.at(-1)!;
  const answers = points.reduce((sum, p) => sum + p.answered, 0);
  const sent = points.reduce((sum, p) => sum + p.sent, 0);
  const busiest = points.reduce((best, p) => (p.answered > best.answered ? p : best), points[0]);
  const period = first === last.label ? first : `${first} – ${last.label}`;
  const base = t('campaigns.chart.summary', {
    period,
    rate: last.rate === null ? '–' : formatPercent(last.rate, locale, 1),
    answers: formatNumber(answers, locale),
    sent: formatNumber(sent, locale),
  });
  if (busiest.answered === 0) return base;
  return `${base} ${t('campaigns.chart.summaryBusiest', { day: busiest.label, answers: formatNumber(busiest.answered, locale) })}`;
}
