import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '@/lib/i18n.ts';
import { distributionSummary } from './distribution-summary.ts';

const bars = (...counts: number[]) => counts.map((count, i) => ({ label: String(i + 8), count }));

describe('distribution summary', () => {
  beforeAll(() => Promise.all([loadLocale('fi'), loadLocale('sv')]));

  it('names the most frequent answer, its share and n', () => {
    expect(
      distributionSummary(
        { question: 'Recommend', bars: bars(300, 1204, 2036), total: 3540 },
        i18n.getFixedT('en'),
        'en',
      ),
    ).toBe('Recommend: the most frequent answer is 10 (58%, 2,036 of 3,540 answers).');
  });

  it('names every answer that shares the top', () => {
    expect(
      distributionSummary(
        { question: 'Recommend', bars: bars(40, 40, 20), total: 100 },
        i18n.getFixedT('en'),
        'en',
      ),
    ).toBe('Recommend: the most frequent answers are 8 and 9, each 40% (40 of 100 answers).');
  });

  it('a single answer is one answer', () => {
    expect(
      distributionSummary({ question: 'Recommend', bars: bars(0, 1), total: 1 }, i18n.getFixedT('en'), 'en'),
    ).toBe('Recommend: the most frequent answer is 9 (100%, 1 of 1 answer).');
  });

  it('speaks Finnish and Swedish with their numbers', () => {
    const input = { question: 'Suosittelu', bars: bars(1_000, 14_462, 0, 14_462), total: 29_924 };
    expect(distributionSummary(input, i18n.getFixedT('fi'), 'fi')).toBe(
      'Suosittelu: yleisimmät vastaukset ovat 9 ja 11, kukin 48\u00a0% (14\u00a0462/29\u00a0924 vastauksesta).',
    );
    expect(distributionSummary(input, i18n.getFixedT('sv'), 'sv')).toBe(
      'Suosittelu: de vanligaste svaren är 9 och 11, vart och ett 48\u00a0% (14\u00a0462 av 29\u00a0924 svar).',
    );
  });

  it('says when there are no answers', () => {
    expect(
      distributionSummary({ question: 'Recommend', bars: [], total: 0 }, i18n.getFixedT('en'), 'en'),
    ).toBe('Recommend: no answers.');
  });
});
