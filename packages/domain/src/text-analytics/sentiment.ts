import type { TLocale } from '../schemas/locale.ts';
import {
  featureWeight,
  logOdds,
  type SentimentLabel,
  type SentimentModel,
  trainNaiveBayes,
} from './naive-bayes.ts';
import { stem } from './stem.ts';
import { isStopWord } from './stop-words.ts';
import { phrases } from './tokenize.ts';

/** A comment with the class its respondent's score gives it (NPS 9–10 positive, 0–6 negative). */
export interface SentimentExample {
  text: string;
  locale: TLocale | null;
  label: SentimentLabel;
}

/** A feature of a comment and the words it comes from. */
export interface SentimentFeature {
  feature: string;
  start: number;
  end: number;
}

/**
 * The features of a comment: the stem of every word but stop words, and every pair of
 * adjacent stems within a phrase, stop words included. Stop words occur alike in praise and
 * complaint, so as single features they only add noise; in a pair they carry meaning ("not
 * help", "too long", "ei aut"). Negations are not stop words.
 */
export function sentimentFeatures(text: string, locale: TLocale | null): SentimentFeature[] {
  const features: SentimentFeature[] = [];
  for (const run of phrases(text)) {
    const stems = run.map((token) => stem(token.word, locale));
    for (const [i, token] of run.entries()) {
      if (i > 0)
        features.push({ feature: `${stems[i - 1]} ${stems[i]}`, start: run[i - 1].start, end: token.end });
      if (!isStopWord(token.word, locale))
        features.push({ feature: stems[i], start: token.start, end: token.end });
    }
  }
  return features;
}

function featuresOf(text: string, locale: TLocale | null): string[] {
  return sentimentFeatures(text, locale).map((f) => f.feature);
}

export function trainSentiment(
  examples: ReadonlyArray<SentimentExample>,
  options: { maxFeatures?: number } = {},
): SentimentModel {
  return trainNaiveBayes(
    examples.map((example) => ({ features: featuresOf(example.text, example.locale), label: example.label })),
    options.maxFeatures,
  );
}

/** P(positive) − P(negative) of a comment, from −1 to 1; 0 when the model cannot tell. */
export function sentimentScore(model: SentimentModel, text: string, locale: TLocale | null): number {
  // P(pos) − P(neg) with P(pos) = 1 / (1 + e^−odds) is tanh(odds / 2), which never overflows.
  return Math.tanh(logOdds(model, featuresOf(text, locale)) / 2);
}

/**
 * Why a comment scored as it did: its features the model knows, each with its weight (log
 * likelihood ratio, positive towards praise) and the words it comes from, strongest first.
 */
export function sentimentEvidence(
  model: SentimentModel,
  text: string,
  locale: TLocale | null,
): Array<SentimentFeature & { weight: number }> {
  return sentimentFeatures(text, locale)
    .filter((f) => Object.hasOwn(model.features, f.feature))
    .map((f) => ({ ...f, weight: featureWeight(model, f.feature) }))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.start - b.start);
}
