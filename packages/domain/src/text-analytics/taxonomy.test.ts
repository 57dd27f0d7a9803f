import { describe, expect, it } from 'vitest';
import type { TTopicTaxonomy } from '../schemas/topic-taxonomy.ts';
import { matchTopics, matchTopicsAnyLanguage, mergeSpans } from './taxonomy.ts';

const taxonomy: TTopicTaxonomy = {
  topics: [
    {
      key: 'queues',
      name: { en: 'Queues', fi: 'Jonot', sv: 'Köer' },
      keywords: { en: ['wait', 'queue'], fi: ['jono*', '*jono'], sv: ['kö', 'kön'] },
    },
    {
      key: 'service',
      name: 'Service',
      keywords: { fi: ['*palvelu'], sv: ['*personal'] },
    },
    {
      key: 'availability',
      name: 'Availability',
      keywords: { en: ['out of stock', 'stock'], fi: ['*tyhjä'] },
    },
    { key: 'hours', name: 'Opening hours', keywords: { en: ['opening hours', 'hours'] } },
    { key: 'parking', name: 'Parking', keywords: { fi: ['*parkki*'] } },
    { key: 'checkout', name: 'Checkout', keywords: { fi: ['*kassa'] } },
  ],
};

/** The topics of a text, each with the words that matched as written. */
function tagged(text: string, locale: 'en' | 'fi' | 'sv') {
  return matchTopics(text, locale, taxonomy).map((m) => [
    m.key,
    m.spans.map((s) => text.slice(s.start, s.end)),
  ]);
}

describe('matchTopics', () => {
  it('matches a keyword by its stem in English, Finnish and Swedish', () => {
    expect(tagged('We waited, and waited. Queues everywhere!', 'en')).toEqual([
      ['queues', ['waited', 'waited', 'Queues']],
    ]);
    expect(tagged('Personalen var trevlig', 'sv')).toEqual([['service', ['Personalen']]]);
    expect(tagged('Hyllyt olivat tyhjiä', 'fi')).toEqual([['availability', ['tyhjiä']]]);
  });

  it('a keyword ending in * matches any word starting with it', () => {
    expect(tagged('Jonottaminen kesti, jonossa oli kymmenen', 'fi')).toEqual([
      ['queues', ['Jonottaminen', 'jonossa']],
    ]);
  });

  it('a keyword starting with * matches a compound ending in one of its forms', () => {
    expect(tagged('Kassajonossa seisoin kauan', 'fi')).toEqual([['queues', ['Kassajonossa']]]);
    expect(tagged('Asiakaspalvelussa autettiin heti', 'fi')).toEqual([['service', ['Asiakaspalvelussa']]]);
    expect(tagged('Hyllyt olivat puolityhjiä', 'fi')).toEqual([['availability', ['puolityhjiä']]]);
    expect(tagged('Butikspersonalen hjälpte mig', 'sv')).toEqual([['service', ['Butikspersonalen']]]);
  });

  it('a compound head is at least as long as the keyword', () => {
    // "laadukas" ends in "kas", the stem of "kassa", but is no compound of it.
    expect(tagged('Laadukas pikakassa', 'fi')).toEqual([['checkout', ['pikakassa']]]);
  });

  it('a keyword between two * matches any word containing it', () => {
    expect(tagged('Asiakasparkkipaikat olivat täynnä', 'fi')).toEqual([['parking', ['Asiakasparkkipaikat']]]);
  });

  it('a multi-word keyword matches consecutive words, hyphens or not, but not across punctuation', () => {
    expect(tagged('Bread was out of stock', 'en')).toEqual([['availability', ['out of stock']]]);
    expect(tagged('Out-of-stock again', 'en')).toEqual([['availability', ['Out-of-stock']]]);
    expect(tagged('Shorter opening hours.', 'en')).toEqual([['hours', ['opening hours']]]);
    expect(tagged('We are opening. Hours later', 'en')).toEqual([['hours', ['Hours']]]);
    expect(tagged('Out of the stock room', 'en')).toEqual([['availability', ['stock']]]);
  });

  it('joins overlapping matches of a topic into one span and sorts the spans', () => {
    const text = 'Hours? The opening hours were fine';
    const [hours] = matchTopics(text, 'en', taxonomy);
    expect(hours.spans).toEqual([
      { start: 0, end: 5 },
      { start: 11, end: 24 },
    ]);
    expect(
      mergeSpans([
        { start: 8, end: 12 },
        { start: 0, end: 3 },
        { start: 3, end: 5 },
        { start: 9, end: 10 },
      ]),
    ).toEqual([
      { start: 0, end: 5 },
      { start: 8, end: 12 },
    ]);
  });

  it("uses only the comment's language", () => {
    expect(tagged('Lång kö', 'en')).toEqual([]);
    expect(tagged('Lång kö', 'sv')).toEqual([['queues', ['kö']]]);
  });

  it('lists topics in the order of the taxonomy and nothing for a comment on no topic', () => {
    expect(tagged('Stock ran low and the queue was long', 'en').map(([key]) => key)).toEqual([
      'queues',
      'availability',
    ]);
    expect(tagged('An ordinary visit', 'en')).toEqual([]);
  });
});

describe('matchTopicsAnyLanguage', () => {
  it('tags a comment of unknown language with the topics of every language', () => {
    const text = 'Lång kö, mutta asiakaspalvelu hyvä';
    expect(
      matchTopicsAnyLanguage(text, taxonomy).map((m) => [
        m.key,
        m.spans.map((s) => text.slice(s.start, s.end)),
      ]),
    ).toEqual([
      ['queues', ['kö']],
      ['service', ['asiakaspalvelu']],
    ]);
  });

  it('joins the spans two languages find for a topic', () => {
    const text = 'Queue, kö, queue';
    expect(matchTopicsAnyLanguage(text, taxonomy)).toEqual([
      {
        key: 'queues',
        spans: [
          { start: 0, end: 5 },
          { start: 7, end: 9 },
          { start: 11, end: 16 },
        ],
      },
    ]);
  });
});
