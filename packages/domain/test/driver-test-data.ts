/**
 * Answers for the key-driver tests: seeded survey-like rows with a known structure, and their
 * correlations computed the plain way (Pearson over the rows), as the server does in DuckDB.
 */
import type { DriverInput } from '../src/key-drivers/shapley-r2.ts';

/** mulberry32: a small seeded generator, so every run sees the same rows. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws (Box-Muller). */
function gaussian(random: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A 0-10 answer around a latent score: rounded and clipped like a real rating. */
function rating(score: number): number {
  return Math.min(10, Math.max(0, Math.round(5 + 1.6 * score)));
}

/**
 * n interviews answering five 0-10 questions and a 0-10 target: q0 and q1 share a factor,
 * q3 leans on q0, q2 is unrelated to the rest, q4 has its own small effect.
 */
export function surveyRows(seed: number, n: number): { questions: number[][]; target: number[] } {
  const normal = gaussian(mulberry32(seed));
  const questions: number[][] = [[], [], [], [], []];
  const target: number[] = [];
  for (let row = 0; row < n; row++) {
    const factor = normal();
    const q0 = factor + 0.6 * normal();
    const q1 = 0.7 * factor + 0.7 * normal();
    const q2 = normal();
    const q3 = 0.5 * q0 + 0.8 * normal();
    const q4 = normal();
    for (const [i, score] of [q0, q1, q2, q3, q4].entries()) questions[i].push(rating(score));
    target.push(rating(0.6 * q0 + 0.3 * q1 + 0.4 * q3 + 0.2 * q4 + 0.7 * normal()));
  }
  return { questions, target };
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** The correlations the server would hand over for these answer columns. */
export function correlationInput(questions: readonly number[][], target: readonly number[]): DriverInput {
  return {
    predictors: questions.map((a) => questions.map((b) => pearson(a, b))),
    target: questions.map((q) => pearson(q, target)),
  };
}
