import { z } from 'zod';

/**
 * Two-class multinomial naive Bayes with add-one (Laplace) smoothing, as in Manning, Raghavan
 * & Schütze, Introduction to Information Retrieval (2008), figure 13.2: a comment is the
 * multiset of its features, the prior is the share of training comments of a class and a
 * feature's likelihood is (its count in the class + 1) / (all feature counts of the class + |V|).
 */
export type SentimentLabel = 'negative' | 'positive';

/** A trained model: counts only, so it is JSON as it stands and can be stored per survey. */
export interface SentimentModel {
  version: 1;
  /** Training comments of each class: the priors. */
  documents: Record<SentimentLabel, number>;
  /** Occurrences of the kept features in each class: the likelihoods' denominators. */
  occurrences: Record<SentimentLabel, number>;
  /** The number of kept features, |V|. */
  vocabularySize: number;
  /** Each kept feature's occurrences in negative and in positive comments. */
  features: Record<string, [negative: number, positive: number]>;
}

const ZCount = z.number().int().nonnegative();
const ZClassCounts = z.strictObject({ negative: ZCount, positive: ZCount });

/** A stored model read back. */
export const ZSentimentModel = z
  .strictObject({
    version: z.literal(1),
    documents: ZClassCounts,
    occurrences: ZClassCounts,
    vocabularySize: ZCount,
    features: z.record(z.string(), z.tuple([ZCount, ZCount])),
  })
  .refine((model) => Object.keys(model.features).length === model.vocabularySize, {
    error: 'vocabularySize must be the number of features',
    path: ['vocabularySize'],
  });

/** How many features a model keeps by default: the most frequent ones. */
const MAX_FEATURES = 20_000;

export function trainNaiveBayes(
  documents: Iterable<{ features: readonly string[]; label: SentimentLabel }>,
  maxFeatures = MAX_FEATURES,
): SentimentModel {
  const counts = new Map<string, [number, number]>();
  const documentCounts = { negative: 0, positive: 0 };
  for (const { features, label } of documents) {
    documentCounts[label]++;
    const column = label === 'positive' ? 1 : 0;
    for (const feature of features) {
      let count = counts.get(feature);
      if (!count) {
        count = [0, 0];
        counts.set(feature, count);
      }
      count[column]++;
    }
  }
  // The most frequent features; equal counts in code-unit order, so that training is repeatable.
  const kept = [...counts]
    .sort(([a, [an, ap]], [b, [bn, bp]]) => bn + bp - (an + ap) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, maxFeatures);
  const occurrences = { negative: 0, positive: 0 };
  for (const [, [negative, positive]] of kept) {
    occurrences.negative += negative;
    occurrences.positive += positive;
  }
  return {
    version: 1,
    documents: documentCounts,
    occurrences,
    vocabularySize: kept.length,
    features: Object.fromEntries(kept),
  };
}

/**
 * log P(feature | positive) − log P(feature | negative): how much one occurrence moves a
 * comment towards positive. Zero for a feature the model does not know.
 */
export function featureWeight(model: SentimentModel, feature: string): number {
  // hasOwn: a comment's word may be "constructor", which every plain object inherits.
  if (!Object.hasOwn(model.features, feature)) return 0;
  const [negative, positive] = model.features[feature];
  const { occurrences, vocabularySize } = model;
  return (
    Math.log(positive + 1) -
    Math.log(occurrences.positive + vocabularySize) -
    (Math.log(negative + 1) - Math.log(occurrences.negative + vocabularySize))
  );
}

/**
 * log P(positive | comment) − log P(negative | comment), summed in log space so that long
 * comments do not underflow. Zero (no evidence) when the model lacks examples of a class.
 */
export function logOdds(model: SentimentModel, features: readonly string[]): number {
  const { documents } = model;
  if (documents.negative === 0 || documents.positive === 0) return 0;
  let odds = Math.log(documents.positive) - Math.log(documents.negative);
  for (const feature of features) odds += featureWeight(model, feature);
  return odds;
}
