import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { rankingSummary } from './ranking-summary.ts';

const units = [
  { title: 'Store 12', value: 72.25 },
  { title: 'Store 7', value: 40 },
  { title: 'Store 3', value: -1.5 },
];

describe('ranking summary', () => {
  beforeAll(() => loadLocale('fi'));

  it('counts the ranked units and names the best and the weakest with their values', () => {
    expect(rankingSummary({ indicator: 'NPS', units, decimals: 1 }, i18n.getFixedT('en'), 'en')).toBe(
      'NPS of 3 ranked units, best first: best 72.3 (Store 12), weakest -1.5 (Store 3).',
    );
    expect(rankingSummary({ indicator: 'NPS', units, decimals: 1 }, i18n.getFixedT('fi'), 'fi')).toBe(
      'NPS, 3 sijoitettua yksikköä, paras ensin: paras 72,3 (Store 12), heikoin −1,5 (Store 3).',
    );
  });

  it('one unit is the only one; none says so', () => {
    expect(
      rankingSummary({ indicator: 'NPS', units: units.slice(0, 1), decimals: 0 }, i18n.getFixedT('en'), 'en'),
    ).toBe('NPS of 1 ranked unit: 72 (Store 12).');
    expect(rankingSummary({ indicator: 'NPS', units: [], decimals: 0 }, i18n.getFixedT('en'), 'en')).toBe(
      'NPS: no ranked units.',
    );
  });
});
