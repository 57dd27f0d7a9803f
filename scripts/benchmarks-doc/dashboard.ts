/** docs/benchmarks.md: the dashboard benchmark (`npm run bench`), bench/results/full-<size>.json and its kin. */
import {
  fmt,
  lower,
  measured,
  num,
  type ResultFile,
  range,
  ratio,
  size,
  table,
  times,
  when,
} from './format.ts';

export interface Stats {
  p50: number | null;
  p95: number | null;
  n?: number;
}
export interface Call {
  call: string;
  scope: string;
  filter: string;
  api: Stats;
  postgres: Stats;
  duckdb: Stats;
  wide?: Stats;
}
export interface Throughput {
  connections?: number;
  seconds?: number;
  requestsPerSecond: number;
  p95: number;
  errors: number;
}
export interface DashboardRun {
  size: number;
  store?: 'disk' | 'memory' | 'clickhouse';
  run?: string;
  date?: string;
  restartFirstCallMs?: number | null;
  ingestionPerSecond: number | null;
  firstBuildSeconds?: number;
  tagsStoredSeconds?: number;
  coldBuildSeconds: number;
  coldBuildLoadAverage?: number[];
  rssDeltaMb: number;
  duckdbMb: number;
  duckdbMbPerMillion: number;
  throughput: Throughput;
  throughputCached: Throughput;
  refresh: { visibleAfterCommitMs: number; commitMs: number; rounds?: unknown[] };
  calls: Call[];
}
export interface DashboardFile {
  date: string;
  machine: string;
  quick?: boolean;
  runs: DashboardRun[];
}

const dashboard = (f: ResultFile) => f.data as unknown as DashboardFile;
const callKey = (c: Call) => `${c.call} ${c.scope} ${c.filter}`;
const isComments = (c: Call) => c.call === 'comments';
/** Where the calls were computed (results without a store are from before the disk store: memory). */
const engineOf = (r: DashboardRun) =>
  r.store === 'clickhouse' ? 'ClickHouse' : `DuckDB ${r.store === 'disk' ? 'on disk' : 'in memory'}`;

/** The targets the dashboard benchmark is held to, per size. */
function targetRows(runs: DashboardRun[]): string[][] {
  const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? ': met' : ': missed');
  const cells = (fn: (r: DashboardRun) => string) => runs.map(fn);
  const p50Target = (r: DashboardRun) => (r.size <= 1_000_000 ? 20 : 100);
  return [
    [
      'each call through HTTP, p50 ≤ 20 ms (1M), ≤ 100 ms (10M)',
      ...cells((r) => {
        const p50s = r.calls.map((c) => num(c.api.p50));
        const within = p50s.filter((p) => p !== null && p <= p50Target(r)).length;
        return `${range(p50s, ' ms')}, ${within} of ${r.calls.length} within${verdict(within === r.calls.length)}`;
      }),
    ],
    [
      '≥ 10x faster than the same SQL in PostgreSQL',
      ...cells((r) => {
        const measuredCalls = r.calls.filter((c) => num(c.postgres.p50) !== null && num(c.api.p50));
        if (measuredCalls.length === 0) return 'not measured';
        const ratios = (calls: Call[]) =>
          calls.map((c) => (c.postgres.p50 as number) / (c.api.p50 as number));
        const fast = ratios(measuredCalls).filter((x) => x >= 10).length;
        const aggregates = ratios(measuredCalls.filter((c) => !isComments(c)));
        const lists = ratios(measuredCalls.filter(isComments));
        const span = (xs: number[]) =>
          xs.length === 0 ? '–' : `${times(Math.min(...xs))}–${times(Math.max(...xs))}`;
        return `aggregates ${span(aggregates)}, comment lists ${span(lists)}; ${fast} of ${measuredCalls.length} at 10x or more${verdict(
          fast === measuredCalls.length,
        )}`;
      }),
    ],
    [
      'API ≤ 1.5x raw DuckDB (the overhead of HTTP, session, scope)',
      ...cells((r) => {
        const both = r.calls.filter((c) => num(c.api.p50) !== null && num(c.duckdb.p50));
        if (both.length === 0) return 'not measured';
        const over = (c: Call) => (c.api.p50 as number) / (c.duckdb.p50 as number);
        const within = both.filter((c) => over(c) <= 1.5).length;
        const slow = both.filter((c) => (c.duckdb.p50 as number) >= 5);
        const slowWithin = slow.filter((c) => over(c) <= 1.5).length;
        const highest = slow.length ? Math.max(...slow.map(over)) : null;
        return `${within} of ${both.length} within; where DuckDB takes 5 ms or more, ${slowWithin} of ${slow.length}${
          highest === null ? '' : ` (at most ${highest.toFixed(2)}x)`
        }`;
      }),
    ],
    [
      '32 clients, mixed calls, p95 ≤ 150 ms (1M)',
      ...cells(
        (r) =>
          `${fmt(r.throughputCached.p95)} ms with the result cache (${fmt(r.throughputCached.requestsPerSecond)} req/s), ${fmt(
            r.throughput.p95,
          )} ms without (${fmt(r.throughput.requestsPerSecond)} req/s)${
            r.size <= 1_000_000 ? verdict(r.throughputCached.p95 <= 150) : ''
          }`,
      ),
    ],
    [
      '10,000 new interviews visible ≤ 1 s after their commit',
      ...cells(
        (r) => `${fmt(r.refresh.visibleAfterCommitMs)} ms${verdict(r.refresh.visibleAfterCommitMs <= 1000)}`,
      ),
    ],
    [
      'read model ≤ 400 MB per 1M interviews',
      ...cells((r) => `${fmt(r.duckdbMbPerMillion)} MB${verdict(r.duckdbMbPerMillion <= 400)}`),
    ],
    [
      'cold build after a restart, 1M ≤ 30 s',
      ...cells(
        (r) => `${fmt(r.coldBuildSeconds)} s${r.size === 1_000_000 ? verdict(r.coldBuildSeconds <= 30) : ''}`,
      ),
    ],
    [
      'ingestion ≥ 10,000 interviews/s',
      ...cells((r) =>
        r.ingestionPerSecond === null
          ? 'not measured (a kept seed)'
          : `${fmt(r.ingestionPerSecond)}/s${verdict(r.ingestionPerSecond >= 10_000)}`,
      ),
    ],
  ];
}

/** What one run measured beside the calls, as a list. */
function runFigures(r: DashboardRun): string[] {
  const build =
    r.firstBuildSeconds === undefined
      ? `cold build ${fmt(r.coldBuildSeconds)} s`
      : `cold build ${fmt(r.coldBuildSeconds)} s after a restart (the first build after the seed, which tags every comment: ${fmt(
          r.firstBuildSeconds,
        )} s${r.tagsStoredSeconds ? `, then ${fmt(r.tagsStoredSeconds)} s storing the tags in the background` : ''})`;
  return [
    `- ingestion: ${r.ingestionPerSecond === null ? 'not measured (a kept seed)' : `${fmt(r.ingestionPerSecond)} interviews/s`}`,
    `- read model: ${engineOf(r)}; ${build}`,
    ...(typeof r.restartFirstCallMs === 'number'
      ? [`- a restart's first call: ${fmt(r.restartFirstCallMs)} ms (the read model taken from disk)`]
      : []),
    `- memory: ${fmt(r.duckdbMb)} MB in ${r.store === 'clickhouse' ? 'ClickHouse (on disk)' : 'DuckDB'} (${fmt(
      r.duckdbMbPerMillion,
    )} MB per 1M interviews); process RSS +${fmt(r.rssDeltaMb)} MB during the build`,
    `- ${r.throughput.connections ?? 32} concurrent clients, mixed calls${
      r.throughput.seconds ? ` for ${r.throughput.seconds} s` : ''
    }: ${fmt(r.throughput.requestsPerSecond)} req/s with p95 ${fmt(r.throughput.p95)} ms without the result cache, ${fmt(
      r.throughputCached.requestsPerSecond,
    )} req/s with p95 ${fmt(r.throughputCached.p95)} ms with it (${fmt(
      r.throughput.errors + r.throughputCached.errors,
    )} errors)`,
    `- 10,000 new interviews visible ${fmt(r.refresh.visibleAfterCommitMs)} ms after their commit (commit ${fmt(
      r.refresh.commitMs,
    )} ms${r.refresh.rounds ? `; the median of ${r.refresh.rounds.length} rounds` : ''})`,
  ];
}

function callTable(r: DashboardRun): string[] {
  return table(
    [
      'call',
      'scope',
      'filter',
      'API p50 / p95 ms',
      'PostgreSQL p50 / p95 ms',
      'DuckDB p50 / p95 ms',
      'PG / API',
      'API / DuckDB',
    ],
    r.calls.map((c) => [
      c.call,
      c.scope,
      c.filter,
      `${fmt(c.api.p50)} / ${fmt(c.api.p95)}`,
      `${fmt(c.postgres.p50)} / ${fmt(c.postgres.p95)}`,
      `${fmt(c.duckdb.p50)} / ${fmt(c.duckdb.p95)}`,
      ratio(num(c.postgres.p50), num(c.api.p50)),
      ratio(num(c.api.p50), num(c.duckdb.p50)),
    ]),
  );
}

const FULL = /^(full|quick)-(\d+)\.json$/;
const EARLIER = /^full-(\d+)-(.+)\.json$/;

export function renderDashboard(files: ResultFile[]): string[] {
  const main = files
    .filter((f) => FULL.test(`${f.name}.json`))
    .sort(
      (a, b) =>
        Number(b.name.startsWith('full')) - Number(a.name.startsWith('full')) ||
        dashboard(a).runs[0].size - dashboard(b).runs[0].size,
    );
  const earlier = files.filter((f) => EARLIER.test(`${f.name}.json`));
  const out: string[] = [];
  const headline = main.filter((f) => f.name.startsWith('full-'));
  const runs = headline.flatMap((f) => dashboard(f).runs.filter((r) => r.store !== 'clickhouse'));
  if (runs.length > 0) {
    out.push('### Against the targets', '');
    out.push(
      ...table(
        [
          'target',
          ...runs.map(
            (r) =>
              `${size(r.size)} (${dashboard(headline.find((f) => dashboard(f).runs.includes(r))!).date.slice(0, 10)})`,
          ),
        ],
        targetRows(runs),
      ),
      '',
    );
  }
  for (const f of main) {
    const file = dashboard(f);
    for (const r of file.runs) {
      const label = `${size(r.size)} interviews${file.quick ? ', a quick run' : ''}${
        file.runs.length > 1 ? `, ${engineOf(r)}` : ''
      }`;
      out.push(`### ${label}`, '');
      out.push(
        `${measured(f.data, { load: r.coldBuildLoadAverage, loadNote: 'before the cold build' })} \`${f.path}\`.`,
        '',
      );
      out.push(...runFigures(r), '', ...callTable(r), '');
    }
  }
  for (const f of earlier) {
    const [, sizeText, label] = EARLIER.exec(`${f.name}.json`)!;
    const later = main.find((m) => m.name === `full-${sizeText}`);
    const then = dashboard(f).runs[0];
    const version = /^at-(\d{4}-\d\d-\d\d)$/.test(label) ? `the code as of ${label.slice(3)}` : `"${label}"`;
    out.push(`### ${size(Number(sizeText))} interviews: an earlier version beside it`, '');
    out.push(
      `\`${f.path}\` is the same benchmark run on ${version}: ${lower(measured(f.data, { load: then.coldBuildLoadAverage, loadNote: 'before the cold build' }))} ` +
        '`npm run bench:compare -- <earlier results> <later results>` sets two such runs side by side call by call; ' +
        'runs of different days differ by the machine as much as by the code, so a fair comparison runs both in one sitting.',
      '',
    );
    if (later) {
      const now = dashboard(later).runs[0];
      const byKey = new Map(now.calls.map((c) => [callKey(c), c]));
      out.push(
        ...table(
          [
            'call',
            'scope',
            'filter',
            `API p50 ms, ${version}`,
            `API p50 ms, \`${later.path}\``,
            'later / earlier',
          ],
          then.calls.map((c) => {
            const other = byKey.get(callKey(c));
            return [
              c.call,
              c.scope,
              c.filter,
              fmt(c.api.p50),
              fmt(other?.api.p50),
              other ? `${((other.api.p50 as number) / (c.api.p50 as number)).toFixed(2)}x` : '–',
            ];
          }),
        ),
        '',
        `Cold build: ${fmt(then.coldBuildSeconds)} s then, ${fmt(now.coldBuildSeconds)} s in the later run.`,
        '',
      );
    } else out.push(...runFigures(then), '', ...callTable(then), '');
  }
  return out;
}

/** Several runs of the dashboard calls side by side (stores, engines): one row per run, then the calls. */
export function renderSideBySide(files: ResultFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const file = dashboard(f);
    out.push(`### ${size(file.runs[0].size)} interviews: \`${f.path}\``, '');
    const machine = typeof file.machine === 'string' ? `On ${file.machine}; ` : '';
    out.push(`${machine}each run’s date and the load average before its build are in the table.`, '');
    const labelled = file.runs.some((r) => r.run);
    const hasWide = file.runs.some((r) => r.calls.some((c) => num(c.wide?.p50 ?? null) !== null));
    out.push(
      ...table(
        [
          ...(labelled ? ['run (as recorded)'] : []),
          'engine',
          'measured',
          'load average before the build',
          'calls, API p50',
          ...(hasWide ? ['the same on the wide table alone'] : []),
          'build (ClickHouse: backfill)',
          'memory (ClickHouse: on disk)',
          '32 clients, no cache / cache',
          'visible after commit',
        ],
        file.runs.map((r) => [
          ...(labelled ? [fmt(r.run)] : []),
          engineOf(r),
          when(r.date ?? file.date) ?? '–',
          r.coldBuildLoadAverage ? r.coldBuildLoadAverage.map((x) => fmt(x)).join(' / ') : '–',
          range(
            r.calls.map((c) => num(c.api.p50)),
            ' ms',
          ),
          ...(hasWide
            ? [
                range(
                  r.calls.map((c) => num(c.wide?.p50 ?? null)),
                  ' ms',
                ),
              ]
            : []),
          `${fmt(r.coldBuildSeconds)} s`,
          `${fmt(r.duckdbMb)} MB (RSS +${fmt(r.rssDeltaMb)} MB)`,
          `${fmt(r.throughput.requestsPerSecond)} / ${fmt(r.throughputCached.requestsPerSecond)} req/s`,
          `${fmt(r.refresh.visibleAfterCommitMs)} ms${r.refresh.rounds ? ` (median of ${r.refresh.rounds.length})` : ''}`,
        ]),
      ),
      '',
    );
    if (file.runs.length <= 3) {
      const [first] = file.runs;
      const names = file.runs.map(engineOf);
      const byRun = file.runs.map((r) => new Map(r.calls.map((c) => [callKey(c), c])));
      out.push(
        ...table(
          [
            'call',
            'scope',
            'filter',
            ...names.map((n) => `API p50 ms, ${n}`),
            ...file.runs.slice(1).map((_, i) => `${names[i + 1]} / ${names[0]}`),
          ],
          first.calls.map((c) => {
            const p50s = byRun.map((m) => num(m.get(callKey(c))?.api.p50 ?? null));
            return [
              c.call,
              c.scope,
              c.filter,
              ...p50s.map((p) => fmt(p)),
              ...p50s.slice(1).map((p) => ratio(p, p50s[0])),
            ];
          }),
        ),
        '',
      );
    }
  }
  return out;
}
