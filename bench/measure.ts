/** Timing helpers: wall-clock samples, percentiles. */
export interface Stats {
  p50: number;
  p95: number;
  n: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export async function sample(fn: () => Promise<unknown>, runs: number, warmup = 2): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return stats(times);
}

/**
 * Two ways of doing the same thing, timed in alternation (a, b, a, b, ...): both see the
 * same machine, so a noisy moment does not favour one of them.
 */
export async function samplePair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs: number,
  warmup = 2,
): Promise<[Stats, Stats]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn();
      times[k].push(performance.now() - start);
    }
  }
  return [stats(times[0]), stats(times[1])];
}

function stats(times: number[]): Stats {
  times.sort((x, y) => x - y);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), n: times.length };
}

export const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

export function rssMb(): number {
  return round(process.memoryUsage().rss / 1024 / 1024, 1);
}

/** Latencies of calls made by load clients: count, errors (not 200), p50, p95, p99 and max (ms). */
export function latencyStats(samples: ReadonlyArray<{ ms: number; status: number }>) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    calls: times.length,
    errors: samples.filter((s) => s.status !== 200).length,
    p50: round(percentile(times, 50), 1),
    p95: round(percentile(times, 95), 1),
    p99: round(percentile(times, 99), 1),
    max: round(times.at(-1) ?? Number.NaN, 1),
  };
}
