import { describe, expect, it } from 'vitest';
import { driverQuadrants, performanceScore } from './quadrants.ts';

describe('driver quadrants', () => {
  // Four drivers around the averages: importance 0.25, performance 60.
  const four = [
    { importance: 0.4, performance: 40 },
    { importance: 0.3, performance: 80 },
    { importance: 0.2, performance: 50 },
    { importance: 0.1, performance: 70 },
  ];

  it.each([
    { driver: 0, quadrant: 'fix-first', why: 'important, below average' },
    { driver: 1, quadrant: 'keep-up', why: 'important, above average' },
    { driver: 2, quadrant: 'monitor', why: 'less important, below average' },
    { driver: 3, quadrant: 'maintain', why: 'less important, above average' },
  ])('driver $driver is $quadrant ($why)', ({ driver, quadrant }) => {
    expect(driverQuadrants(four)[driver]).toBe(quadrant);
  });

  it.each([
    {
      case: 'one question reads as a strength',
      drivers: [{ importance: 1, performance: 30 }],
      expected: ['keep-up'],
    },
    {
      case: 'all alike, importance in thirds that do not add up exactly, read as strengths',
      drivers: [1, 2, 3].map(() => ({ importance: 1 / 3, performance: 55 })),
      expected: ['keep-up', 'keep-up', 'keep-up'],
    },
    {
      // The importance average comes out as 0.30000000000000004.
      case: 'at the average counts as above it',
      drivers: [
        { importance: 0.2, performance: 70 },
        { importance: 0.3, performance: 60 },
        { importance: 0.4, performance: 50 },
      ],
      expected: ['maintain', 'keep-up', 'fix-first'],
    },
    {
      case: 'the averages are those of the questions given, not the scale midpoint',
      drivers: [
        { importance: 0.6, performance: 92 },
        { importance: 0.4, performance: 96 },
      ],
      expected: ['fix-first', 'maintain'],
    },
    { case: 'no questions, no quadrants', drivers: [], expected: [] },
  ])('$case', ({ drivers, expected }) => {
    expect(driverQuadrants(drivers)).toEqual(expected);
  });
});

describe('performance score', () => {
  it('puts a mean on 0..100 of its own scale', () => {
    expect(performanceScore(4, 1, 5)).toBe(75);
    expect(performanceScore(7.5, 0, 10)).toBe(75);
    expect(performanceScore(1, 1, 5)).toBe(0);
    expect(performanceScore(10, 0, 10)).toBe(100);
  });

  it('refuses a scale without range', () => {
    expect(() => performanceScore(3, 5, 5)).toThrow(/lower to a higher/);
  });
});
