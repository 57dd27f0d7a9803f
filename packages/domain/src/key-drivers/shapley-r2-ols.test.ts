import { describe, expect, it } from 'vitest';
import { correlationInput, surveyRows } from '../../test/driver-test-data.ts';
import { shapleyImportance, subsetRSquared } from './shapley-r2.ts';

// A second, deliberately plain implementation: ordinary least squares with an intercept on the raw
// rows (normal equations X'X b = X'y, Gauss-Jordan with partial pivoting), R² = 1 - SSE/SST, and the
// Shapley value by its permutation definition (the average marginal gain over all k! entry orders).

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let best = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[best][col])) best = r;
    [m[col], m[best]] = [m[best], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

function olsRSquared(questions: number[][], target: number[], subset: readonly number[]): number {
  const n = target.length;
  const design = Array.from({ length: n }, (_, row) => [1, ...subset.map((q) => questions[q][row])]);
  const p = subset.length + 1;
  const xtx = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => design.reduce((s, x) => s + x[i] * x[j], 0)),
  );
  const xty = Array.from({ length: p }, (_, i) => design.reduce((s, x, row) => s + x[i] * target[row], 0));
  const beta = solve(xtx, xty);
  const mean = target.reduce((a, b) => a + b, 0) / n;
  let sse = 0;
  let sst = 0;
  design.forEach((x, row) => {
    const fitted = x.reduce((s, v, i) => s + v * beta[i], 0);
    sse += (target[row] - fitted) ** 2;
    sst += (target[row] - mean) ** 2;
  });
  return 1 - sse / sst;
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((first, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

function permutationShapley(k: number, value: (subset: number[]) => number): number[] {
  const memo = new Map<string, number>();
  const v = (subset: number[]) => {
    const key = [...subset].sort((a, b) => a - b).join(',');
    if (!memo.has(key)) memo.set(key, subset.length === 0 ? 0 : value(subset));
    return memo.get(key)!;
  };
  const orders = permutations(Array.from({ length: k }, (_, i) => i));
  const phi = new Array<number>(k).fill(0);
  for (const order of orders) {
    order.forEach((j, position) => {
      const before = order.slice(0, position);
      phi[j] += (v([...before, j]) - v(before)) / orders.length;
    });
  }
  return phi;
}

function allSubsets(k: number): number[][] {
  return Array.from({ length: 1 << k }, (_, mask) => [...Array(k).keys()].filter((i) => mask & (1 << i)));
}

describe('Shapley R² from correlations against least squares on the raw rows', () => {
  it.each([
    { seed: 1, n: 300, k: 5 },
    { seed: 7, n: 120, k: 4 },
    { seed: 42, n: 60, k: 3 },
  ])(
    'agrees with OLS and the permutation definition (seed $seed, $n rows, $k questions)',
    ({ seed, n, k }) => {
      const rows = surveyRows(seed, n);
      const questions = rows.questions.slice(0, k);
      const input = correlationInput(questions, rows.target);

      for (const subset of allSubsets(k)) {
        const expected = subset.length === 0 ? 0 : olsRSquared(questions, rows.target, subset);
        expect(subsetRSquared(input, subset)).toBeCloseTo(expected, 10);
      }

      const expected = permutationShapley(k, (subset) => olsRSquared(questions, rows.target, subset));
      const result = shapleyImportance(input);
      expect(result.rSquared).toBeCloseTo(olsRSquared(questions, rows.target, [...Array(k).keys()]), 10);
      expect(result.shapley).toEqual(expected.map((v) => expect.closeTo(v, 10)));
      const total = expected.reduce((a, b) => a + b, 0);
      expect(result.importance).toEqual(expected.map((v) => expect.closeTo(v / total, 10)));
    },
  );

  it('finds the planted structure: q0, the strongest, first; q2, unrelated to the target, last near 0', () => {
    const rows = surveyRows(1, 300);
    const { importance } = shapleyImportance(correlationInput(rows.questions, rows.target));
    expect(Math.max(...importance)).toBe(importance[0]);
    expect(Math.min(...importance)).toBe(importance[2]);
    expect(importance[2]).toBeLessThan(0.02);
  });
});
