import { describe, expect, it } from 'vitest';
import { bigScreenTrendOption } from './bigscreen-trend-option.ts';

type Series = { type: string; yAxisIndex?: number; data: unknown[]; lineStyle?: { type?: string } };

const option = (points: Array<{ value: number | null; count: number; partial?: boolean }>) =>
  bigScreenTrendOption({
    points: points.map((p, i) => ({ label: `${i + 1} Nov`, partial: false, ...p })),
    indicator: 'NPS',
    answers: 'Answers',
    partialLabel: 'Today so far',
    decimals: 0,
    axis: { min: -40, max: 40, interval: 20 },
    locale: 'en',
    scale: 1,
    reduceMotion: true,
  }) as { yAxis: Array<{ min: number; max: number; interval?: number }>; series: Series[] };

describe('big screen trend', () => {
  const morning = [
    { value: 31, count: 52 },
    { value: 24, count: 47 },
    { value: -40, count: 5, partial: true },
  ];

  it('puts the answers on their own axis from 0, with as many steps as the indicator axis', () => {
    const { yAxis, series } = option(morning);
    expect(yAxis[1]).toMatchObject({ min: 0, max: 200, interval: 50 });
    const bars = series.find((s) => s.type === 'bar')!;
    expect(bars.yAxisIndex).toBe(1);
  });

  it("draws today apart: the whole line stops at yesterday, a dashed one joins today's point", () => {
    const lines = option(morning).series.filter((s) => s.type === 'line');
    expect(lines[0].data).toEqual([31, 24, null]);
    expect(lines[1].data).toEqual([null, { value: 24, symbol: 'none' }, -40]);
    expect(lines[1].lineStyle?.type).toBe('dashed');
    expect(lines).toHaveLength(2);
  });

  it('without a value today (too few answers) marks its bar, and draws no dashed line', () => {
    const { series } = option([
      { value: 31, count: 52 },
      { value: null, count: 2, partial: true },
    ]);
    expect(series.filter((s) => s.type === 'line')).toHaveLength(1);
    const today = series.find((s) => s.type === 'bar')!.data[1] as { label: { show: boolean } };
    expect(today.label.show).toBe(true);
  });
});
