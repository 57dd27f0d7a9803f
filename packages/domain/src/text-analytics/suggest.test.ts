import { describe, expect, it } from 'vitest';
import type { TLocale } from '../schemas/locale.ts';
import type { TTopicTaxonomy } from '../schemas/topic-taxonomy.ts';
import { suggestTopics } from './suggest.ts';

const taxonomy: TTopicTaxonomy = {
  topics: [{ key: 'checkout', name: 'Checkout', keywords: { en: ['checkout', 'queue'], fi: ['*kassa*'] } }],
};

const en = (text: string) => ({ text, locale: 'en' as TLocale | null });

describe('suggestTopics', () => {
  it('finds a phrase that uncovered comments keep using, in its most frequent form', () => {
    const comments = [
      en('My loyalty card did not work'),
      en('The loyalty card app crashed'),
      en('Loyalty cards should give more points'),
      en('Where do I get a loyalty card?'),
      en('Nice flowers'),
    ];
    expect(suggestTopics(comments, taxonomy)).toEqual([
      { phrase: 'loyalty card', count: 4, example: 'My loyalty card did not work' },
    ]);
  });

  it('ignores comments a topic already covers', () => {
    const comments = [
      en('Gift wrapping at the checkout took ages'),
      en('The queue for gift wrapping was long'),
      en('Gift wrapping, then a queue'),
      en('No gift wrapping'),
      en('Gift wrapping was lovely'),
    ];
    expect(suggestTopics(comments, taxonomy)).toEqual([]);
    expect(suggestTopics(comments, taxonomy, { minCount: 2 })).toEqual([
      { phrase: 'gift wrapping', count: 2, example: 'No gift wrapping' },
    ]);
  });

  it('counts a comment once however often it repeats a phrase', () => {
    const comments = [en('Bakery bakery bakery'), en('Bakery closed'), en('Lovely bakery')];
    expect(suggestTopics(comments, taxonomy)).toEqual([
      { phrase: 'bakery', count: 3, example: 'Bakery bakery bakery' },
    ]);
  });

  it('groups inflected forms by stem and shows the most frequent form', () => {
    const comments = [
      { text: 'Kahvila oli kiva', locale: 'fi' as const },
      { text: 'Kahvilassa oli 2 pöytää', locale: 'fi' as const },
      { text: 'Kahvilan kahvi hyvää', locale: 'fi' as const },
      { text: 'Kahvilassa on tilaa', locale: 'fi' as const },
      { text: 'Kahvilassa jonotin kassalle', locale: 'fi' as const }, // about the till
    ];
    expect(suggestTopics(comments, taxonomy)).toEqual([
      { phrase: 'kahvilassa', count: 4, example: 'Kahvila oli kiva' },
    ]);
  });

  it('keeps stop words and numbers off the edges of a phrase', () => {
    const phrases = suggestTopics([en('The 2 new tills of the bakery')], taxonomy, { minCount: 1 }).map(
      (s) => s.phrase,
    );
    // "tills of the bakery" has four words; "new" and "tills" only occur inside "new tills".
    expect(phrases.sort()).toEqual(['bakery', 'new tills']);
  });

  it('orders by count, keeps at most `limit` suggestions and needs `minCount` comments', () => {
    const comments = [
      ...['Bread', 'Bread', 'Bread', 'Bread'].map(en),
      ...['Fish', 'Fish', 'Fish'].map(en),
      ...['Cheese', 'Cheese'].map(en),
    ];
    expect(suggestTopics(comments, taxonomy).map((s) => [s.phrase, s.count])).toEqual([
      ['bread', 4],
      ['fish', 3],
    ]);
    expect(suggestTopics(comments, taxonomy, { limit: 1 }).map((s) => s.phrase)).toEqual(['bread']);
    expect(suggestTopics(comments, taxonomy, { minCount: 2 }).map((s) => s.phrase)).toEqual([
      'bread',
      'fish',
      'cheese',
    ]);
  });

  it('shows a part of a phrase too when it also occurs without the rest', () => {
    const comments = [
      en('Self scan machines froze'),
      en('Self scan machines are slow'),
      en('Self scan machines again'),
      en('Coffee machines broke'),
    ];
    expect(suggestTopics(comments, taxonomy).map((s) => [s.phrase, s.count])).toEqual([
      ['machines', 4],
      ['self scan machines', 3],
    ]);
  });

  it('checks a comment of unknown language against every language', () => {
    const comments = [null, null, null].map((locale) => ({ text: 'Pikakassa rikki', locale }));
    expect(suggestTopics(comments, taxonomy)).toEqual([]);
  });
});
