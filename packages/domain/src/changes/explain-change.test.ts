import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedPValues } from '../statistics/false-discovery.ts';
import { type IndicatorCounts, indicatorValue } from '../statistics/indicator-counts.ts';
import { comparePooled } from '../statistics/pooled-comparison.ts';
import { countsOf } from '../statistics/raw-answers.ts';
import { compare } from '../statistics/significance.ts';
import { driverDrops, explainByParts, type PartCounts, topicShifts } from './explain-change.ts';

const nps = (n: number, promoters: number, detractors: number): IndicatorCounts => ({
  kind: 'nps',
  n,
  promoters,
  detractors,
});

describe('a change explained by its parts', () => {
  it('that only moved answers between two stores is all mix', () => {
    // Store A at NPS 50, store B at 10, both steady; A's share of the answers falls from
    // half to a quarter: the region falls from 30 to 20. A loses 0.25 of the answers at 25
    // points above the region's average 25 (−6.25), B gains 0.25 at 15 below (−3.75).
    const parts: PartCounts[] = [
      { key: 'B', recent: nps(150, 60, 45), history: nps(100, 40, 30) },
      { key: 'A', recent: nps(50, 30, 5), history: nps(100, 60, 10) },
    ];
    const result = explainByParts(parts, 'nps')!;
    expect(result.recentValue).toBeCloseTo(20, 12);
    expect(result.historyValue).toBeCloseTo(30, 12);
    expect(result.difference).toBeCloseTo(-10, 12);
    expect(result.parts.map((p) => p.key)).toEqual(['A', 'B']);
    const [a, b] = result.parts;
    expect(a).toMatchObject({
      recentShare: 25,
      historyShare: 50,
      recentValue: 50,
      historyValue: 50,
      difference: 0,
    });
    expect(a.rateEffect).toBeCloseTo(0, 12);
    expect(a.mixEffect).toBeCloseTo(-6.25, 12);
    expect(b.rateEffect).toBeCloseTo(0, 12);
    expect(b.mixEffect).toBeCloseTo(-3.75, 12);
    expect(a.significant).toBe(false);
  });

  it('where one store’s own score fell puts that store first, with its rate effect', () => {
    // Four stores of 200 answers each; store 3's mean falls from 4.2 to 3.6 on 1-5.
    const steady = countsOf('mean', [...Array(100).fill(4), ...Array(60).fill(5), ...Array(40).fill(3)]);
    const fallen = countsOf('mean', [...Array(80).fill(4), ...Array(20).fill(5), ...Array(100).fill(3)]);
    const parts: PartCounts[] = [1, 2, 3, 4].map((i) => ({
      key: `store-${i}`,
      recent: i === 3 ? fallen : steady,
      history: steady,
    }));
    const result = explainByParts(parts, 'mean')!;
    expect(result.difference).toBeCloseTo((3.6 - 4.1) / 4, 12);
    const [first, ...others] = result.parts;
    expect(first.key).toBe('store-3');
    expect(first.rateEffect).toBeCloseTo(0.25 * (3.6 - 4.1), 12);
    expect(first.mixEffect).toBeCloseTo(0, 12);
    expect(first.difference).toBeCloseTo(-0.5, 12);
    expect(first.pValue).toBe(comparePooled(fallen, steady)!.pValue);
    expect(first.significant).toBe(true);
    expect(others.map((p) => p.key)).toEqual(['store-1', 'store-2', 'store-4']);
    for (const part of others) expect(part.total).toBeCloseTo(0, 12);
  });

  it('of a rise puts the part that raised it most first', () => {
    const result = explainByParts(
      [
        {
          key: 'email',
          recent: { kind: 'topbox', n: 100, hits: 70 },
          history: { kind: 'topbox', n: 100, hits: 70 },
        },
        {
          key: 'sms',
          recent: { kind: 'topbox', n: 100, hits: 90 },
          history: { kind: 'topbox', n: 100, hits: 60 },
        },
        {
          key: 'web',
          recent: { kind: 'topbox', n: 100, hits: 55 },
          history: { kind: 'topbox', n: 100, hits: 60 },
        },
      ],
      'topbox',
    )!;
    expect(result.difference).toBeGreaterThan(0);
    expect(result.parts.map((p) => p.key)).toEqual(['sms', 'email', 'web']);
  });

  it('gives a part new in the recent period only a mix effect', () => {
    // The region was one store at NPS 30; a new store at -50 brings half the answers: the
    // region falls 40 points to -10, around an average of 10. The new store's share rose by
    // 0.5 at 60 points below it (-30), the old one's fell by 0.5 at 20 above it (-10).
    const result = explainByParts(
      [
        { key: 'old', recent: nps(100, 50, 20), history: nps(100, 50, 20) },
        { key: 'new', recent: nps(100, 10, 60), history: nps(0, 0, 0) },
      ],
      'nps',
    )!;
    const part = result.parts.find((p) => p.key === 'new')!;
    expect(part).toMatchObject({
      historyValue: null,
      difference: null,
      rateEffect: 0,
      pValue: null,
      significant: false,
    });
    expect(result.difference).toBeCloseTo(-40, 12);
    expect(part.total).toBeCloseTo(-30, 12);
    expect(result.parts.map((p) => p.key)).toEqual(['new', 'old']);
    expect(result.parts[1].mixEffect).toBeCloseTo(-10, 12);
  });

  it('add up to the parent’s change, for all three kinds', () => {
    const side = (kind: IndicatorCounts['kind']) =>
      fc
        .array(fc.integer({ min: 0, max: 10 }), { maxLength: 40 })
        .map((answers) => countsOf(kind, answers, 10));
    const parts = (kind: IndicatorCounts['kind']) =>
      fc.array(fc.record({ recent: side(kind), history: side(kind) }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        fc
          .constantFrom('nps', 'mean', 'topbox' as const)
          .chain((kind) => fc.tuple(fc.constant(kind), parts(kind))),
        ([kind, drawn]) => {
          const given = drawn.map((p, i) => ({ key: `part-${i}`, ...p }));
          const result = explainByParts(given, kind);
          const recent = countsOf(kind, [], 10);
          const all = (side: 'recent' | 'history') =>
            given.reduce<IndicatorCounts>((sum, p) => add(sum, p[side]), recent);
          const recentValue = indicatorValue(all('recent'));
          const historyValue = indicatorValue(all('history'));
          if (recentValue === null || historyValue === null) {
            expect(result).toBeNull();
            return;
          }
          expect(result!.recentValue).toBeCloseTo(recentValue, 9);
          expect(result!.historyValue).toBeCloseTo(historyValue, 9);
          const total = result!.parts.reduce((sum, p) => sum + p.total, 0);
          expect(Math.abs(total - (recentValue - historyValue))).toBeLessThan(1e-9);
          for (const p of result!.parts) expect(p.total).toBeCloseTo(p.rateEffect + p.mixEffect, 12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has no answer without answers in a period, and refuses mixed kinds and repeated keys', () => {
    expect(explainByParts([], 'nps')).toBeNull();
    expect(explainByParts([{ key: 'a', recent: nps(0, 0, 0), history: nps(5, 1, 1) }], 'nps')).toBeNull();
    const part = { key: 'a', recent: nps(5, 1, 1), history: nps(5, 1, 1) };
    expect(() => explainByParts([part], 'topbox')).toThrow(RangeError);
    expect(() => explainByParts([part, part], 'nps')).toThrow(RangeError);
  });
});

/** Counts of the answers of both. */
function add(a: IndicatorCounts, b: IndicatorCounts): IndicatorCounts {
  if (a.kind === 'nps' && b.kind === 'nps')
    return {
      kind: 'nps',
      n: a.n + b.n,
      promoters: a.promoters + b.promoters,
      detractors: a.detractors + b.detractors,
    };
  if (a.kind === 'topbox' && b.kind === 'topbox')
    return { kind: 'topbox', n: a.n + b.n, hits: a.hits + b.hits };
  if (a.kind === 'mean' && b.kind === 'mean')
    return { kind: 'mean', n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares };
  throw new Error('different kinds');
}

describe('topic shifts', () => {
  // Detractors' comments: 200 in the last 28 days, 1000 in the year before.
  const topics = [
    { topic: 'staff', recentMentions: 20, historyMentions: 100 },
    { topic: 'price', recentMentions: 10, historyMentions: 100 },
    { topic: 'queue', recentMentions: 60, historyMentions: 100 },
    { topic: 'parking', recentMentions: 26, historyMentions: 100 },
  ];

  it('name the topics that grew, the largest growth first, with the two-proportion test', () => {
    const shifts = topicShifts(topics, 200, 1000);
    expect(shifts.map((s) => s.topic)).toEqual(['queue', 'parking']);
    const [queue, parking] = shifts;
    expect(queue).toMatchObject({ recentShare: 30, historyShare: 10 });
    expect(queue.difference).toBeCloseTo(20, 12);
    const test = compare({ kind: 'topbox', n: 200, hits: 60 }, { kind: 'topbox', n: 1000, hits: 100 })!;
    expect(queue.pValue).toBe(test.pValue);
    expect(queue.significant).toBe(true);
    expect(parking.difference).toBeCloseTo(3, 12);
    expect(parking.significant).toBe(false);
  });

  it('adjust for all the topics looked at, not only those returned', () => {
    const pValues = topics.map(
      (t) =>
        compare(
          { kind: 'topbox', n: 200, hits: t.recentMentions },
          { kind: 'topbox', n: 1000, hits: t.historyMentions },
        )!.pValue,
    );
    const qValues = adjustedPValues(pValues);
    const shifts = topicShifts(topics, 200, 1000);
    expect(shifts[0].qValue).toBe(qValues[2]);
    expect(shifts[1].qValue).toBe(qValues[3]);
  });

  it('in the other direction name the topics that shrank', () => {
    expect(topicShifts(topics, 200, 1000, { direction: 'down' }).map((s) => s.topic)).toEqual(['price']);
  });

  it('are none without comments in a period, and refuse impossible counts', () => {
    const unmentioned = topics.map((t) => ({ ...t, recentMentions: 0 }));
    expect(topicShifts(unmentioned, 0, 1000)).toEqual([]);
    expect(() => topicShifts([{ topic: 'x', recentMentions: 5, historyMentions: 1 }], 4, 10)).toThrow(
      RangeError,
    );
    expect(() => topicShifts([{ topic: 'x', recentMentions: 1, historyMentions: 1 }], 4.5, 10)).toThrow(
      RangeError,
    );
    expect(() => topicShifts([{ topic: 'x', recentMentions: -1, historyMentions: 1 }], 4, 10)).toThrow(
      RangeError,
    );
  });
});

describe('driver drops', () => {
  const answers = (counts: Record<number, number>) =>
    countsOf(
      'mean',
      Object.entries(counts).flatMap(([value, count]) => Array(count).fill(Number(value))),
    );

  it('are the drivers that fell, the drop of most standard errors first', () => {
    const before = answers({ 3: 50, 4: 100, 5: 50 });
    const drops = driverDrops([
      { questionId: 'friendliness', recent: answers({ 3: 60, 4: 100, 5: 40 }), history: before },
      { questionId: 'cleanliness', recent: answers({ 2: 40, 3: 60, 4: 70, 5: 30 }), history: before },
      { questionId: 'choice', recent: answers({ 3: 30, 4: 100, 5: 70 }), history: before },
      { questionId: 'parking', recent: answers({ 4: 1 }), history: before },
    ]);
    expect(drops.map((d) => d.questionId)).toEqual(['cleanliness', 'friendliness']);
    const [cleanliness, friendliness] = drops;
    expect(cleanliness.difference).toBeCloseTo((2 * 40 + 3 * 60 + 4 * 70 + 5 * 30) / 200 - 4, 12);
    expect(cleanliness.significant).toBe(true);
    expect(cleanliness.ciHigh).toBeLessThan(0);
    expect(friendliness.difference).toBeCloseTo(-0.1, 12);
    expect(friendliness.significant).toBe(false);
    // Three drivers could be tested (parking has one answer): q-values over those three.
    expect(cleanliness.qValue).toBeCloseTo(Math.min(1, cleanliness.pValue * 3), 12);
  });

  it('order drivers on different scales by standard errors, not by points', () => {
    const drops = driverDrops([
      { questionId: 'recommend', recent: nps(400, 150, 100), history: nps(4000, 1800, 800) },
      {
        questionId: 'satisfied',
        recent: answers({ 3: 20, 4: 20, 5: 20 }),
        history: answers({ 3: 20, 4: 20, 5: 21 }),
      },
    ]);
    expect(drops.map((d) => d.questionId)).toEqual(['recommend', 'satisfied']);
    expect(drops[0].statistic).toBeLessThan(drops[1].statistic);
  });
});
