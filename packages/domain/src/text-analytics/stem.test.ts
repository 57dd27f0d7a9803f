import { describe, expect, it } from 'vitest';
import type { TLocale } from '../schemas/locale.ts';
import { stem } from './stem.ts';

describe('stem', () => {
  it('gives inflected forms of a word one stem in each language', () => {
    const families: Record<TLocale, string[][]> = {
      en: [
        ['wait', 'waiting', 'waited', 'waits'],
        ['price', 'prices', 'priced'],
        ['help', 'helping', 'helped'],
      ],
      fi: [
        ['kassa', 'kassalle', 'kassat'],
        ['jono', 'jonossa'],
        ['hinta', 'hinnat'],
        ['palvelu', 'palvelussa'],
      ],
      sv: [
        ['personal', 'personalen'],
        ['parkering', 'parkeringen'],
        ['pris', 'priser'],
      ],
    };
    for (const [locale, groups] of Object.entries(families) as Array<[TLocale, string[][]]>) {
      for (const words of groups) {
        expect(
          new Set(words.map((word) => stem(word, locale))),
          `${locale}: ${words.join(', ')}`,
        ).toHaveProperty('size', 1);
      }
    }
  });

  it('keeps different words apart', () => {
    expect(stem('staff', 'en')).not.toBe(stem('stuff', 'en'));
    expect(stem('hylly', 'fi')).not.toBe(stem('hinta', 'fi'));
    expect(stem('kön', 'sv')).not.toBe(stem('kött', 'sv'));
  });

  it('leaves a word of no known language as it is', () => {
    expect(stem('waiting', null)).toBe('waiting');
  });

  it('answers the same stem when asked again', () => {
    expect(stem('jonottaminen', 'fi')).toBe(stem('jonottaminen', 'fi'));
  });
});
