import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../../lib/i18n.ts';
import { pointsSummary } from './points-summary.ts';

const months = ['May 2026', 'Jun 2026', 'Jul 2026'];

describe('points summary', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('names how many units are drawn, the months and the leader with its points', () => {
    const leaders = [
      { title: 'Store 12', points: 1250 },
      { title: 'Store 7', points: 900 },
    ];
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('en'), 'en')).toBe(
      'Points by month of the 2 leading units, May 2026 – Jul 2026: Store 12 leads with 1,250 points in all.',
    );
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('fi'), 'fi')).toBe(
      '2 kärkiyksikön pisteet kuukausittain, May 2026 – Jul 2026: kärjessä Store 12, yhteensä 1\u00a0250 pistettä.',
    );
    expect(pointsSummary({ months, leaders }, i18n.getFixedT('sv'), 'sv')).toBe(
      'Poäng per månad för de 2 ledande enheterna, May 2026 – Jul 2026: Store 12 leder med 1\u00a0250 poäng totalt.',
    );
  });

  it('one unit and one point read in the singular; no unit says so', () => {
    expect(
      pointsSummary(
        { months: months.slice(0, 1), leaders: [{ title: 'Store 1', points: 1 }] },
        i18n.getFixedT('en'),
        'en',
      ),
    ).toBe('Points by month of the leading unit, May 2026: Store 1, 1 point in all.');
    expect(pointsSummary({ months, leaders: [] }, i18n.getFixedT('en'), 'en')).toBe(
      'Points by month: no units.',
    );
  });
});
