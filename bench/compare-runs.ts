/**
 * npm run bench:compare -- <earlier results.json> <later results.json>
 *
 * Two dashboard benchmark runs (`npm run bench`'s result files) call by call: each call's
 * API median then and now with their ratio, DuckDB's own median beside it, and the calls the
 * later run made slower beyond noise (more than 1.3x and more than 1.5 ms). Run on one
 * machine in one sitting, an earlier commit's run beside main's is the fair comparison: the
 * same commit measured on another day moves by more than most changes do.
 */
import { readFileSync } from 'node:fs';
import { round } from './measure.ts';

interface Median {
  p50: number;
}
interface CallFigures {
  size: number;
  call: string;
  scope: string;
  filter: string;
  api: Median;
  duckdb: Median;
}
interface Run {
  size: number;
  coldBuildSeconds?: number;
  calls: CallFigures[];
}

/** Slower beyond noise: both a ratio and a difference a busy machine does not make alone. */
const SLOWER_RATIO = 1.3;
const SLOWER_MS = 1.5;

const [earlierFile, laterFile] = process.argv.slice(2);
if (!earlierFile || !laterFile) {
  console.error('usage: npm run bench:compare -- <earlier results.json> <later results.json>');
  process.exit(2);
}
const runsOf = (file: string): Run[] => (JSON.parse(readFileSync(file, 'utf8')) as { runs: Run[] }).runs;
const key = (c: CallFigures) => `${c.size} ${c.call} ${c.scope} ${c.filter}`;
const earlierRuns = runsOf(earlierFile);
const earlier = new Map(earlierRuns.flatMap((run) => run.calls.map((c) => [key(c), c] as const)));

for (const run of runsOf(laterFile)) {
  const before = earlierRuns.find((r) => r.size === run.size);
  console.log(
    `\n${run.size.toLocaleString('en')} interviews: cold build ${before?.coldBuildSeconds ?? '?'} s → ${run.coldBuildSeconds ?? '?'} s`,
  );
  let slower = 0;
  let compared = 0;
  for (const call of run.calls) {
    const then = earlier.get(key(call));
    if (!then) continue;
    compared += 1;
    const ratio = call.api.p50 / then.api.p50;
    const worse = ratio > SLOWER_RATIO && call.api.p50 - then.api.p50 > SLOWER_MS;
    if (worse) slower += 1;
    console.log(
      [
        `${call.call.padEnd(12)} ${call.scope.padEnd(6)} ${call.filter.padEnd(6)}`,
        `API ${then.api.p50} → ${call.api.p50} ms (${round(ratio, 2)}x)`,
        `DuckDB ${then.duckdb.p50} → ${call.duckdb.p50} ms`,
        `API/DuckDB ${round(call.api.p50 / call.duckdb.p50, 2)}x`,
        worse ? 'SLOWER' : '',
      ].join('  '),
    );
  }
  console.log(`${slower} of ${compared} calls slower by more than ${SLOWER_RATIO}x and ${SLOWER_MS} ms`);
}
