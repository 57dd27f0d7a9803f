import type { TTopicTaxonomy } from '../schemas/topic-taxonomy.ts';

/**
 * The topics of the demo's retail survey (apps/server/src/demo): what store visitors write
 * about. Keywords match by stem, so one form covers most inflections; where the stemmer
 * keeps forms apart (Swedish "kö", "kön"; English "friendly" is "friend") the forms are
 * listed or the keyword is a prefix (`friendl*`). Finnish "kassa" (till) and "kassi" (bag)
 * share a stem, so the till is matched as written (`*kassa*`, `kasso*`).
 */
export const DEMO_TAXONOMY: TTopicTaxonomy = {
  topics: [
    {
      key: 'checkout-queues',
      name: { en: 'Checkout and queues', fi: 'Kassat ja jonot', sv: 'Kassor och köer' },
      keywords: {
        en: ['checkout', 'check out', 'till', 'cashier', 'queue', 'queuing', 'line', 'wait', 'waiting time'],
        fi: ['*kassa*', 'kasso*', 'jono*', '*jono', 'odottaa', 'odotus*'],
        sv: [
          'kassa',
          'kassan',
          'kassorna',
          'kö',
          'kön',
          'köer',
          'köerna',
          'köa',
          'köade',
          'vänta',
          'väntetid*',
        ],
      },
    },
    {
      key: 'staff-service',
      name: { en: 'Staff and service', fi: 'Henkilökunta ja palvelu', sv: 'Personal och service' },
      keywords: {
        en: ['staff', 'employee', 'cashier', 'friendl*', 'unfriendl*', 'rude', 'polite', 'help', 'service'],
        fi: [
          'henkilökunta',
          'myyjä',
          'työntekijä*',
          '*palvelu',
          '*ystävälli*',
          'epäkohtelia*',
          'auttaa',
          'auttoi',
          'apua',
        ],
        sv: [
          '*personal',
          'expedit*',
          'service',
          'bemötande*',
          'trevlig',
          'otrevlig',
          'hjälp',
          'hjälpsam*',
          'hjälpte',
        ],
      },
    },
    {
      key: 'availability',
      name: { en: 'Product availability', fi: 'Tuotteiden saatavuus', sv: 'Varornas tillgänglighet' },
      keywords: {
        en: [
          'out of stock',
          'in stock',
          'sold out',
          'ran out',
          'empty shelves',
          'unavailable',
          'availability',
        ],
        fi: ['loppu*', '*tyhjä', 'saatavuus', 'saatavilla', 'puuttui'],
        sv: ['var slut', 'är slut', 'tog slut', 'slutsåld*', 'tomma hyllor', 'fanns inte', 'saknades'],
      },
    },
    {
      key: 'prices',
      name: { en: 'Prices', fi: 'Hinnat', sv: 'Priser' },
      keywords: {
        en: ['price', 'expensive', 'cheap', 'pricey', 'overpriced', 'value for money', 'cost', 'discount*'],
        fi: [
          '*hinta',
          'hinnoit*',
          'kalli*',
          'halpa',
          'halvat',
          'edullinen',
          'edulliset',
          'tarjou*',
          'alennu*',
        ],
        sv: ['pris', 'priset', 'priserna', 'dyr', 'dyrt', 'billig*', 'prisvärd*', 'erbjudande*', 'rea'],
      },
    },
    {
      key: 'cleanliness',
      name: { en: 'Cleanliness and tidiness', fi: 'Siisteys', sv: 'Renlighet och ordning' },
      keywords: {
        en: ['clean', 'dirty', 'messy', 'mess', 'tidy', 'untidy', 'litter*', 'smell*', 'spotless'],
        fi: ['*siisti', 'siisteys', 'likai*', 'sotku*', 'roska*'],
        sv: ['ren', 'rent', 'rena', 'smuts*', 'stökig*', 'städ*', 'ostädad*', 'skräp*', 'snygg*'],
      },
    },
    {
      key: 'selection',
      name: { en: 'Selection and range', fi: 'Valikoima', sv: 'Utbud och sortiment' },
      keywords: {
        en: ['selection', 'range', 'choice', 'variety', 'assortment'],
        fi: ['*valikoima', 'vaihtoehto*'],
        sv: ['utbud', 'utbudet', 'sortiment*', 'urval*'],
      },
    },
    {
      key: 'opening-hours',
      name: { en: 'Opening hours', fi: 'Aukioloajat', sv: 'Öppettider' },
      keywords: {
        en: ['opening hours', 'opening times', 'open longer', 'open late', 'closing time', 'closes early'],
        fi: ['aukiolo*', 'auki pidempään', 'auki myöhään', 'sulkeutu*'],
        sv: ['öppettid*', 'öppet längre', 'öppet sent', 'stänger tidigt'],
      },
    },
    {
      key: 'parking',
      name: { en: 'Parking', fi: 'Pysäköinti', sv: 'Parkering' },
      keywords: {
        en: ['parking', 'car park'],
        fi: ['pysäköin*', '*parkki*'],
        sv: ['parkering*', 'p-plats*', 'parkera*'],
      },
    },
    {
      key: 'speed-ease',
      name: {
        en: 'Speed and ease of the visit',
        fi: 'Asioinnin nopeus ja helppous',
        sv: 'Snabbt och smidigt besök',
      },
      keywords: {
        en: [
          'quick',
          'quickly',
          'fast',
          'slow',
          'easy',
          'easily',
          'in and out',
          'took a while',
          'took ages',
          'took forever',
        ],
        fi: ['nopea*', 'sujuva*', 'hidas*', 'hitaa*', 'helppo*', 'vaivato*', 'kesti kauan'],
        sv: ['snabb', 'snabbt', 'smidig*', 'enkel', 'enkelt', 'långsam*', 'tog lång tid'],
      },
    },
    {
      key: 'layout',
      name: { en: 'Store layout', fi: 'Myymälän järjestys', sv: 'Butikens planering' },
      keywords: {
        en: ['layout', 'hard to find', 'easy to find', 'signage', 'aisle', 'find my way'],
        fi: ['*järjestys', 'vaikea löytää', 'opaste*', 'pohjaratkaisu*'],
        sv: ['layout*', 'planlösning*', 'skyltning*', 'svårt att hitta', 'lätt att hitta', 'gångarna'],
      },
    },
  ],
};
