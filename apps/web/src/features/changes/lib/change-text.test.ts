import type { TChange } from '@opinio/domain/schemas/changes';
import { describe, expect, it } from 'vitest';
import { changeFigures } from './change-text.ts';

const change = (over: Partial<TChange> = {}): TChange => ({
  id: '1',
  unit: { extName: 's001', title: 'Helsinki Centre', level: 3, path: 'org,all,south,s001' },
  indicator: { extName: 'nps', title: 'NPS', kind: 'nps', decimals: 0 },
  direction: 'down',
  window: 28,
  windows: [7, 28],
  periodFrom: '2026-05-19',
  periodTo: '2026-06-15',
  historyFrom: '2025-05-20',
  historyTo: '2026-05-18',
  recentValue: 12.4,
  recentN: 1234,
  historyValue: 41.6,
  historyN: 15000,
  difference: -29.2,
  ciLow: -35.1,
  ciHigh: -23.3,
  qValue: 0.001,
  detectedAt: '2026-06-15T03:00:00Z',
  ...over,
});

describe('a change written out', () => {
  it('in English: signed difference and interval, grouped counts', () => {
    expect(changeFigures(change(), 'en')).toEqual({
      indicator: 'NPS',
      unit: 'Helsinki Centre',
      from: '42',
      to: '12',
      difference: '-29',
      low: '-35',
      high: '-23',
      window: 28,
      recentN: '1,234',
      historyN: '15,000',
    });
  });

  it('in Finnish: a mean keeps one decimal with a decimal comma, the minus sign as Finnish writes it', () => {
    const figures = changeFigures(
      change({
        indicator: { extName: 'sat_speed', title: 'Nopeus', kind: 'mean', decimals: 0 },
        historyValue: 4.21,
        recentValue: 3.86,
        difference: -0.35,
        ciLow: -0.52,
        ciHigh: -0.18,
      }),
      'fi',
    );
    expect(figures.from).toBe('4,2');
    expect(figures.to).toBe('3,9');
    expect(figures.difference).toBe('−0,4');
    expect(figures.low).toBe('−0,5');
    expect(figures.recentN).toBe('1\u00a0234');
  });

  it('a rise is signed with a plus', () => {
    expect(changeFigures(change({ difference: 8, ciLow: 3, ciHigh: 13 }), 'sv').difference).toBe('+8');
  });
});
