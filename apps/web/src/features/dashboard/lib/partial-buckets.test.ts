import { markedLabel } from '@opinio/domain/partial-periods';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { leftOutNotes, partialNotes } from './partial-buckets.ts';

const months = (partial: boolean[]) =>
  ['2025-11-01', '2025-12-01', '2026-10-01', '2026-11-01'].map((bucket, i) => ({
    bucket,
    partial: partial[i],
  }));
const lastYear = { from: '2025-11-24', to: '2026-11-24' }; // up to 23 Nov 2026

describe('partial buckets', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('star the axis label of a partial bucket only', () => {
    expect(markedLabel('Nov 2026', true)).toBe('Nov 2026*');
    expect(markedLabel('Oct 2026', false)).toBe('Oct 2026');
  });

  it('say up to which day the last bucket and from which day the first one counts', () => {
    const en = i18n.getFixedT('en');
    expect(partialNotes(months([true, false, false, true]), lastYear, 'month', en, 'en')).toEqual([
      '* partial month: from Nov 24, 2025',
      '* partial month: up to Nov 23, 2026',
    ]);
    expect(
      partialNotes(months([false, false, false, true]), lastYear, 'month', i18n.getFixedT('fi'), 'fi'),
    ).toEqual(['* osittainen kuukausi: 23.11.2026 asti']);
    expect(
      partialNotes(months([false, false, false, true]), lastYear, 'month', i18n.getFixedT('sv'), 'sv'),
    ).toEqual(['* ofullständig månad: till och med 23 nov. 2026']);
  });

  it('a period inside one bucket gives both its days; no period or no partial bucket, no note', () => {
    const en = i18n.getFixedT('en');
    const inside = [{ bucket: '2026-10-01', partial: true }];
    expect(partialNotes(inside, { from: '2026-10-05', to: '2026-10-20' }, 'quarter', en, 'en')).toEqual([
      '* partial quarter: Oct 5, 2026 – Oct 19, 2026',
    ]);
    expect(partialNotes(inside, null, 'month', en, 'en')).toEqual([]);
    expect(partialNotes(months([false, false, false, false]), lastYear, 'month', en, 'en')).toEqual([]);
  });

  it('name the days of an edge bucket not drawn, in each language', () => {
    const oneDay = [{ from: '2026-08-31', to: '2026-08-31' }];
    expect(leftOutNotes(oneDay, 'month', i18n.getFixedT('en'), 'en')).toEqual([
      'Not drawn: Aug 31, 2026, too small a part of its month to stand for it. Its answers count in every other figure.',
    ]);
    expect(
      leftOutNotes([{ from: '2026-11-01', to: '2026-11-02' }], 'month', i18n.getFixedT('fi'), 'fi'),
    ).toEqual([
      'Ei piirretty: 1.11.2026 – 2.11.2026, liian pieni osa kuukaudestaan edustamaan sitä. Sen vastaukset ovat mukana kaikissa muissa luvuissa.',
    ]);
    expect(leftOutNotes(oneDay, 'week', i18n.getFixedT('sv'), 'sv')[0]).toMatch(
      /^Inte ritat: 31 aug\.? 2026, för liten del av sin vecka/,
    );
    expect(leftOutNotes([], 'month', i18n.getFixedT('en'), 'en')).toEqual([]);
  });
});
