import type { RawInterview } from './raw-interviews.ts';

/**
 * Key drivers computed a second, straightforward way, for the tests: least squares on the raw
 * answers for every subset of questions (the normal equations), and Shapley values by their
 * definition, the average gain over every order in which the questions can enter.
 */

export function meanOf(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const [mx, my] = [meanOf(xs), meanOf(ys)];
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** R² of the least-squares fit of y on the columns, by the normal equations (Gauss-Jordan, partial pivoting). */
function olsRSquared(columns: number[][], y: number[]): number {
  if (columns.length === 0) return 0;
  const centre = (xs: number[]) => {
    const m = meanOf(xs);
    return xs.map((x) => x - m);
  };
  const xs = columns.map(centre);
  const yc = centre(y);
  const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i], 0);
  const p = xs.length;
  const a = xs.map((xi) => [...xs.map((xj) => dot(xi, xj)), dot(xi, yc)]);
  for (let c = 0; c < p; c++) {
    const pivot = a
      .slice(c)
      .reduce((best, row, r) => (Math.abs(row[c]) > Math.abs(a[best][c]) ? c + r : best), c);
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= p; k++) a[r][k] -= f * a[c][k];
    }
  }
  const beta = a.map((row, i) => row[p] / row[i]);
  return beta.reduce((s, b, i) => s + b * dot(xs[i], yc), 0) / dot(yc, yc);
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

/** R², importance, means and correlations over the interviews that answered every question. */
export function referenceDrivers(rows: readonly RawInterview[], target: string, drivers: readonly string[]) {
  const complete = rows.filter((r) => [target, ...drivers].every((q) => r.values[q] !== undefined));
  const column = (q: string) => complete.map((r) => r.values[q]);
  const y = column(target);
  const fits = new Map<number, number>();
  const fit = (mask: number) => {
    if (!fits.has(mask))
      fits.set(mask, olsRSquared(drivers.filter((_, i) => mask & (1 << i)).map(column), y));
    return fits.get(mask)!;
  };
  const orders = permutations(drivers.map((_, i) => i));
  const shapley = drivers.map(() => 0);
  for (const order of orders) {
    let mask = 0;
    for (const i of order) {
      shapley[i] += (fit(mask | (1 << i)) - fit(mask)) / orders.length;
      mask |= 1 << i;
    }
  }
  const rSquared = fit((1 << drivers.length) - 1);
  return {
    n: complete.length,
    rSquared,
    drivers: drivers.map((q, i) => ({
      question: q,
      importance: shapley[i] / rSquared,
      mean: meanOf(column(q)),
      correlation: pearson(column(q), y),
    })),
  };
}
