import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { intervalText } from './use-filter-labels.ts';

const interval = (unit: 'days' | 'months' | 'years', from: number, to: number) =>
  ({ kind: 'interval', interval: { unit, from, to } }) as const;

describe('an interval on its chip', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('counts the days the period holds, today included, as the key figures and reports do', () => {
    // rdays:-90:0 runs from 90 days ago to today: 91 days
    expect(intervalText(i18n.getFixedT('en'), interval('days', -90, 0))).toBe('Last 91 days');
    expect(intervalText(i18n.getFixedT('en'), interval('days', -89, 0))).toBe('Last 90 days');
    expect(intervalText(i18n.getFixedT('fi'), interval('days', -29, 0))).toBe('Viimeiset 30 päivää');
    expect(intervalText(i18n.getFixedT('sv'), interval('days', -6, 0))).toBe('Senaste 7 dagarna');
    expect(intervalText(i18n.getFixedT('en'), interval('months', -24, 0))).toBe('Last 24 months');
  });
});
