import type { TDriver } from '@opinio/domain/schemas/insights';
import { describe, expect, it } from 'vitest';
import { driversOption, QUADRANT_COLOURS } from './drivers-option.ts';

const driver = (title: string, importance: number, performance: number, quadrant: TDriver['quadrant']) =>
  ({
    question: title.toLowerCase(),
    title,
    scaleMin: 1,
    scaleMax: 5,
    importance,
    mean: 1 + (performance / 100) * 4,
    ciLow: null,
    ciHigh: null,
    performance,
    correlation: 0.5,
    quadrant,
    parentMean: null,
    parentPerformance: null,
  }) satisfies TDriver;

const drivers = [
  driver('Speed', 0.5, 62, 'fix-first'),
  driver('Staff <b>', 0.3, 81, 'keep-up'),
  driver('Price', 0.2, 55, 'monitor'),
];
const option = driversOption({
  drivers,
  importanceLabel: 'Importance',
  performanceLabel: 'Performance',
  quadrantLabels: {
    'fix-first': 'Fix first',
    'keep-up': 'Keep up',
    monitor: 'Monitor',
    maintain: 'Maintain',
  },
  locale: 'en',
}) as {
  xAxis: { min: number; max: number };
  yAxis: { min: number; max: number };
  series: Array<{
    data: Array<number[] | { value: number[]; name: string; itemStyle?: { color: string } }>;
    tooltip: { show?: boolean; formatter?: (p: { dataIndex: number; marker: string }) => string };
  }>;
};

describe('key drivers chart option', () => {
  it('puts importance in per cent on x and performance on y, the axes on tens around the points', () => {
    expect(option.xAxis).toMatchObject({ min: 0, max: 60 });
    expect(option.yAxis).toMatchObject({ min: 40, max: 90 });
    const dots = option.series[3].data as Array<{
      value: number[];
      name: string;
      itemStyle: { color: string };
    }>;
    expect(dots.map((d) => d.value)).toEqual([
      [50, 62],
      [30, 81],
      [20, 55],
    ]);
    expect(dots[0].itemStyle.color).toBe(QUADRANT_COLOURS['fix-first']);
  });

  it('divides the plane at the average importance and performance, and names each corner', () => {
    const averageX = 100 / 3;
    const averageY = (62 + 81 + 55) / 3;
    expect(option.series[0].data).toEqual([
      [averageX, 40],
      [averageX, 90],
    ]);
    expect(option.series[1].data).toEqual([
      [0, averageY],
      [60, averageY],
    ]);
    const corners = option.series[2].data as Array<{ value: number[]; name: string }>;
    expect(corners.map((c) => [c.name, c.value])).toEqual([
      ['Keep up', [60, 90]],
      ['Fix first', [60, 40]],
      ['Maintain', [0, 90]],
      ['Monitor', [0, 40]],
    ]);
  });

  it('writes a title into the tooltip as text, not markup', () => {
    const tooltip = option.series[3].tooltip.formatter!({ dataIndex: 1, marker: '' });
    expect(tooltip).toContain('Staff &#60;b&#62;');
    expect(tooltip).toContain('Importance: 30%');
    expect(tooltip).not.toContain('<b>');
  });
});
