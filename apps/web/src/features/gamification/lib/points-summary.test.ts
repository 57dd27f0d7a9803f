import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { pointsSummary } from './points-summary.ts';

const months = ['May 2026', 'Jun 2026', 'Jul 2026'];

describe('points summary', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('names how many units are drawn, the months, the leader and the last unit with their points', () => {
    const leaders = [
      { title: 'Store 12', points: 1250 },
      { title: 'Store 7', points: 900 },
    ];
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('en'), 'en')).toBe(
      'Points of the 2 leading units, May 2026 – Jul 2026, as bars split by month: Store 12 leads with 1,250 points in all; the last shown is Store 7 with 900 points.',
    );
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('fi'), 'fi')).toBe(
      '2 kärkiyksikön pisteet, May 2026 – Jul 2026, palkkeina kuukausittain jaettuina: kärjessä Store 12 (1\u00a0250 pistettä), viimeisenä näytetty Store 7 (900 pistettä).',
    );
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('sv'), 'sv')).toBe(
      'Poäng för de 2 ledande enheterna, May 2026 – Jul 2026, som staplar uppdelade per månad: Store 12 leder med 1\u00a0250 poäng totalt; sist av de visade är Store 7 med 900 poäng.',
    );
  });

  it('one unit and one point read in the singular; no unit says so', () => {
    expect(
      pointsSummary(
        { months: months.slice(0, 1), leaders: [{ title: 'Store 1', points: 1 }] },
        i18n.getFixedT('en'),
        'en',
      ),
    ).toBe('Points of the leading unit, May 2026, as a bar split by month: Store 1, 1 point in all.');
    expect(pointsSummary({ months, leaders: [] }, i18n.getFixedT('en'), 'en')).toBe(
      'Points by month: no units.',
    );
  });
});
