/** How a sentiment score reads in words (docs/text-analytics.md#sentiment). */
export type SentimentTone = 'positive' | 'mixed' | 'negative';

/**
 * Scores are P(positive) − P(negative), −1..1. An average of ±0.2 is about three comments
 * leaning one way for two leaning the other: closer to 0 than that reads as mixed.
 */
const SENTIMENT_TONE_LIMIT = 0.2;

export function sentimentTone(score: number): SentimentTone {
  if (score >= SENTIMENT_TONE_LIMIT) return 'positive';
  if (score <= -SENTIMENT_TONE_LIMIT) return 'negative';
  return 'mixed';
}

/** Text colours with enough contrast on white (the theme's dark green, its red, grey); always beside the word. */
export const SENTIMENT_TONE_COLOUR: Record<SentimentTone, string> = {
  positive: 'success.dark',
  mixed: 'text.secondary',
  negative: 'error.main',
};
