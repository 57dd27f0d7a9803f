import { readdirSync, readFileSync } from 'node:fs';
import type { Scenario } from './calls.ts';
import type { Stats } from './measure.ts';

export interface CallResult {
  size: number;
  call: string;
  scope: Scenario['scope'];
  filter: Scenario['filter'];
  api: Stats;
  postgres: Stats;
  duckdb: Stats;
  /** On ClickHouse: the same call with the rollups off (the wide table alone), in alternation. */
  wide?: Stats;
}

interface RunSummary {
  size: number;
  /** null: measured on a kept seed (`--database-url`), not seeded by the run. */
  ingestionPerSecond: number | null;
  coldBuildSeconds: number;
  /** The build of the first start after the seed, which tags every comment (absent in older results). */
  firstBuildSeconds?: number;
  rssDeltaMb: number;
  /** Where the read model was (absent in older results: memory). */
  store?: 'disk' | 'memory' | 'clickhouse';
  /** On disk: a restart's first call, the read model taken from the folder. */
  restartFirstCallMs?: number | null;
  duckdbMb: number;
  duckdbMbPerMillion: number;
  throughput: { requestsPerSecond: number; p95: number; errors: number };
  throughputCached: { requestsPerSecond: number; p95: number; errors: number };
  refresh: { visibleMs: number; visibleAfterCommitMs: number; commitMs: number };
  calls: CallResult[];
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : '-');

/** A Markdown table: p50/p95 per call and the ratios PostgreSQL/API and API/DuckDB. */
export function renderTable(result: { date: string; machine: string; runs: RunSummary[] }): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${result.date.slice(0, 10)} on ${result.machine}, PostgreSQL 15 server with its durable defaults (fsync and synchronous commit on), DuckDB in process.`,
  );
  for (const run of result.runs) {
    lines.push('');
    lines.push(
      `**${run.size.toLocaleString('en')} interviews**: ingestion ${run.ingestionPerSecond === null ? 'not measured (a kept seed)' : `${run.ingestionPerSecond.toLocaleString('en')} interviews/s`}; read model ${run.store === 'disk' ? 'on disk' : 'in memory'}; cold build ${run.coldBuildSeconds} s${run.firstBuildSeconds === undefined ? '' : ` after a restart (the first build after the seed, which tags every comment, ${run.firstBuildSeconds} s)`}; ${typeof run.restartFirstCallMs === 'number' ? `a restart's first call ${run.restartFirstCallMs} ms (taken from disk); ` : ''}read model ${run.duckdbMbPerMillion} MB per 1M interviews in DuckDB (process RSS +${run.rssDeltaMb} MB); 32 concurrent clients, mixed calls: ${run.throughput.requestsPerSecond} req/s with p95 ${run.throughput.p95} ms without the result cache, ${run.throughputCached.requestsPerSecond} req/s with p95 ${run.throughputCached.p95} ms with it (${run.throughput.errors + run.throughputCached.errors} errors); 10k new interviews visible ${run.refresh.visibleAfterCommitMs} ms after commit (commit ${run.refresh.commitMs} ms).`,
    );
    lines.push('');
    lines.push(
      '| call | scope | filter | API p50 / p95 ms | PostgreSQL p50 / p95 ms | DuckDB p50 / p95 ms | PG / API | API / DuckDB |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const c of run.calls) {
      lines.push(
        `| ${c.call} | ${c.scope} | ${c.filter} | ${c.api.p50} / ${c.api.p95} | ${c.postgres.p50} / ${c.postgres.p95} | ${c.duckdb.p50} / ${c.duckdb.p95} | ${ratio(c.postgres.p50, c.api.p50)} | ${ratio(c.api.p50, c.duckdb.p50)} |`,
      );
    }
  }
  return lines.join('\n');
}

/** The latest full run of every size, from bench/results/full-<size>.json. */
export function latestFullRuns(): { date: string; machine: string; runs: RunSummary[] } {
  const files = readdirSync('bench/results').filter((f) => /^full-\d+\.json$/.test(f));
  const results = files.map((f) => JSON.parse(readFileSync(`bench/results/${f}`, 'utf8')));
  results.sort((a, b) => a.runs[0].size - b.runs[0].size);
  const dates = results.map((r) => String(r.date).slice(0, 10)).sort();
  return {
    date: dates.at(-1) ?? '',
    machine: results[0]?.machine ?? '',
    runs: results.map((r) => r.runs[0]),
  };
}
