import { describe, expect, it } from 'vitest';
import { chartTexts } from '@/testing/chart-text.ts';
import { trendOption } from './trend-option.ts';

const points = [
  { label: 'Sep 2026', value: 41.26, count: 120, partial: false },
  { label: 'Oct 2026', value: 43, count: 130, partial: false },
  { label: 'Nov 2026', value: 30, count: 20, partial: true },
];
const option = trendOption({
  points,
  indicator: 'NPS',
  answers: 'Answers',
  decimals: 1,
  axis: { min: 20, max: 70, interval: 10 },
  locale: 'en',
}) as {
  xAxis: { data: string[] };
  yAxis: Array<{ min?: number; max?: number; interval?: number }>;
  series: Array<{
    name: string;
    data: unknown[];
    lineStyle?: { type?: string };
    tooltip?: { show?: boolean };
  }>;
};

describe('trend option', () => {
  it('stars the label of a partial bucket and keeps the axis it is given', () => {
    expect(option.xAxis.data).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026*']);
    expect(option.yAxis[0]).toMatchObject({ min: 20, max: 70, interval: 10 });
  });

  it('draws the segment into the partial bucket dashed and its point hollow', () => {
    const [solid, dashed, shown, bars] = option.series;
    expect(solid.data).toEqual([41.3, 43, null]);
    expect(dashed).toMatchObject({ data: [null, 43, 30], lineStyle: { type: 'dashed' } });
    expect(shown.data).toEqual([
      { value: 41.3, symbol: 'circle' },
      { value: 43, symbol: 'circle' },
      { value: 30, symbol: 'emptyCircle' },
    ]);
    expect(bars.data[2]).toMatchObject({ value: 20, itemStyle: { opacity: 0.5 } });
  });

  it('one series per name reaches the tooltip: the values and the answers', () => {
    const inTooltip = option.series.filter((s) => s.tooltip?.show !== false).map((s) => s.name);
    expect(inTooltip).toEqual(['NPS', 'Answers']);
  });

  it('counts whole answers on the answers axis: a store with two answers a month has no 0.5', () => {
    const few = trendOption({
      points: [
        { label: 'Sep 2026', value: null, count: 1, partial: false },
        { label: 'Oct 2026', value: null, count: 2, partial: false },
        { label: 'Nov 2026', value: null, count: 0, partial: true },
      ],
      indicator: 'NPS',
      answers: 'Answers',
      decimals: 0,
      axis: { min: -20, max: 20, interval: 10 },
      locale: 'en',
    });
    const texts = chartTexts(few);
    expect(texts).toContain('2');
    expect(texts.filter((text) => /^\d+\.\d+$/.test(text))).toEqual([]);
  });

  it('draws the answers of a bucket under the minimum as a hollow, dashed bar, and a lone value as a point', () => {
    const thin = trendOption({
      points: [
        { label: 'Sep 2026', value: null, count: 3, partial: false, suppressed: true },
        { label: 'Oct 2026', value: 12, count: 6, partial: false, suppressed: false },
        { label: 'Nov 2026', value: null, count: 2, partial: true, suppressed: true },
      ],
      indicator: 'NPS',
      answers: 'Answers',
      decimals: 0,
      axis: { min: -20, max: 20, interval: 10 },
      locale: 'en',
    }) as { series: Array<{ type: string; data: unknown[]; showAllSymbol?: boolean }> };
    const bars = thin.series.find((s) => s.type === 'bar')!;
    expect(bars.data[0]).toMatchObject({ value: 3, itemStyle: { borderType: 'dashed' } });
    expect(bars.data[1]).toBe(6);
    expect(bars.data[2]).toMatchObject({ value: 2, itemStyle: { borderType: 'dashed' } });
    const shown = thin.series.find((s) => s.showAllSymbol);
    expect(shown?.data).toEqual([
      { value: null, symbol: 'circle' },
      { value: 12, symbol: 'circle' },
      { value: null, symbol: 'emptyCircle' },
    ]);
  });
});
