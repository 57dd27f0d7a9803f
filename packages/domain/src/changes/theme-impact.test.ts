import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndicatorCounts, subtractCounts } from '../statistics/indicator-counts.ts';
import { countsOf } from '../statistics/raw-answers.ts';
import { differenceInterval } from './difference-interval.ts';
import { themeImpact } from './theme-impact.ts';

type NpsCounts = Extract<IndicatorCounts, { kind: 'nps' }>;

const nps = (n: number, promoters: number, detractors: number): NpsCounts => ({
  kind: 'nps',
  n,
  promoters,
  detractors,
});

// 1000 answers at NPS 30.
const ALL = nps(1000, 500, 200);

describe('theme impact', () => {
  it('of a theme mentioned by few very unhappy people is larger than that of a loud neutral one', () => {
    // "staff": 40% of the answers, scoring 30 like everyone else. "card reader": 5%, at -90.
    const loud = themeImpact(ALL, nps(400, 200, 80))!;
    const sharp = themeImpact(ALL, nps(50, 0, 45))!;
    expect(loud.share).toBe(40);
    expect(sharp.share).toBe(5);
    expect(loud.impact).toBeCloseTo(0, 12);
    expect(loud.significant).toBe(false);
    // The others: 500 promoters and 155 detractors of 950, NPS 36.3158; 30 − 36.3158.
    expect(sharp.otherValue).toBeCloseTo((100 * 345) / 950, 12);
    expect(sharp.impact).toBeCloseTo(30 - (100 * 345) / 950, 12);
    expect(sharp.significant).toBe(true);
    expect(sharp.ciHigh!).toBeLessThan(0);
    expect(Math.abs(sharp.impact!)).toBeGreaterThan(Math.abs(loud.impact!));
  });

  it('is zero when those who mention the theme score like the others', () => {
    const all = countsOf('mean', [...Array(40).fill(4), ...Array(40).fill(5), ...Array(20).fill(2)]);
    const mentioning = countsOf('mean', [4, 4, 5, 5, 2, 4, 4, 5, 5, 2]);
    const result = themeImpact(all, mentioning)!;
    expect(result.mentioningValue).toBeCloseTo(result.otherValue!, 12);
    expect(result.impact).toBeCloseTo(0, 12);
    expect(result.ciLow!).toBeLessThan(0);
    expect(result.ciHigh!).toBeGreaterThan(0);
  });

  it('is the share times the difference of the two groups, and so is its interval', () => {
    const group = fc
      .tuple(fc.nat(60), fc.nat(60), fc.nat(60))
      .map(([up, mid, down]) => nps(up + mid + down, up, down));
    fc.assert(
      fc.property(group, group, (mentioning, others) => {
        const all = nps(
          mentioning.n + others.n,
          mentioning.promoters + others.promoters,
          mentioning.detractors + others.detractors,
        );
        const result = themeImpact(all, mentioning);
        if (all.n === 0) {
          expect(result).toBeNull();
          return;
        }
        const share = mentioning.n / all.n;
        expect(result!.share).toBeCloseTo(100 * share, 12);
        expect(subtractCounts(all, mentioning)).toEqual(others);
        if (others.n === 0) {
          expect(result!.impact).toBeNull();
          return;
        }
        const difference = mentioning.n === 0 ? 0 : result!.mentioningValue! - result!.otherValue!;
        expect(result!.impact).toBeCloseTo(share * difference, 9);
        const interval = differenceInterval(mentioning, others);
        if (interval === null) {
          expect(result!.ciLow).toBeNull();
          return;
        }
        expect(result!.ciLow).toBeCloseTo(share * interval.ciLow, 9);
        expect(result!.ciHigh).toBeCloseTo(share * interval.ciHigh, 9);
      }),
    );
  });

  it('of a theme nobody mentions is zero and untested; of one everybody mentions, unknown', () => {
    const none = themeImpact(ALL, nps(0, 0, 0))!;
    expect(none).toMatchObject({ share: 0, impact: 0, mentioningValue: null, ciLow: null, pValue: null });
    const everyone = themeImpact(ALL, ALL)!;
    expect(everyone).toMatchObject({ share: 100, impact: null, otherValue: null, significant: false });
  });

  it('has no answer without answers and refuses a group that is not part of all answers', () => {
    expect(themeImpact(nps(0, 0, 0), nps(0, 0, 0))).toBeNull();
    expect(() => themeImpact(ALL, nps(1001, 0, 0))).toThrow(RangeError);
    expect(() => themeImpact(ALL, { kind: 'topbox', n: 10, hits: 5 })).toThrow(RangeError);
  });
});
