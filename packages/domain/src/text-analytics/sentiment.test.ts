import { describe, expect, it } from 'vitest';
import type { TLocale } from '../schemas/locale.ts';
import { ZSentimentModel } from './naive-bayes.ts';
import {
  type SentimentExample,
  sentimentEvidence,
  sentimentFeatures,
  sentimentScore,
  trainSentiment,
} from './sentiment.ts';

const features = (text: string, locale: TLocale | null) =>
  sentimentFeatures(text, locale).map((f) => f.feature);

describe('sentimentFeatures', () => {
  it('are stems of the words but stop words, and pairs of adjacent stems with stop words', () => {
    expect(features('The staff was not helping.', 'en')).toEqual([
      'the staff',
      'staff',
      'staff was',
      'was not',
      'not',
      'not help',
      'help',
    ]);
    expect(features('Henkilökunta ei auttanut', 'fi')).toContain('ei');
    expect(features('Personalen var inte trevlig', 'sv')).toEqual([
      'personal',
      'personal var',
      'var int',
      'int',
      'int trev',
      'trev',
    ]);
  });

  it('make no pair across punctuation, and point at the words they come from', () => {
    const text = 'Slow. Friendly staff';
    const found = sentimentFeatures(text, 'en');
    expect(found.map((f) => f.feature)).toEqual(['slow', 'friend', 'friend staff', 'staff']);
    expect(found.map((f) => text.slice(f.start, f.end))).toEqual([
      'Slow',
      'Friendly',
      'Friendly staff',
      'staff',
    ]);
  });

  it('are the words themselves when the language is unknown', () => {
    expect(features('Waiting at the checkout', null)).toEqual([
      'waiting',
      'waiting at',
      'at the',
      'the checkout',
      'checkout',
    ]);
  });
});

/**
 * Multinomial naive Bayes written out directly: priors and Laplace-smoothed likelihoods as
 * products of fractions, no logs, no pruning. Good for tiny corpora only.
 */
function directPositiveShare(
  training: Array<{ features: string[]; positive: boolean }>,
  comment: string[],
): number {
  const vocabulary = new Set(training.flatMap((d) => d.features));
  const posterior = (positive: boolean) => {
    const docs = training.filter((d) => d.positive === positive);
    const tokens = docs.flatMap((d) => d.features);
    let p = docs.length / training.length;
    for (const f of comment.filter((f) => vocabulary.has(f))) {
      p *= (tokens.filter((t) => t === f).length + 1) / (tokens.length + vocabulary.size);
    }
    return p;
  };
  return posterior(true) / (posterior(true) + posterior(false));
}

describe('trainSentiment and sentimentScore', () => {
  // Words that are their own English stems, so that the features can be listed by hand.
  const corpus: Array<SentimentExample & { handFeatures: string[] }> = [
    { text: 'Good staff', label: 'positive', handFeatures: ['good', 'staff', 'good staff'] },
    {
      text: 'Great staff, fast checkout',
      label: 'positive',
      handFeatures: ['great', 'staff', 'great staff', 'fast', 'checkout', 'fast checkout'],
    },
    { text: 'Good and fast', label: 'positive', handFeatures: ['good', 'good and', 'and fast', 'fast'] },
    { text: 'Rude staff', label: 'negative', handFeatures: ['rude', 'staff', 'rude staff'] },
    {
      text: 'Slow checkout, not good',
      label: 'negative',
      handFeatures: ['slow', 'checkout', 'slow checkout', 'not', 'good', 'not good'],
    },
  ].map((example) => ({
    ...example,
    locale: 'en' as const,
    label: example.label as 'positive' | 'negative',
  }));
  const model = trainSentiment(corpus);

  it('counts what a hand count of the corpus gives', () => {
    for (const example of corpus)
      expect(features(example.text, 'en').sort()).toEqual([...example.handFeatures].sort());
    expect(model.documents).toEqual({ positive: 3, negative: 2 });
    expect(model.occurrences).toEqual({ positive: 13, negative: 9 });
    expect(model.vocabularySize).toBe(16);
    expect(model.features.good).toEqual([1, 2]);
  });

  it('scores P(positive) − P(negative) as a direct implementation does', () => {
    const training = corpus.map((e) => ({ features: e.handFeatures, positive: e.label === 'positive' }));
    const comments = {
      'The staff was good': ['staff', 'the staff', 'staff was', 'good', 'was good'],
      'Not good, rude staff': ['not', 'good', 'not good', 'rude', 'staff', 'rude staff'],
      'Fast checkout': ['fast', 'checkout', 'fast checkout'],
      'Nothing known here': ['nothing', 'known', 'here', 'nothing known', 'known here'],
    };
    for (const [text, handFeatures] of Object.entries(comments)) {
      const positive = directPositiveShare(training, handFeatures);
      expect(sentimentScore(model, text, 'en'), text).toBeCloseTo(positive - (1 - positive), 12);
    }
    // Prior alone: 3/5 − 2/5.
    expect(sentimentScore(model, 'Nothing known here', 'en')).toBeCloseTo(0.2, 12);
  });

  it('stays finite and saturates for a very long comment', () => {
    expect(sentimentScore(model, 'rude '.repeat(5000), 'en')).toBe(-1);
    expect(sentimentScore(model, 'good staff '.repeat(5000), 'en')).toBe(1);
  });

  it('explains a score by its strongest features and their words', () => {
    const text = 'Rude staff';
    const [strongest] = sentimentEvidence(model, text, 'en');
    expect(strongest.weight).toBeLessThan(0);
    expect(text.slice(strongest.start, strongest.end)).toMatch(/^Rude/);
    expect(sentimentEvidence(model, 'Nothing known', 'en')).toEqual([]);
  });

  it('scores the same after a JSON round trip', () => {
    const stored = ZSentimentModel.parse(JSON.parse(JSON.stringify(model)));
    expect(stored).toEqual(model);
    for (const text of ['Good staff', 'Slow checkout', 'Great but slow', 'Unknown words']) {
      expect(sentimentScore(stored, text, 'en')).toBe(sentimentScore(model, text, 'en'));
    }
  });

  it('keeps at most maxFeatures features', () => {
    const small = trainSentiment(corpus, { maxFeatures: 4 });
    expect(small.vocabularySize).toBe(4);
    // staff ×3, good ×3, checkout ×2, fast ×2: the four most frequent.
    expect(Object.keys(small.features).sort()).toEqual(['checkout', 'fast', 'good', 'staff']);
  });
});
