import { ZGamificationConfig } from '@opinio/domain/schemas/gamification';
import { describe, expect, it } from 'vitest';
import { monthStarts, monthsOfPeriod } from './gamification-months.ts';
import { leaderboard, rulePoints, type ScoredUnit } from './gamification-points.ts';

const config = ZGamificationConfig.parse({
  minCount: 5,
  rules: [
    { kind: 'indicator', indicator: 'nps', above: 50, points: 10 },
    { kind: 'alertsSolvedInTime', points: 3 },
    { kind: 'volume', per: 10, points: 1 },
  ],
});

describe('rulePoints', () => {
  const month = (value: number | null, answered: number, low: number | null = value) => ({
    interviews: 25,
    indicators: new Map([[0, { value, low, answered }]]),
    alertsSolvedInTime: 2,
  });

  it('an indicator above the bar with enough answers earns its points; at the bar or too few answers nothing', () => {
    expect(rulePoints(config, month(60, 5), 'raw')).toEqual([10, 6, 2]);
    expect(rulePoints(config, month(50, 5), 'raw')).toEqual([0, 6, 2]);
    expect(rulePoints(config, month(90, 4), 'raw')).toEqual([0, 6, 2]);
    expect(rulePoints(config, month(null, 0), 'raw')).toEqual([0, 6, 2]);
  });

  it('in the fair order the lower bound of the interval must clear the bar, not only the value', () => {
    // NPS 60 from few answers: the interval reaches down to 20
    expect(rulePoints(config, month(60, 8, 20), 'fair')).toEqual([0, 6, 2]);
    expect(rulePoints(config, month(60, 8, 20), 'raw')).toEqual([10, 6, 2]);
    expect(rulePoints(config, month(70, 400, 55), 'fair')).toEqual([10, 6, 2]);
    expect(rulePoints(config, month(70, 400, 50), 'fair')).toEqual([0, 6, 2]);
    expect(rulePoints(config, month(90, 4, 80), 'fair')).toEqual([0, 6, 2]);
    expect(rulePoints(config, month(null, 0, null), 'fair')).toEqual([0, 6, 2]);
  });
});

describe('leaderboard', () => {
  const unit = (extName: string, byMonth: number[], alerts = 0): ScoredUnit => ({
    extName,
    title: extName.toUpperCase(),
    path: `org,all,${extName}`,
    byRule: [byMonth.reduce((a, b) => a + b, 0)],
    byMonth,
    alertsSolvedInTime: alerts,
  });

  it('ranks by points, equal points share a rank, medals go to the top three with points', () => {
    const rows = leaderboard([
      unit('a', [1, 1, 1]),
      unit('b', [5, 0, 0]),
      unit('c', [1, 1, 1]),
      unit('d', [0, 0, 0]),
    ]);
    expect(rows.map((r) => [r.extName, r.rank, r.points])).toEqual([
      ['b', 1, 5],
      ['a', 2, 3],
      ['c', 2, 3],
      ['d', 4, 0],
    ]);
    expect(rows.map((r) => r.badges.filter((b) => ['gold', 'silver', 'bronze'].includes(b)))).toEqual([
      ['gold'],
      ['silver'],
      ['silver'],
      [],
    ]);
  });

  it('most improved compares the last two complete months; the alert hero solved most alerts in time', () => {
    const rows = leaderboard([unit('a', [0, 1, 9, 0], 1), unit('b', [0, 5, 6, 9], 4)]);
    expect(rows.find((r) => r.extName === 'a')?.badges).toContain('mostImproved');
    expect(rows.find((r) => r.extName === 'b')?.badges).toContain('alertHero');
    expect(leaderboard([unit('a', [3, 2, 1])]).flatMap((r) => r.badges)).not.toContain('mostImproved');
  });
});

describe('monthStarts', () => {
  it('ends with the current month and crosses year ends', () => {
    expect(monthStarts(new Date('2026-02-15T12:00:00Z'), 3)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe('monthsOfPeriod', () => {
  it('lists every calendar month the period touches, its end excluded', () => {
    expect(monthsOfPeriod({ from: '2026-08-24', to: '2026-11-23' })).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(monthsOfPeriod({ from: '2026-12-15', to: '2027-02-01' })).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('keeps the last 24 months of a long period', () => {
    const months = monthsOfPeriod({ from: '2020-01-01', to: '2026-07-01' });
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-07-01');
    expect(months.at(-1)).toBe('2026-06-01');
  });
});
