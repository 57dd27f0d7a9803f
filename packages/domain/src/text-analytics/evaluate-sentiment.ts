import type { SentimentLabel, SentimentModel } from './naive-bayes.ts';
import { type SentimentExample, sentimentScore, trainSentiment } from './sentiment.ts';

// FNV-1a with a final mix (MurmurHash3's fmix32), so that every residue is equally likely.
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Whether an example is kept out of training to test the model (about one in `every`). */
function isHeldOut(text: string, every: number): boolean {
  return textHash(text.trim().toLowerCase()) % every === 0;
}

export interface SentimentEvaluation {
  /** The share of held-out comments classified right; null when none was held out. */
  accuracy: number | null;
  /** The share always guessing the larger training class would get right: what to beat. */
  baseline: number | null;
  trained: number;
  heldOut: number;
  /** The model trained on the examples not held out: the one the accuracy is of. */
  model: SentimentModel;
}

/**
 * A model and its accuracy on comments it did not see. An example is held out by a hash of
 * its text, not its position: the split does not depend on the order the examples come in,
 * and a comment that many respondents wrote alike ("Good service") is on one side only, so
 * it cannot be learnt and then tested.
 */
export function evaluateSentiment(
  examples: ReadonlyArray<SentimentExample>,
  options: { holdOutEvery?: number; maxFeatures?: number } = {},
): SentimentEvaluation {
  const every = options.holdOutEvery ?? 5;
  if (!Number.isInteger(every) || every < 2)
    throw new RangeError('holdOutEvery must be an integer of 2 or more');
  const training: SentimentExample[] = [];
  const testing: SentimentExample[] = [];
  for (const example of examples) (isHeldOut(example.text, every) ? testing : training).push(example);
  const model = trainSentiment(training, options);
  const majority: SentimentLabel =
    model.documents.positive >= model.documents.negative ? 'positive' : 'negative';
  let right = 0;
  let baselineRight = 0;
  for (const example of testing) {
    const score = sentimentScore(model, example.text, example.locale);
    const predicted = score > 0 ? 'positive' : score < 0 ? 'negative' : majority;
    if (predicted === example.label) right++;
    if (majority === example.label) baselineRight++;
  }
  const share = (n: number) => (testing.length > 0 ? n / testing.length : null);
  return {
    accuracy: share(right),
    baseline: share(baselineRight),
    trained: training.length,
    heldOut: testing.length,
    model,
  };
}
