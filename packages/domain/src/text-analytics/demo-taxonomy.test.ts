import { describe, expect, it } from 'vitest';
import type { TLocale } from '../schemas/locale.ts';
import { ZTopicTaxonomy } from '../schemas/topic-taxonomy.ts';
import { DEMO_TAXONOMY } from './demo-taxonomy.ts';
import { matchTopics, matchTopicsAnyLanguage } from './taxonomy.ts';

/**
 * Comments as store visitors write them, with their language and the topics they are about
 * (the demo's own clauses are checked against the taxonomy in apps/server/src/demo).
 */
const EXPECTED: Record<string, [TLocale, string[]]> = {
  'Waited far too long at the checkout, only one till was open.': ['en', ['checkout-queues']],
  'The staff did not seem interested in helping me.': ['en', ['staff-service']],
  'Products I came for were out of stock again.': ['en', ['availability']],
  'Prices have gone up a lot and the quality has not.': ['en', ['prices']],
  'The store was messy and hard to find anything.': ['en', ['cleanliness', 'layout']],
  'Jonottaminen kassalle kesti liian kauan.': ['fi', ['checkout-queues']],
  'Henkilökunta ei ehtinyt auttaa ollenkaan.': ['fi', ['staff-service']],
  'Hyllyt olivat puolityhjiä iltapäivällä.': ['fi', ['availability']],
  'Lång kö i kassan och ingen hjälp att få.': ['sv', ['checkout-queues', 'staff-service']],
  'Varorna jag ville ha var slut.': ['sv', ['availability']],
  'Found what I needed but it took a while.': ['en', ['speed-ease']],
  'Fine, though the opening hours could be longer.': ['en', ['opening-hours']],
  'Hinnat ovat kohtuulliset.': ['fi', ['prices']],
  'Helt okej, men parkeringen är trång.': ['sv', ['parking']],
  'Friendly staff who helped me find the right size.': ['en', ['staff-service']],
  'Quick and easy, I was in and out in five minutes.': ['en', ['speed-ease']],
  'Great selection and the new layout is much clearer.': ['en', ['selection', 'layout']],
  'The staff member at the service desk went out of her way to help.': ['en', ['staff-service']],
  'Erittäin ystävällinen palvelu, kiitos!': ['fi', ['staff-service']],
  'Nopea ja sujuva asiointi.': ['fi', ['speed-ease']],
  'Hyvä valikoima ja siisti myymälä.': ['fi', ['cleanliness', 'selection']],
  'Trevlig personal och snabb service.': ['sv', ['staff-service', 'speed-ease']],
  'Bra utbud och fina priser.': ['sv', ['prices', 'selection']],
  // About the visit as a whole, no subject of the taxonomy: they match nothing on purpose.
  'An ordinary visit, nothing special.': ['en', []],
  'Ihan ok käynti, ei valittamista.': ['fi', []],
  'Always a pleasure to shop here.': ['en', []],
};

describe('the demo taxonomy', () => {
  it('is a valid taxonomy with every name and keyword list in English, Finnish and Swedish', () => {
    expect(ZTopicTaxonomy.parse(DEMO_TAXONOMY)).toEqual(DEMO_TAXONOMY);
    expect(DEMO_TAXONOMY.topics.length).toBeGreaterThanOrEqual(10);
    for (const topic of DEMO_TAXONOMY.topics) {
      expect(Object.keys(topic.name).sort(), topic.key).toEqual(['en', 'fi', 'sv']);
      for (const locale of ['en', 'fi', 'sv'] as const)
        expect(topic.keywords[locale]?.length, topic.key).toBeGreaterThan(0);
    }
  });

  it('every topic tags at least one demo comment', () => {
    const tagged = new Set(Object.values(EXPECTED).flatMap(([, keys]) => keys));
    expect([...tagged].sort()).toEqual(DEMO_TAXONOMY.topics.map((t) => t.key).sort());
  });

  it.each(Object.entries(EXPECTED))('tags "%s" with its topics', (text, [locale, keys]) => {
    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(matchTopics(text, locale, DEMO_TAXONOMY).map((m) => m.key))).toEqual(sorted(keys));
    // Tried in every language, a demo comment gets no topic of another language's words.
    expect(sorted(matchTopicsAnyLanguage(text, DEMO_TAXONOMY).map((m) => m.key))).toEqual(sorted(keys));
  });
});
