import { describe, expect, it } from 'vitest';
import { evaluateSentiment } from './evaluate-sentiment.ts';
import type { SentimentExample } from './sentiment.ts';

/** Words by language: ones that praise, ones that complain, ones that say neither. */
const LEXICON = {
  en: {
    positive: ['friendly', 'helpful', 'quick', 'great', 'clean', 'excellent', 'pleasant'],
    negative: ['rude', 'slow', 'dirty', 'expensive', 'messy', 'terrible', 'crowded'],
    neutral: ['store', 'staff', 'checkout', 'visit', 'prices', 'today', 'products', 'the', 'was', 'and'],
  },
  fi: {
    positive: ['ystävällinen', 'nopea', 'siisti', 'erinomainen', 'mukava', 'hyvä'],
    negative: ['hidas', 'likainen', 'kallis', 'töykeä', 'huono', 'sotkuinen'],
    neutral: ['kauppa', 'henkilökunta', 'kassa', 'käynti', 'tänään', 'tuotteet', 'oli', 'ja'],
  },
  sv: {
    positive: ['trevlig', 'snabb', 'ren', 'utmärkt', 'bra', 'billig'],
    negative: ['långsam', 'smutsig', 'dyr', 'otrevlig', 'dålig', 'rörig'],
    neutral: ['butik', 'personal', 'kassa', 'besök', 'idag', 'varor', 'var', 'och'],
  },
} as const;

/**
 * Labelled comments in three languages: three neutral words and three words of the label's
 * mood, each of which is of the other mood one time in ten (so the best possible accuracy
 * is about 97%: two or three of the three are right). Seeded, so every run is alike.
 */
function syntheticComments(count: number, seed: number): SentimentExample[] {
  let state = seed;
  // mulberry32
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const locales = ['en', 'fi', 'sv'] as const;
  return Array.from({ length: count }, (_, i) => {
    const locale = locales[i % 3];
    const label = random() < 0.5 ? ('positive' as const) : ('negative' as const);
    const other = label === 'positive' ? 'negative' : 'positive';
    const words = LEXICON[locale];
    const moody = () => pick(words[random() < 0.1 ? other : label]);
    const text = [
      pick(words.neutral),
      moody(),
      pick(words.neutral),
      moody(),
      moody(),
      pick(words.neutral),
    ].join(' ');
    return { text, locale, label };
  });
}

describe('evaluateSentiment', () => {
  const examples = syntheticComments(1200, 7);

  it('is accurate on held-out comments whose words follow their label', () => {
    const result = evaluateSentiment(examples);
    expect(result.trained + result.heldOut).toBe(examples.length);
    expect(result.heldOut).toBeGreaterThan(0.15 * examples.length);
    expect(result.heldOut).toBeLessThan(0.25 * examples.length);
    expect(result.accuracy).toBeGreaterThan(0.9);
    expect(result.baseline).toBeLessThan(0.6);
    expect(result.model.documents.positive + result.model.documents.negative).toBe(result.trained);
  });

  it('is near chance when the labels are shuffled', () => {
    const labels = examples.map((e) => e.label);
    // A seeded Fisher–Yates shuffle keeps the share of each label.
    let seed = 12345;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = labels.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [labels[i], labels[j]] = [labels[j], labels[i]];
    }
    const result = evaluateSentiment(examples.map((e, i) => ({ ...e, label: labels[i] })));
    expect(Math.abs((result.accuracy ?? 0) - 0.5)).toBeLessThan(0.1);
  });

  it('holds out the same comments whatever their order, and a repeated comment on one side', () => {
    const forward = evaluateSentiment(examples);
    const backward = evaluateSentiment([...examples].reverse());
    expect(backward.heldOut).toBe(forward.heldOut);
    expect(backward.accuracy).toBe(forward.accuracy);
    const repeated = Array.from({ length: 50 }, (_, i) => ({
      text: i % 2 ? 'Good service' : 'Slow checkout',
      locale: 'en' as const,
      label: i % 2 ? ('positive' as const) : ('negative' as const),
    }));
    expect([0, 25, 50]).toContain(evaluateSentiment(repeated).heldOut);
  });

  it('has no accuracy when nothing is held out, and refuses a split of one', () => {
    const result = evaluateSentiment([], { holdOutEvery: 5 });
    expect(result).toMatchObject({ accuracy: null, baseline: null, trained: 0, heldOut: 0 });
    expect(() => evaluateSentiment(examples, { holdOutEvery: 1 })).toThrow(RangeError);
  });
});
