import { describe, expect, it } from 'vitest';
import { axisSteps, countAxisRange, indicatorAxisRange, indicatorScale } from './chart-axis.ts';

describe('chart axis of an indicator', () => {
  it('a mean spans its question scale, whatever the data', () => {
    expect(indicatorAxisRange('mean', [4.1, 4.2], { min: 1, max: 5 })).toEqual({ min: 1, max: 5 });
    expect(indicatorAxisRange('mean', [7.5, null], { min: 0, max: 10 })).toEqual({ min: 0, max: 10 });
  });

  it('a mean without a known scale starts at 0 and reaches the ceiling of the data', () => {
    expect(indicatorAxisRange('mean', [3.2, 4.4])).toEqual({ min: 0, max: 5 });
    expect(indicatorAxisRange('mean', [-2.5, 1], { min: null, max: null })).toEqual({ min: -3, max: 1 });
    expect(indicatorAxisRange('mean', [])).toEqual({ min: 0, max: 1 });
  });

  it('a top-box share is always 0-100', () => {
    expect(indicatorAxisRange('topbox', [71, 73])).toEqual({ min: 0, max: 100, interval: 20 });
  });

  it('a change of 2 NPS points is drawn on at least 40 points, rounded to tens', () => {
    expect(indicatorAxisRange('nps', [42, 44])).toEqual({ min: 20, max: 70, interval: 10 });
    expect(indicatorAxisRange('nps', [0, null, 2])).toEqual({ min: -20, max: 30, interval: 10 });
  });

  it('an NPS axis keeps within -100 and 100, the padding moving to the other side', () => {
    expect(indicatorAxisRange('nps', [97, 100])).toEqual({ min: 60, max: 100, interval: 10 });
    expect(indicatorAxisRange('nps', [-98, -95])).toEqual({ min: -100, max: -60, interval: 10 });
    expect(indicatorAxisRange('nps', [-90, 95])).toEqual({ min: -100, max: 100, interval: 50 });
  });

  it('a wide NPS range keeps its data and takes coarser ticks', () => {
    expect(indicatorAxisRange('nps', [10, 80])).toEqual({ min: 0, max: 80, interval: 20 });
    expect(indicatorAxisRange('nps', [-35, 12])).toEqual({ min: -40, max: 20, interval: 10 });
  });

  it('without values an NPS axis is 40 points around 0', () => {
    expect(indicatorAxisRange('nps', [null])).toEqual({ min: -20, max: 20, interval: 10 });
  });
});

describe('scale of an indicator', () => {
  const questions = [
    { extName: 'sat', min: 1, max: 5, options: [] },
    { extName: 'grade', min: null, max: null, options: [1, 2, 3, 4].map((value) => ({ value })) },
    { extName: 'free', min: null, max: null, options: [] },
  ].map((q) => ({ ...q, options: q.options.map((o) => ({ ...o, extName: `o${o.value}`, title: '' })) }));

  it("is the question's min and max, else its options' values, else unknown", () => {
    expect(indicatorScale({ questionExtName: 'sat' }, questions)).toEqual({ min: 1, max: 5 });
    expect(indicatorScale({ questionExtName: 'grade' }, questions)).toEqual({ min: 1, max: 4 });
    expect(indicatorScale({ questionExtName: 'free' }, questions)).toEqual({ min: null, max: null });
    expect(indicatorScale({ questionExtName: 'gone' }, questions)).toBeNull();
  });
});

describe('axis of answer counts', () => {
  it('starts at 0 and has round steps, as many as the indicator axis, the bars in its lower half', () => {
    const nps = indicatorAxisRange('nps', [-40, 20]);
    expect(axisSteps(nps)).toBe(6);
    expect(countAxisRange([12, 48, 5], axisSteps(nps))).toEqual({ min: 0, max: 120, interval: 20 });
    expect(countAxisRange([3, 7], 4)).toEqual({ min: 0, max: 20, interval: 5 });
    expect(countAxisRange([130], 5)).toEqual({ min: 0, max: 500, interval: 100 });
  });

  it('without answers it is still an axis from 0', () => {
    expect(countAxisRange([], 4)).toEqual({ min: 0, max: 4, interval: 1 });
    expect(axisSteps({ min: 1, max: 5 })).toBe(5);
  });
});
