import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from './i18n.ts';
import { trendTable } from './trend-table.ts';

describe('trend table', () => {
  beforeAll(() => loadLocale('fi'));

  it('has a row per bucket with the value as the chart rounds it, its interval and the answers, in the language', () => {
    const input = {
      indicator: 'NPS',
      bucket: 'month' as const,
      decimals: 1,
      points: [
        { label: 'tammi 2026', value: 41.25, count: 14_462, ciLow: 40.02, ciHigh: 42.48 },
        { label: 'helmi 2026', value: null, count: 0, ciLow: null, ciHigh: null },
        { label: 'maalis 2026', value: null, count: 3, ciLow: null, ciHigh: null, suppressed: true },
      ],
    };
    expect(trendTable(input, i18n.getFixedT('fi'), 'fi')).toEqual({
      columns: ['Kuukausi', 'NPS', '95 %:n luottamusväli', 'Vastaukset'],
      rows: [
        ['tammi 2026', '41,3', '40,0 – 42,5', '14\u00a0462'],
        ['helmi 2026', '–', '–', '0'],
        ['maalis 2026', 'Liian vähän vastauksia', '–', '3'],
      ],
    });
    expect(trendTable(input, i18n.getFixedT('en'), 'en').rows[0]).toEqual([
      'tammi 2026',
      '41.3',
      '40.0 – 42.5',
      '14,462',
    ]);
  });

  it('says which buckets are partial', () => {
    const input = {
      indicator: 'NPS',
      bucket: 'month' as const,
      decimals: 0,
      points: [
        { label: 'Oct 2026', value: 40, count: 10, partial: false },
        { label: 'Nov 2026', value: 38, count: 4, partial: true },
      ],
    };
    expect(trendTable(input, i18n.getFixedT('en'), 'en').rows.map((r) => r[0])).toEqual([
      'Oct 2026',
      'Nov 2026 (partial month)',
    ]);
    expect(trendTable(input, i18n.getFixedT('fi'), 'fi').rows[1][0]).toBe('Nov 2026 (osittainen kuukausi)');
  });
});
