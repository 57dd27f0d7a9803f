import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from './i18n.ts';
import { type TrendSummaryPoint, trendSummary } from './trend-summary.ts';

const MONTHS = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'];
const points = (values: Array<number | null>, counts = values.map(() => 1204)): TrendSummaryPoint[] =>
  values.map((value, i) => ({ label: MONTHS[i], value, count: counts[i] }));
const en = i18n.getFixedT('en');

describe('trend summary', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('names the indicator, the period, the latest value with its answers, the change and the range', () => {
    const summary = trendSummary(
      { indicator: 'NPS', bucket: 'month', points: points([35, 31, 39, 42]), decimals: 0 },
      en,
      'en',
    );
    expect(summary).toBe(
      'NPS by month, Jan 2026 – Apr 2026: latest 42 (n = 1,204), up 3 from the previous month; lowest 31, highest 42.',
    );
  });

  it('rounds as the chart does: a change that rounds to nothing is "unchanged"', () => {
    const summary = trendSummary(
      { indicator: 'CSAT', bucket: 'week', points: points([4.12, 4.04]), decimals: 1 },
      en,
      'en',
    );
    expect(summary).toContain('latest 4.0 (n = 1,204), down 0.1 from the previous week');
    const same = trendSummary(
      { indicator: 'CSAT', bucket: 'week', points: points([4.01, 4.04]), decimals: 1 },
      en,
      'en',
    );
    expect(same).toContain('unchanged from the previous week');
  });

  it('compares with the last bucket that has a value, named by its label, when buckets between are empty', () => {
    const summary = trendSummary(
      {
        indicator: 'NPS',
        bucket: 'month',
        points: points([40, null, 45, null], [10, 0, 12, 0]),
        decimals: 0,
      },
      en,
      'en',
    );
    expect(summary).toBe(
      'NPS by month, Jan 2026 – Apr 2026: latest 45 (n = 12), up 5 from 40 in Jan 2026; lowest 40, highest 45.',
    );
  });

  it('a single value has no change and no range; no value says so', () => {
    expect(
      trendSummary({ indicator: 'NPS', bucket: 'day', points: points([null, 12]), decimals: 0 }, en, 'en'),
    ).toBe('NPS by day, Jan 2026 – Feb 2026: 12 in Feb 2026 (n = 1,204).');
    expect(
      trendSummary({ indicator: 'NPS', bucket: 'quarter', points: points([null]), decimals: 0 }, en, 'en'),
    ).toBe('NPS by quarter, Jan 2026: no values.');
    expect(trendSummary({ indicator: 'NPS', bucket: 'month', points: [], decimals: 0 }, en, 'en')).toBe(
      'NPS by month: no data.',
    );
  });

  it('speaks Finnish and Swedish with their numbers', () => {
    const input = {
      indicator: 'NPS',
      bucket: 'month' as const,
      points: points([14.5, 12.25], [14_462, 1_204]),
      decimals: 1,
    };
    expect(trendSummary(input, i18n.getFixedT('fi'), 'fi')).toBe(
      'NPS kuukausittain, Jan 2026 – Feb 2026: viimeisin 12,3 (n = 1\u00a0204), laskua 2,2 edellisestä kuukaudesta; alin 12,3, ylin 14,5.',
    );
    expect(trendSummary(input, i18n.getFixedT('sv'), 'sv')).toBe(
      'NPS per månad, Jan 2026 – Feb 2026: senast 12,3 (n = 1\u00a0204), ned 2,2 från föregående månad; lägst 12,3, högst 14,5.',
    );
  });

  it('names the partial buckets after the sentence, in each language', () => {
    const partial = points([40, 42, 45, 30]).map((p, i) => ({ ...p, partial: i === 0 || i === 3 }));
    const input = { indicator: 'NPS', bucket: 'month' as const, points: partial, decimals: 0 };
    expect(trendSummary(input, en, 'en')).toBe(
      'NPS by month, Jan 2026 – Apr 2026: latest 30 (n = 1,204), down 15 from the previous month; lowest 30, highest 45. Jan 2026 and Apr 2026 are partial months.',
    );
    const last = {
      ...input,
      bucket: 'quarter' as const,
      points: partial.map((p, i) => ({ ...p, partial: i === 3 })),
    };
    expect(trendSummary(last, en, 'en')).toMatch(/ Apr 2026 is a partial quarter\.$/);
    expect(trendSummary(last, i18n.getFixedT('fi'), 'fi')).toMatch(/ Apr 2026 on osittainen neljännes\.$/);
    expect(trendSummary(input, i18n.getFixedT('sv'), 'sv')).toMatch(
      / Jan 2026 och Apr 2026 är ofullständiga månader\.$/,
    );
  });

  it('on the big screen in the morning: today so far is named partial, never the latest nor compared', () => {
    const days = ['22 Nov', '23 Nov', '24 Nov', '25 Nov'];
    const morning: TrendSummaryPoint[] = [
      { label: days[0], value: 31, count: 52 },
      { label: days[1], value: 38, count: 3 },
      { label: days[2], value: 21, count: 47 },
      // 08:10: five answers so far
      { label: days[3], value: -40, count: 5, partial: true },
    ];
    const input = {
      indicator: 'NPS',
      bucket: 'day' as const,
      points: morning,
      decimals: 0,
      wholeOnly: { minCount: 5 },
    };
    expect(trendSummary(input, en, 'en')).toBe(
      'NPS by day, 22 Nov – 25 Nov: 21 in 24 Nov (n = 47), down 10 from 31 in 22 Nov; lowest 21, highest 31. 25 Nov is a partial day.',
    );
    expect(trendSummary(input, i18n.getFixedT('fi'), 'fi')).toBe(
      'NPS päivittäin, 22 Nov – 25 Nov: 21 (24 Nov, n = 47), laskua 10 lukemasta 31 (22 Nov); alin 21, ylin 31. 25 Nov on osittainen päivä.',
    );
    expect(trendSummary(input, i18n.getFixedT('sv'), 'sv')).toContain('21 i 24 Nov (n = 47)');
    // a morning with only today's answers says nothing of change
    const onlyToday = { ...input, points: [{ label: days[3], value: -40, count: 5, partial: true }] };
    expect(trendSummary(onlyToday, en, 'en')).toBe('NPS by day, 25 Nov: no values. 25 Nov is a partial day.');
  });
});
