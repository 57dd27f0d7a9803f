import { describe, expect, it } from 'vitest';
import { correlationInput, pearson, surveyRows } from '../../test/driver-test-data.ts';
import { MAX_DRIVER_QUESTIONS, shapleyImportance, subsetRSquared } from './shapley-r2.ts';

/** R² of two predictors from their correlations, the textbook closed form. */
function twoPredictorRSquared(r1: number, r2: number, r12: number): number {
  return (r1 * r1 + r2 * r2 - 2 * r1 * r2 * r12) / (1 - r12 * r12);
}

function expectNoNaN(result: ReturnType<typeof shapleyImportance>) {
  for (const v of [result.rSquared, ...result.shapley, ...result.importance])
    expect(Number.isFinite(v)).toBe(true);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('subset R² from correlations', () => {
  const input = {
    predictors: [
      [1, 0.3, 0.5],
      [0.3, 1, 0.2],
      [0.5, 0.2, 1],
    ],
    target: [0.6, 0.2, 0.4],
  };

  it('is r² for one predictor, the closed form for two and 0 for none', () => {
    expect(subsetRSquared(input, [])).toBe(0);
    expect(subsetRSquared(input, [2])).toBeCloseTo(0.16, 12);
    expect(subsetRSquared(input, [0, 1])).toBeCloseTo(twoPredictorRSquared(0.6, 0.2, 0.3), 12);
    expect(subsetRSquared(input, [1, 0])).toBeCloseTo(twoPredictorRSquared(0.6, 0.2, 0.3), 12);
  });

  it('refuses a predictor that is not there or is listed twice', () => {
    expect(() => subsetRSquared(input, [3])).toThrow(/not one of the 3/);
    expect(() => subsetRSquared(input, [0, 0])).toThrow(/twice/);
  });
});

describe('Shapley importance (LMG)', () => {
  it('matches relaimpo on mtcars: lmg of mpg ~ am + vs + cyl', () => {
    // Published output of relaimpo::calc.relimp(mpg ~ am + vs + cyl, data = mtcars, type = "lmg")
    // in the README of the domir R package (J. Luchman, github.com/jluchman/domir): total response
    // variance 36.3241, R² 76.2%, lmg am 0.1774892, vs 0.2027032, cyl 0.3817849.
    // mtcars: Henderson & Velleman (1981), Biometrics 37, 391-411; rows in R's datasets order.
    const mpg = [
      21, 21, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 32.4,
      30.4, 33.9, 21.5, 15.5, 15.2, 13.3, 19.2, 27.3, 26, 30.4, 15.8, 19.7, 15, 21.4,
    ];
    const cyl = [
      6, 6, 4, 6, 8, 6, 8, 4, 4, 6, 6, 8, 8, 8, 8, 8, 8, 4, 4, 4, 4, 8, 8, 8, 8, 4, 4, 4, 8, 6, 8, 4,
    ];
    const vs = [
      0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1,
    ];
    const am = [
      1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1,
    ];
    const mean = sum(mpg) / mpg.length;
    expect(sum(mpg.map((v) => (v - mean) ** 2)) / (mpg.length - 1)).toBeCloseTo(36.3241, 4);

    const result = shapleyImportance(correlationInput([am, vs, cyl], mpg));
    expect(result.rSquared).toBeCloseTo(0.762, 3);
    expect(result.shapley[0]).toBeCloseTo(0.1774892, 7);
    expect(result.shapley[1]).toBeCloseTo(0.2027032, 7);
    expect(result.shapley[2]).toBeCloseTo(0.3817849, 7);
  });

  it('gives independent predictors their squared correlations, normalised', () => {
    const result = shapleyImportance({
      predictors: [
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ],
      target: [0.5, -0.3, 0.1],
    });
    expect(result.rSquared).toBeCloseTo(0.35, 12);
    [0.25, 0.09, 0.01].forEach((r2, i) => {
      expect(result.shapley[i]).toBeCloseTo(r2, 12);
      expect(result.importance[i]).toBeCloseTo(r2 / 0.35, 12);
    });
  });

  it('shares sum to 1 and the shapley values to R², up to the 15-question limit', () => {
    const rows = surveyRows(3, 200);
    // Fifteen questions: the five of the survey and noisy copies of them.
    const questions = [0, 1, 2].flatMap((copy) =>
      rows.questions.map((q, i) => q.map((v, row) => v + ((row * (copy + 1) + i) % 3) * copy)),
    );
    expect(questions).toHaveLength(MAX_DRIVER_QUESTIONS);
    const result = shapleyImportance(correlationInput(questions, rows.target));
    expectNoNaN(result);
    expect(sum(result.importance)).toBeCloseTo(1, 12);
    expect(sum(result.shapley)).toBeCloseTo(result.rSquared, 12);
    for (const v of result.importance) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('gives 0 to a predictor uncorrelated with everything', () => {
    const result = shapleyImportance({
      predictors: [
        [1, 0.4, 0],
        [0.4, 1, 0],
        [0, 0, 1],
      ],
      target: [0.5, 0.3, 0],
    });
    expect(result.shapley[2]).toBe(0);
    expect(result.rSquared).toBeCloseTo(twoPredictorRSquared(0.5, 0.3, 0.4), 12);
  });

  it('splits the share of an exact duplicate equally, as the orders in which it arrives first', () => {
    // a, a' (the same question twice) and b. A set of predictors fits like a alone once it holds a
    // or a'; over the 6 orders, b arrives before both copies in 2, so together the copies earn
    // 2/3·R²(a) + 1/3·(R²(a,b) − R²(b)), half each.
    const [ra, rb, rab] = [0.6, 0.2, 0.3];
    const both = twoPredictorRSquared(ra, rb, rab);
    const copies = (2 / 3) * ra * ra + (1 / 3) * (both - rb * rb);
    const result = shapleyImportance({
      predictors: [
        [1, 1, rab],
        [1, 1, rab],
        [rab, rab, 1],
      ],
      target: [ra, ra, rb],
    });
    expectNoNaN(result);
    expect(result.rSquared).toBeCloseTo(both, 12);
    expect(result.shapley[0]).toBeCloseTo(copies / 2, 12);
    expect(result.shapley[1]).toBeCloseTo(copies / 2, 12);
    expect(result.shapley[2]).toBeCloseTo(both - copies, 12);
  });

  it('copes with a question duplicated in the data, where rounding leaves a correlation of 1 − 1e-16', () => {
    const rows = surveyRows(5, 150);
    const questions = [rows.questions[0], rows.questions[0].map((v) => v * 2 + 1), rows.questions[3]];
    const input = correlationInput(questions, rows.target);
    const result = shapleyImportance(input);
    expectNoNaN(result);
    expect(result.shapley[0]).toBeCloseTo(result.shapley[1], 9);
    expect(result.rSquared).toBeCloseTo(subsetRSquared(input, [0, 2]), 12);
    expect(sum(result.importance)).toBeCloseTo(1, 12);
  });

  it('gives 0 to a question without variance (correlations NaN) and leaves the others as without it', () => {
    const rows = surveyRows(9, 150);
    const constant = rows.questions[0].map(() => 7);
    expect(pearson(constant, rows.target)).toBeNaN();
    const withIt = shapleyImportance(
      correlationInput([rows.questions[0], constant, rows.questions[1]], rows.target),
    );
    const without = shapleyImportance(correlationInput([rows.questions[0], rows.questions[1]], rows.target));
    expectNoNaN(withIt);
    expect(withIt.importance[1]).toBe(0);
    expect(withIt.importance[0]).toBeCloseTo(without.importance[0], 12);
    expect(withIt.importance[2]).toBeCloseTo(without.importance[1], 12);
  });

  it('gives one question all the importance, and nothing at all when the target has no variance', () => {
    expect(shapleyImportance({ predictors: [[1]], target: [0.4] })).toEqual({
      rSquared: expect.closeTo(0.16, 12),
      shapley: [expect.closeTo(0.16, 12)],
      importance: [1],
    });
    expect(shapleyImportance({ predictors: [[1]], target: [Number.NaN] })).toEqual({
      rSquared: 0,
      shapley: [0],
      importance: [0],
    });
  });

  it('keeps R² within [0, 1] for correlations that no set of rows could give', () => {
    // Uncorrelated predictors each correlating 0.9 with the target would explain 162%.
    const result = shapleyImportance({
      predictors: [
        [1, 0],
        [0, 1],
      ],
      target: [0.9, 0.9],
    });
    expect(result.rSquared).toBe(1);
    expect(result.importance[0]).toBeCloseTo(0.5, 12);
    expect(result.importance[1]).toBeCloseTo(0.5, 12);
  });

  it('refuses more than 15 questions and a matrix that does not fit the target', () => {
    const identity = (k: number) =>
      Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => +(i === j)));
    expect(() => shapleyImportance({ predictors: identity(16), target: new Array(16).fill(0.1) })).toThrow(
      /at most 15 questions/,
    );
    expect(() => shapleyImportance({ predictors: identity(2), target: [0.1, 0.2, 0.3] })).toThrow(/3×3/);
  });
});
