import { describe, expect, it } from 'vitest';
import { logOdds, trainNaiveBayes, ZSentimentModel } from './naive-bayes.ts';

describe('trainNaiveBayes', () => {
  it('gives the posteriors of Manning, Raghavan & Schütze (2008), example 13.1', () => {
    // Training set of table 13.1: class c ("China") is our positive class.
    const model = trainNaiveBayes([
      { features: ['chinese', 'beijing', 'chinese'], label: 'positive' },
      { features: ['chinese', 'chinese', 'shanghai'], label: 'positive' },
      { features: ['chinese', 'macao'], label: 'positive' },
      { features: ['tokyo', 'japan', 'chinese'], label: 'negative' },
    ]);
    expect(model.documents).toEqual({ negative: 1, positive: 3 });
    expect(model.vocabularySize).toBe(6);
    // The book's parameters: P̂(c) = 3/4, P̂(Chinese|c) = 3/7, P̂(Tokyo|c) = P̂(Japan|c) = 1/14,
    // P̂(Chinese|c̄) = P̂(Tokyo|c̄) = P̂(Japan|c̄) = 2/9; test document d5 = Chinese ×3, Tokyo, Japan.
    const c = (3 / 4) * (3 / 7) ** 3 * (1 / 14) * (1 / 14); // ≈ 0.0003 in the book
    const notC = (1 / 4) * (2 / 9) ** 3 * (2 / 9) * (2 / 9); // ≈ 0.0001 in the book
    expect(c).toBeCloseTo(0.0003, 4);
    expect(notC).toBeCloseTo(0.0001, 4);
    expect(logOdds(model, ['chinese', 'chinese', 'chinese', 'tokyo', 'japan'])).toBeCloseTo(
      Math.log(c / notC),
      12,
    );
  });

  it('keeps the most frequent features, equal counts in alphabetical order', () => {
    const model = trainNaiveBayes(
      [
        { features: ['b', 'b', 'c', 'a'], label: 'positive' },
        { features: ['b', 'd', 'd', 'e'], label: 'negative' },
      ],
      3,
    );
    expect(model.features).toEqual({ b: [1, 2], d: [2, 0], a: [0, 1] });
    expect(model.vocabularySize).toBe(3);
    expect(model.occurrences).toEqual({ negative: 3, positive: 3 });
  });

  it('has no evidence either way without examples of both classes', () => {
    const model = trainNaiveBayes([{ features: ['good'], label: 'positive' }]);
    expect(logOdds(model, ['good'])).toBe(0);
    expect(logOdds(trainNaiveBayes([]), ['good'])).toBe(0);
  });

  it('ignores features it never saw, even names every object has', () => {
    const model = trainNaiveBayes([
      { features: ['good'], label: 'positive' },
      { features: ['bad'], label: 'negative' },
    ]);
    expect(logOdds(model, ['constructor', 'toString', '__proto__'])).toBe(0);
  });
});

describe('ZSentimentModel', () => {
  it('reads back a stored model and refuses one whose vocabulary size is wrong', () => {
    const model = trainNaiveBayes([
      { features: ['good', 'staff'], label: 'positive' },
      { features: ['rude', 'staff'], label: 'negative' },
    ]);
    expect(ZSentimentModel.parse(JSON.parse(JSON.stringify(model)))).toEqual(model);
    const result = ZSentimentModel.safeParse({ ...model, vocabularySize: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['vocabularySize']);
  });
});
