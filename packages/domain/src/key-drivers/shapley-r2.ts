/**
 * Key-driver importance: how much of the variation of a target question (overall satisfaction,
 * likelihood to recommend) each scale question accounts for, as its Shapley share of the regression
 * R² (LMG: Lindeman, Merenda & Gold 1980; Grömping 2006). It works from correlations alone, so the
 * server computes them in DuckDB over any number of interviews and hands over k×k numbers.
 * The method, its limits and how to read it: docs/key-drivers.md.
 */

export interface DriverInput {
  /** Correlations among the k predictor questions (k×k, symmetric, 1 on the diagonal). */
  predictors: number[][];
  /** Correlation of each predictor with the target (length k). */
  target: number[];
}

export interface DriverImportance {
  /** R² of the regression of the target on all k predictors. */
  rSquared: number;
  /** Each predictor's Shapley share of R² (LMG; Lindeman, Merenda & Gold 1980; Grömping 2006): sums to rSquared. */
  shapley: number[];
  /** shapley / rSquared: shares summing to 1 (all 0 when rSquared is 0). */
  importance: number[];
}

/** The exact computation fits 2^k regressions: 32,768 at 15 questions, a few tens of milliseconds. */
export const MAX_DRIVER_QUESTIONS = 15;

/**
 * A predictor whose variance left over, once the predictors before it in the regression are
 * accounted for, is below this share of its own adds nothing those do not already carry: it is a
 * duplicate or a combination of them, or it has no variance at all. It is left out of that
 * regression, which then measures the span of the others: what a pseudo-inverse with this tolerance
 * gives. Correlations of survey answers are far from it (it would be a variance inflation of 10^9);
 * exact duplicates computed in floating point land at about 10^-16.
 */
const COLLINEAR_TOLERANCE = 1e-9;

/** Below this R² there is nothing to share out; shares of rounding noise would mislead. */
const NO_FIT = 1e-12;

/** The correlations as flat arrays, every non-finite entry read as 0. */
interface CorrelationModel {
  k: number;
  /** Row-major k×k, symmetrised. */
  matrix: Float64Array;
  target: Float64Array;
}

/**
 * Non-finite entries are read as 0: DuckDB's correlation of a question without variance is NaN, and
 * a diagonal of 0 marks that question as carrying nothing, so the collinearity test leaves it out.
 * The two triangles are averaged so that a rounding asymmetry cannot make the order matter.
 */
function correlationModel(input: DriverInput): CorrelationModel {
  const k = input.target.length;
  if (input.predictors.length !== k || input.predictors.some((row) => row.length !== k)) {
    throw new Error(`The predictor correlations must be a ${k}×${k} matrix, one row per target correlation.`);
  }
  const finite = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : 0);
  const matrix = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      matrix[i * k + j] = (finite(input.predictors[i][j]) + finite(input.predictors[j][i])) / 2;
    }
  }
  return { k, matrix, target: Float64Array.from(input.target, finite) };
}

/** Reused between the subsets of one computation, so the 2^k fits allocate nothing. */
interface Scratch {
  /** Cholesky factor of the kept predictors, row-major k×k (lower triangle). */
  factor: Float64Array;
  /** Forward-substituted target correlations: R² is the sum of their squares. */
  projected: Float64Array;
  /** The predictors kept so far, in the factor's row order. */
  kept: Int32Array;
}

function scratchFor(k: number): Scratch {
  return { factor: new Float64Array(k * k), projected: new Float64Array(k), kept: new Int32Array(k) };
}

/**
 * r_S' R_SS⁻¹ r_S by a Cholesky factorisation L L' = R_SS built one predictor at a time:
 * z = L⁻¹ r_S and R² = z'z. A predictor whose pivot (the variance the earlier ones leave it) is below
 * the tolerance is skipped, as above. Clamped to [0, 1]: correlations that do not come from one set
 * of rows (not positive semi-definite) could otherwise claim more than all the variance.
 */
function fitRSquared(model: CorrelationModel, indices: ArrayLike<number>, count: number, scratch: Scratch) {
  const { k, matrix, target } = model;
  const { factor: l, projected: z, kept: keptIndex } = scratch;
  let kept = 0;
  let total = 0;
  for (let n = 0; n < count; n++) {
    const j = indices[n];
    const row = kept * k;
    for (let a = 0; a < kept; a++) {
      let s = matrix[j * k + keptIndex[a]];
      for (let b = 0; b < a; b++) s -= l[row + b] * l[a * k + b];
      l[row + a] = s / l[a * k + a];
    }
    let pivot = matrix[j * k + j];
    let rest = target[j];
    for (let b = 0; b < kept; b++) {
      pivot -= l[row + b] * l[row + b];
      rest -= l[row + b] * z[b];
    }
    if (!(pivot > COLLINEAR_TOLERANCE)) continue;
    const root = Math.sqrt(pivot);
    l[row + kept] = root;
    z[kept] = rest / root;
    total += z[kept] * z[kept];
    keptIndex[kept++] = j;
  }
  return Math.min(1, Math.max(0, total));
}

/** R² of the regression of the target on a subset of predictors, from correlations: r_S' R_SS^-1 r_S. */
export function subsetRSquared(input: DriverInput, subset: readonly number[]): number {
  const model = correlationModel(input);
  for (const [n, i] of subset.entries()) {
    if (!Number.isInteger(i) || i < 0 || i >= model.k) {
      throw new Error(`Predictor ${i} is not one of the ${model.k} questions.`);
    }
    if (subset.indexOf(i) !== n) throw new Error(`Predictor ${i} is listed twice.`);
  }
  return fitRSquared(model, subset, subset.length, scratchFor(model.k));
}

/**
 * Exact Shapley values of R² over all 2^k subsets: each predictor's marginal R² gain, averaged over
 * every order in which the predictors could enter the regression (weighted by subset size, which is
 * the same average). Each subset's R² is computed once and kept by bitmask.
 */
export function shapleyImportance(input: DriverInput): DriverImportance {
  const model = correlationModel(input);
  const { k } = model;
  if (k > MAX_DRIVER_QUESTIONS) {
    throw new Error(
      `Key-driver analysis takes at most ${MAX_DRIVER_QUESTIONS} questions (2^k regressions); got ${k}.`,
    );
  }
  const subsets = 1 << k;
  const fit = new Float64Array(subsets);
  const size = new Uint8Array(subsets);
  const indices = new Int32Array(k);
  const scratch = scratchFor(k);
  for (let mask = 1; mask < subsets; mask++) {
    let count = 0;
    for (let i = 0; i < k; i++) if (mask & (1 << i)) indices[count++] = i;
    size[mask] = count;
    fit[mask] = fitRSquared(model, indices, count, scratch);
  }

  // Share of the orders in which exactly s others come first: s!(k-s-1)!/k!.
  const weight = Array.from({ length: k }, (_, s) => 1 / (k * binomial(k - 1, s)));
  const raw = new Array<number>(k).fill(0);
  for (let mask = 0; mask < subsets; mask++) {
    for (let j = 0; j < k; j++) {
      const bit = 1 << j;
      if (mask & bit) continue;
      raw[j] += weight[size[mask]] * (fit[mask | bit] - fit[mask]);
    }
  }

  const rSquared = fit[subsets - 1];
  // With correlations from one set of rows, R² never falls when a predictor joins and every share is
  // at least 0; a tolerance-sized negative from rounding is set to 0 and the rest rescaled to R².
  const positive = raw.map((v) => Math.max(0, v));
  const sum = positive.reduce((a, b) => a + b, 0);
  const hasFit = rSquared > NO_FIT && sum > 0;
  const shapley = positive.map((v) => (hasFit ? (v * rSquared) / sum : 0));
  const importance = shapley.map((v) => (hasFit ? v / rSquared : 0));
  return { rSquared, shapley, importance };
}

function binomial(n: number, r: number): number {
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return result;
}
