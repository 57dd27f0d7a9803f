/**
 * `npm run docs:benchmarks`: writes docs/benchmarks.md from the benchmarks' result files,
 * bench/results/*.json (those git does not ignore). Each file is shown with the date of its
 * run and, where it records them, the machine and its load average. The main files have
 * tables of their own; a file of any other shape gets a section that lays out its figures
 * (its parameters, then one table per group of records with the same fields), described by
 * the doc comment of the runner that writes it, so that a new benchmark shows up without a
 * change here. `--check` fails when docs/benchmarks.md is not what this would write (part of
 * `npm run lint:docs`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(import.meta.dirname, '..');
const RESULTS = 'bench/results';
const DOC = 'docs/benchmarks.md';

type Obj = Record<string, unknown>;

interface ResultFile {
  /** The file's name without `.json`. */
  name: string;
  /** `bench/results/<name>.json` */
  path: string;
  data: Obj;
}

// ---------------------------------------------------------------------------------------
// Formatting

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A figure as the tables show it: thousands separated, at most two decimals; "–" when absent. */
function fmt(v: unknown, unit = ''): string {
  if (typeof v === 'number' && Number.isFinite(v))
    return `${v.toLocaleString('en', { maximumFractionDigits: 2 })}${unit}`;
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return '–';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.map((x) => fmt(x)).join(', ');
  return String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 1000000 → "1M", 2860000 → "2.86M", 100000 → "100k". */
function size(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toLocaleString('en', { maximumFractionDigits: 2 })}M`;
  if (n >= 1_000) return `${(n / 1_000).toLocaleString('en', { maximumFractionDigits: 1 })}k`;
  return String(n);
}

/** A ratio: one decimal, whole numbers from 100 up. */
const times = (x: number) => (x >= 100 ? `${Math.round(x).toLocaleString('en')}x` : `${x.toFixed(1)}x`);
const ratio = (a: number | null, b: number | null) =>
  a !== null && b !== null && b > 0 ? times(a / b) : '–';

const range = (values: Array<number | null>, unit = '') => {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return '–';
  const [low, high] = [Math.min(...known), Math.max(...known)];
  return low === high ? fmt(low, unit) : `${fmt(low)}–${fmt(high, unit)}`;
};

function table(head: string[], rows: unknown[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) => `| ${row.map((cell) => (typeof cell === 'string' ? cell : fmt(cell))).join(' | ')} |`,
    ),
  ];
}

/** "2026-11-29T02:19:01.917Z" → "2026-11-29 02:19 UTC". */
function when(iso: unknown): string | null {
  if (typeof iso !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(iso)) return null;
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A load average as recorded: the 1-, 5- and 15-minute averages, one figure, or one per run. */
function load(v: unknown, perRun = false): string | null {
  if (typeof v === 'number') return `load average ${fmt(v)}`;
  if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'number')) return null;
  if (perRun) return `load average ${range(v as number[])} over the runs`;
  return `load average ${(v as number[]).map((x) => fmt(x)).join(' / ')}`;
}

const DATE_KEYS = ['date', 'generatedAt', 'at', 'measuredAt', 'startedAt'];
const LOAD_KEYS = ['loadAverage', 'load', 'loadAverages'];

/**
 * When, where and how busy: "Measured 2026-11-29 02:19 UTC on 2 cores, load average 1.3 / 1.6 / 2.3."
 * `load` overrides the file's own load average, `loadNote` says when it was taken.
 */
function measured(
  data: Obj,
  extra: { load?: unknown; perRunLoad?: boolean; loadNote?: string } = {},
): string {
  const date = DATE_KEYS.map((k) => when(data[k])).find(Boolean);
  const machine =
    typeof data.machine === 'string'
      ? data.machine
      : typeof data.cpus === 'number'
        ? `${data.cpus} cores`
        : typeof data.cpus === 'string'
          ? data.cpus
          : null;
  const loadKey = LOAD_KEYS.find((k) => data[k] !== undefined);
  const busy =
    extra.load !== undefined
      ? load(extra.load, extra.perRunLoad)
      : loadKey
        ? load(data[loadKey], loadKey === 'loadAverages')
        : null;
  const parts = [
    date ? `Measured ${date}` : 'Date not recorded',
    machine ? `on ${machine}` : null,
    busy ? `, ${busy}${extra.loadNote ? ` ${extra.loadNote}` : ''}` : ', load average not recorded',
  ];
  return `${parts.filter(Boolean).join(' ').replace(' ,', ',')}.`;
}

/** GitHub's anchor of a heading. */
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const lower = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

// ---------------------------------------------------------------------------------------
// The dashboard benchmark (`npm run bench`): bench/results/full-<size>.json and its kin

interface Stats {
  p50: number | null;
  p95: number | null;
  n?: number;
}
interface Call {
  call: string;
  scope: string;
  filter: string;
  api: Stats;
  postgres: Stats;
  duckdb: Stats;
  wide?: Stats;
}
interface Throughput {
  connections?: number;
  seconds?: number;
  requestsPerSecond: number;
  p95: number;
  errors: number;
}
interface DashboardRun {
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
interface DashboardFile {
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

function renderDashboard(files: ResultFile[]): string[] {
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
function renderSideBySide(files: ResultFile[]): string[] {
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

// ---------------------------------------------------------------------------------------
// The other benchmarks, one renderer each

type Latency = { calls?: number; errors?: number; p50: number; p95: number; p99?: number; max?: number };
const latencyCells = (l: Latency | undefined) =>
  l
    ? [fmt(l.calls), fmt(l.p50, ' ms'), fmt(l.p95, ' ms'), fmt(l.p99, ' ms'), fmt(l.max, ' ms')]
    : ['–', '–', '–', '–', '–'];

function renderFreshness(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      engine: string;
      interviews: number;
      buildSeconds: number;
      kpiSteadyMs: number[];
      visibleAfterCommitMs: { median: number; min: number; max: number };
      passes: Array<{ rounds: unknown[]; kpiAfterWriteMs: number[] }>;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return [
      `${measured(f.data)} \`${f.path}\`.`,
      '',
      ...table(
        [
          'engine',
          'interviews',
          'build (ClickHouse: backfill)',
          'visible after commit, median (min–max)',
          'KPI call, steady p50',
          'KPI calls right after a write, p50 (max) per pass',
        ],
        [
          [
            d.engine,
            fmt(d.interviews),
            `${fmt(d.buildSeconds)} s`,
            `${fmt(d.visibleAfterCommitMs.median)} ms (${fmt(d.visibleAfterCommitMs.min)}–${fmt(d.visibleAfterCommitMs.max)})`,
            `${fmt(median(d.kpiSteadyMs))} ms`,
            d.passes
              .map((p) => `${fmt(median(p.kpiAfterWriteMs))} (${fmt(Math.max(...p.kpiAfterWriteMs))}) ms`)
              .join('; '),
          ],
        ],
      ),
      '',
    ];
  });
}

function renderManySurveys(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Start = {
      startMs: number;
      rssAfterStartMb: number;
      rssAfterCallsMb: number;
      firstCall: { p50: number; p95: number; max: number };
      warmCall: { p50: number };
      againCall: { p50: number };
    };
    const d = f.data as {
      surveys: number;
      interviews: number;
      perUniverse: number;
      first: Start;
      restart: Start;
    };
    const row = (name: string, s: Start) => [
      name,
      `${fmt(s.startMs)} ms`,
      `${fmt(s.rssAfterStartMb)} MB`,
      `${fmt(s.rssAfterCallsMb)} MB`,
      `${fmt(s.firstCall.p50)} / ${fmt(s.firstCall.p95)} / ${fmt(s.firstCall.max)} ms`,
      `${fmt(s.warmCall.p50)} ms`,
      `${fmt(s.againCall.p50)} ms`,
    ];
    return [
      `${measured(f.data)} ${fmt(d.surveys)} surveys of ${fmt(d.interviews)} interviews, ${fmt(d.perUniverse)} per universe. \`${f.path}\`.`,
      '',
      ...table(
        [
          'start',
          'time to start',
          'RSS after start',
          'RSS after one call to every survey',
          'first call of a survey p50 / p95 / max',
          'warm call p50 (an open survey)',
          'a survey asked again p50 (mostly closed since)',
        ],
        [row('first (builds every read model)', d.first), row('restart (read models from disk)', d.restart)],
      ),
      '',
    ];
  });
}

function renderInsights(files: ResultFile[]): string[] {
  return [...files]
    .sort((a, b) => num(a.data.interviews)! - num(b.data.interviews)!)
    .flatMap((f) => {
      type Figure = { p50: number; p95: number; n?: number; comments?: number };
      const d = f.data as {
        interviews: number;
        runs: number;
        coldBuildSeconds: number;
        drivers: Record<string, Figure>;
        topics: Record<string, Figure>;
      };
      return [
        `**${fmt(d.interviews)} interviews.** ${measured(f.data)} Cold build of the read model with every comment tagged: ${fmt(
          d.coldBuildSeconds,
        )} s; ${fmt(d.runs)} runs per call. \`${f.path}\`.`,
        '',
        ...table(
          ['drill node and filters', 'interviews', 'comments', 'drivers p50 / p95', 'topics p50 / p95'],
          Object.keys(d.drivers).map((node) => [
            node,
            fmt(d.drivers[node].n),
            fmt(d.topics[node]?.comments),
            `${fmt(d.drivers[node].p50)} / ${fmt(d.drivers[node].p95)} ms`,
            d.topics[node] ? `${fmt(d.topics[node].p50)} / ${fmt(d.topics[node].p95)} ms` : '–',
          ]),
        ),
        '',
      ];
    });
}

function renderChanges(files: ResultFile[]): string[] {
  const sorted = [...files].sort((a, b) => num(a.data.interviews)! - num(b.data.interviews)!);
  type Summary = { p50: number; p95: number; comments: number };
  type Changes = {
    interviews: number;
    coldBuildSeconds: number;
    detection: { cells: number; runs: Array<{ ms: number; found: number }> };
    why: { p50: number; p95: number };
    summaries: Record<string, Summary>;
  };
  const nodes = [...new Set(sorted.flatMap((f) => Object.keys((f.data as unknown as Changes).summaries)))];
  return [
    ...sorted.map((f) => `- ${fmt(f.data.interviews)} interviews: ${lower(measured(f.data))} \`${f.path}\``),
    '',
    ...table(
      [
        'interviews',
        'comments',
        'detection, each run',
        'why p50 / p95',
        ...nodes.map((n) => `summary, ${n}: p50 / p95 (comments)`),
      ],
      sorted.map((f) => {
        const d = f.data as unknown as Changes;
        const root = Object.values(d.summaries)[0];
        return [
          fmt(d.interviews),
          fmt(root?.comments),
          `${d.detection.runs.map((r) => fmt(r.ms)).join(' / ')} ms (${fmt(d.detection.cells)} comparisons, ${fmt(
            d.detection.runs[0]?.found,
          )} changes)`,
          `${fmt(d.why.p50)} / ${fmt(d.why.p95)} ms`,
          ...nodes.map((n) => {
            const s = d.summaries[n];
            return s ? `${fmt(s.p50)} / ${fmt(s.p95)} ms (${fmt(s.comments)})` : '–';
          }),
        ];
      }),
    ),
    '',
  ];
}

function renderDelivery(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      interviews: number;
      runs: number;
      budgets: { jsBeforeKpiKB: number; firstKpiMs: number; signInKB: number };
      figures: {
        jsBeforeKpiKB: number;
        allBeforeKpiKB: number;
        requestsBeforeKpi: number;
        firstKpiMs: number;
        firstKpiMsRange?: number[];
        rootSignedIn?: {
          jsBeforeKpiKB: number;
          allBeforeKpiKB: number;
          requestsBeforeKpi: number;
          firstKpiMs: number;
        };
        signInKB: number;
        signInJsKB?: number;
        signInRequests?: number;
      };
      met: Record<string, boolean>;
    };
    const met = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'missed');
    const x = d.figures;
    return [
      `${measured(f.data)} Medians of ${fmt(d.runs)} runs, a demo of ${fmt(d.interviews)} interviews. \`${f.path}\`.`,
      '',
      ...table(
        ['measure', 'budget', 'measured', 'budget met'],
        [
          [
            'JavaScript before the first KPI tile (the overview by its link)',
            `≤ ${fmt(d.budgets.jsBeforeKpiKB)} KB`,
            `${fmt(x.jsBeforeKpiKB)} KB (${fmt(x.allBeforeKpiKB)} KB in all, ${fmt(x.requestsBeforeKpi)} requests)`,
            met(d.met.jsBeforeKpi),
          ],
          [
            'first KPI tile after navigation',
            `≤ ${fmt(d.budgets.firstKpiMs)} ms`,
            `${fmt(x.firstKpiMs)} ms${x.firstKpiMsRange ? ` (runs ${x.firstKpiMsRange.map((v) => fmt(v)).join('–')} ms)` : ''}`,
            met(d.met.firstKpi),
          ],
          ...(x.rootSignedIn
            ? [
                [
                  '`/` opened signed in, before the first KPI tile',
                  'as the link',
                  `${fmt(x.rootSignedIn.requestsBeforeKpi)} requests, ${fmt(x.rootSignedIn.allBeforeKpiKB)} KB (${fmt(
                    x.rootSignedIn.jsBeforeKpiKB,
                  )} KB of JavaScript), first tile ${fmt(x.rootSignedIn.firstKpiMs)} ms`,
                  '',
                ],
              ]
            : []),
          [
            'the sign-in page, everything',
            `≤ ${fmt(d.budgets.signInKB)} KB`,
            `${fmt(x.signInKB)} KB${x.signInJsKB ? ` (${fmt(x.signInJsKB)} KB of JavaScript, ${fmt(x.signInRequests)} requests)` : ''}`,
            met(d.met.signIn),
          ],
        ],
      ),
      '',
    ];
  });
}

function renderLighthouse(files: ResultFile[]): string[] {
  type Figures = {
    performance: number;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    longTasksOver200: number;
    longestTaskMs: number;
    unusedJsKB: number;
    loadAverage?: number;
    benchmarkIndex?: number;
  };
  const presets: Array<[string, string]> = [
    ['mobile', 'mobile (4x CPU slowdown)'],
    ['calibrated', 'mobile, calibrated slowdown'],
    ['desktop', 'desktop'],
  ];
  return files.flatMap((f) => {
    const d = f.data as {
      lighthouse: string;
      interviews: number;
      runs: number;
      calibration?: { benchmarkIndex: number; slowdown: number };
      targets?: { mobilePerformance: number; cls: number };
      pages: Record<
        string,
        { page: string; figures: Record<string, Figures>; met?: Record<string, boolean> }
      >;
    };
    const rows: unknown[][] = [];
    for (const page of Object.values(d.pages))
      for (const [key, name] of presets) {
        const x = page.figures[key];
        if (!x) continue;
        rows.push([
          page.page,
          name,
          `**${fmt(x.performance)}**`,
          fmt(x.fcpMs / 1000, ' s'),
          fmt(x.lcpMs / 1000, ' s'),
          fmt(x.tbtMs / 1000, ' s'),
          fmt(x.cls),
          fmt(x.longTasksOver200),
          fmt(x.longestTaskMs / 1000, ' s'),
          fmt(x.unusedJsKB, ' KB'),
          fmt(x.loadAverage),
          fmt(x.benchmarkIndex),
        ]);
      }
    return [
      `${measured(f.data).replace(', load average not recorded', '')} Lighthouse ${d.lighthouse}, a demo of ${fmt(d.interviews)} interviews; mobile figures are medians of ${fmt(
        d.runs,
      )} runs${
        d.calibration
          ? `; the machine's benchmark index ${fmt(d.calibration.benchmarkIndex)}, for which Lighthouse's guide gives a slowdown of ${fmt(
              d.calibration.slowdown,
            )}x for a mid-range phone (the calibrated rows)`
          : ''
      }${d.targets ? `; the target is ${fmt(d.targets.mobilePerformance)} on the mobile preset with CLS under ${fmt(d.targets.cls)}` : ''}. Each figure is the median over the page's runs with that preset, the load average and benchmark index too. \`${f.path}\`.`,
      '',
      ...table(
        [
          'page',
          'preset',
          'performance',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'tasks > 200 ms',
          'longest task',
          'unused JS',
          'load average',
          'benchmark index',
        ],
        rows,
      ),
      '',
    ];
  });
}

function renderMainThread(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Medians = Record<'tasks' | 'script' | 'layout' | 'style' | 'blocking' | 'lcp', number>;
    const d = f.data as {
      page: string;
      interviews: number;
      cpuSlowdown: number;
      runs: number;
      builds: Array<{ name: string; medians: Medians }>;
    };
    const keys: Array<[keyof Medians, string]> = [
      ['tasks', 'all tasks'],
      ['script', 'script'],
      ['layout', 'layout'],
      ['style', 'style recalculation'],
      ['blocking', 'blocking time'],
      ['lcp', 'largest contentful paint'],
    ];
    const [first, ...others] = d.builds;
    return [
      `${measured(f.data)} ${fmt(d.runs)} loads of each build in turn at ${fmt(d.cpuSlowdown)}x CPU slowdown, a demo of ${fmt(
        d.interviews,
      )} interviews; the page: ${fmt(d.page)}. \`${f.path}\`.`,
      '',
      ...table(
        [
          'median, ms',
          ...d.builds.map((b) => (b.name === 'against' ? 'the build compared (`--against`)' : b.name)),
          ...others.map(() => 'this build / the other'),
        ],
        keys.map(([key, name]) => [
          name,
          ...d.builds.map((b) => fmt(b.medians[key])),
          ...others.map((b) => `${(first.medians[key] / b.medians[key]).toFixed(2)}x`),
        ]),
      ),
      '',
    ];
  });
}

function renderUserList(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      engine: string;
      members: number;
      runs: number;
      calls: Record<string, { p50: number; p95: number; total: number }>;
    };
    return [
      `${measured(f.data)} ${fmt(d.members)} members on ${d.engine === 'pglite' ? 'the embedded database (PGlite)' : d.engine}, ${fmt(
        d.runs,
      )} runs per call. \`${f.path}\`.`,
      '',
      ...table(
        ['call', 'p50', 'p95', 'matches'],
        Object.entries(d.calls).map(([call, x]) => [
          call,
          fmt(x.p50, ' ms'),
          fmt(x.p95, ' ms'),
          fmt(x.total),
        ]),
      ),
      '',
    ];
  });
}

function renderImport(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      demoInterviews: number;
      rows: number;
      fileMb: number;
      clients: number;
      intervalMs: number;
      import: { seconds: number; uploadSeconds: number; checkSeconds: number; writeSeconds: number };
      latencyMs: Record<string, Latency>;
      eventLoopDelayMs?: { p99: number; max: number };
    };
    const names: Record<string, string> = {
      beforeImport: 'before the import',
      all: 'during the import, every call',
      health: 'during: `/api/health`',
      kpi: "during: the overview's KPI call",
    };
    return [
      `${measured(f.data)} A ${fmt(d.rows)}-row CSV file (${fmt(d.fileMb)} MB) into a demo of ${fmt(d.demoInterviews)} interviews; ${fmt(
        d.clients,
      )} clients, a call every ${fmt(d.intervalMs)} ms each. The import took ${fmt(d.import.seconds)} s (upload ${fmt(
        d.import.uploadSeconds,
      )} s, check ${fmt(d.import.checkSeconds)} s, writing ${fmt(d.import.writeSeconds)} s)${
        d.eventLoopDelayMs
          ? `; the server's event-loop delay p99 ${fmt(d.eventLoopDelayMs.p99)} ms, max ${fmt(d.eventLoopDelayMs.max)} ms`
          : ''
      }. \`${f.path}\`.`,
      '',
      ...table(
        ['other users’ calls', 'calls', 'p50', 'p95', 'p99', 'max'],
        Object.entries(d.latencyMs)
          .sort(([a], [b]) => Number(b === 'beforeImport') - Number(a === 'beforeImport'))
          .map(([key, l]) => [names[key] ?? key, ...latencyCells(l)]),
      ),
      '',
    ];
  });
}

function renderAlertMail(files: ResultFile[]): string[] {
  type Storm = {
    rows: number;
    demoInterviews: number;
    smtp: boolean;
    alerts: number;
    seconds: { import: number; allMailsSent: number };
    mail: null | {
      expected: number;
      received: number;
      missing: number;
      duplicates: number;
      smtpConnectionsAtOnce: number;
      maxConnectionsSetting: number;
    };
    latencyMs: { all: Latency };
  };
  return [
    ...files.map(
      (f) =>
        `- ${(f.data as unknown as Storm).smtp ? 'with SMTP' : 'without SMTP'}: ${lower(measured(f.data))} \`${f.path}\``,
    ),
    '',
    ...table(
      ['', 'import', 'mails', 'SMTP connections at once', 'other users’ calls', 'p50', 'p95', 'p99', 'max'],
      files.map((f) => {
        const d = f.data as unknown as Storm;
        return [
          `${d.smtp ? 'with SMTP' : 'without SMTP (the baseline)'}: ${fmt(d.rows)} detractors, ${fmt(d.alerts)} alerts`,
          d.mail
            ? `${fmt(d.seconds.import)} s, all mails out ${fmt(d.seconds.allMailsSent - d.seconds.import)} s later`
            : `${fmt(d.seconds.import)} s`,
          d.mail
            ? `${fmt(d.mail.received)} of ${fmt(d.mail.expected)} digests received: ${fmt(d.mail.missing)} missing, ${fmt(d.mail.duplicates)} twice`
            : 'none',
          d.mail
            ? `${fmt(d.mail.smtpConnectionsAtOnce)} (\`MAIL_MAX_CONNECTIONS\` ${fmt(d.mail.maxConnectionsSetting)})`
            : '0',
          ...latencyCells(d.latencyMs.all),
        ];
      }),
    ),
    '',
  ];
}

function renderReportExport(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      database: string;
      interviews: number;
      report: string;
      renderSeconds: number;
      downloadSeconds: number;
      fileMb: number;
      rssMb: { before: number; peak: number; growth: number };
      otherUsersKpiMs: { before: Latency; during: Latency };
    };
    const kpi = (l: Latency) => `${fmt(l.p50)} / ${fmt(l.p95)} / ${fmt(l.max)} ms`;
    return [
      `${measured(f.data)} \`${f.path}\`.`,
      '',
      ...table(
        [
          'report',
          'interviews',
          'render',
          'file',
          'download',
          'server memory (peak growth)',
          'others’ KPI p50 / p95 / max, during (before)',
        ],
        [
          [
            d.report,
            fmt(d.interviews),
            `${fmt(d.renderSeconds)} s`,
            `${fmt(d.fileMb)} MB`,
            `${fmt(d.downloadSeconds)} s`,
            `+${fmt(d.rssMb.growth)} MB`,
            `${kpi(d.otherUsersKpiMs.during)} (${kpi(d.otherUsersKpiMs.before)})`,
          ],
        ],
      ),
      '',
    ];
  });
}

function renderScriptSandbox(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      clients: number;
      intervalMs: number;
      loopingScript: {
        seconds: number;
        ingestCallsStopped: number;
        latencyBeforeMs: Latency;
        latencyDuringMs: Latency;
        eventLoopDelayMs?: { p99: number; max: number };
      };
      computedVariable: {
        batch: number;
        withoutScriptMs: number;
        withScriptMs: number;
        scriptMsPerInterview: number;
      };
    };
    const s = d.loopingScript;
    const c = d.computedVariable;
    return [
      `${measured(f.data)} ${fmt(d.clients)} clients, a call every ${fmt(d.intervalMs)} ms each. \`${f.path}\`.`,
      '',
      ...table(
        ['other users’ calls', 'calls', 'p50', 'p95', 'p99', 'max'],
        [
          ['nothing else running', ...latencyCells(s.latencyBeforeMs)],
          [
            `a script looping for its full second on every new interview (${fmt(s.ingestCallsStopped)} runs stopped in ${fmt(s.seconds)} s)`,
            ...latencyCells(s.latencyDuringMs),
          ],
        ],
      ),
      '',
      `A computed variable: ${fmt(c.batch)} interviews took ${fmt(c.withScriptMs)} ms with the script against ${fmt(
        c.withoutScriptMs,
      )} ms without, ${fmt(c.scriptMsPerInterview)} ms an interview${
        s.eventLoopDelayMs
          ? `; the event-loop delay while scripts looped: p99 ${fmt(s.eventLoopDelayMs.p99)} ms, max ${fmt(s.eventLoopDelayMs.max)} ms`
          : ''
      }.`,
      '',
    ];
  });
}

function renderFairWork(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    type Side = {
      date: string;
      machine: string;
      database: string;
      reports: {
        workbooksQueuedFirst: number;
        otherUniverseQueuePosition: number;
        otherUniverseWaitMs: number;
        tasksStillQueuedWhenItFinished: number;
      };
      scripts: {
        slowMsPerInterview: number;
        interviewsPosted: number;
        otherUniverseTestRunMs: number;
        sameSurveyKpiMs: number;
        sameSurveyKpiIdleMs: number;
      };
    };
    const sides = Object.entries(f.data as Record<string, Side>).filter(([, v]) => isObj(v));
    const s = (ms: number) => fmt(Math.round(ms / 100) / 10, ' s');
    return [
      ...sides.map(
        ([label, side]) => `- ${label}: ${lower(measured(side as unknown as Obj))} ${side.database}.`,
      ),
      `- \`${f.path}\``,
      '',
      ...table(
        ['', ...sides.map(([label]) => label)],
        [
          [
            `the other universe's report after ${fmt(sides[0]?.[1].reports.workbooksQueuedFirst)} workbooks (the queue position it was shown)`,
            ...sides.map(
              ([, v]) =>
                `${s(v.reports.otherUniverseWaitMs)} (position ${fmt(v.reports.otherUniverseQueuePosition)}; ${fmt(
                  v.reports.tasksStillQueuedWhenItFinished,
                )} still queued when it finished)`,
            ),
          ],
          [
            `the other universe's script test run during a slow batch (${fmt(sides[0]?.[1].scripts.interviewsPosted)} interviews, ${fmt(
              sides[0]?.[1].scripts.slowMsPerInterview,
            )} ms each)`,
            ...sides.map(([, v]) => s(v.scripts.otherUniverseTestRunMs)),
          ],
          [
            'the same survey’s KPI tiles during the slow batch',
            ...sides.map(([, v]) => fmt(v.scripts.sameSurveyKpiMs, ' ms')),
          ],
          [
            'the first KPI call after a script’s variable is added (the read model takes the new question in)',
            ...sides.map(([, v]) => s(v.scripts.sameSurveyKpiIdleMs)),
          ],
        ],
      ),
      '',
    ];
  });
}

function renderSoak(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      database: string;
      minutes: number;
      clients: number;
      distinctCalls: number;
      warmupSeconds: number;
      summary: Record<string, number>;
      windows: unknown[];
    };
    const x = d.summary;
    return [
      `${measured(f.data)} ${fmt(d.minutes)} minutes, ${fmt(d.clients)} clients, ${fmt(d.distinctCalls)} distinct calls, on ${d.database}; ${fmt(
        d.windows.length,
      )} windows of 10 s are recorded in \`${f.path}\`.`,
      '',
      ...table(
        [
          'calls',
          'errors',
          'req/s',
          'RSS after the warm-up',
          'RSS at the end',
          'RSS max',
          'heap after the warm-up / at the end',
          'DuckDB at the end',
        ],
        [
          [
            fmt(x.calls),
            fmt(x.errors),
            fmt(x.requestsPerSecond),
            fmt(x.rssWarmupMb, ' MB'),
            `${fmt(x.rssEndMb, ' MB')} (+${fmt(x.rssGrowthMb)} MB)`,
            fmt(x.rssMaxMb, ' MB'),
            `${fmt(x.heapWarmupMb)} / ${fmt(x.heapEndMb)} MB`,
            fmt(x.duckdbEndMb, ' MB'),
          ],
        ],
      ),
      '',
    ];
  });
}

function renderIsolation(files: ResultFile[]): string[] {
  return files.flatMap((f) => {
    const d = f.data as {
      results: Array<{ mutation: string; expected: string; outcome: string; ok: boolean }>;
    };
    return [
      `${measured(f.data).replace(', load average not recorded', '')} \`${f.path}\`.`,
      '',
      ...table(
        ['guard removed', 'the access matrix should', 'it did', 'as expected'],
        d.results.map((r) => [r.mutation, r.expected, r.outcome, r.ok ? 'yes' : '**no**']),
      ),
      '',
    ];
  });
}

// ---------------------------------------------------------------------------------------
// Any other file: its figures laid out

/** camelCase → words; units kept: "timeoutMs" → "timeout ms". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\bMs\b/g, 'ms')
    .replace(/\bMb\b/g, 'MB')
    .replace(/\bKb\b/gi, 'KB')
    .toLowerCase()
    .replace(/\bmb\b/g, 'MB')
    .replace(/\bkb\b/g, 'KB');
}

const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const numbers = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number');

/**
 * A file of unknown shape: its top-level figures (parameters) in one table, then every object
 * below it with figures of its own, grouped by the fields they have: one table per group, a row
 * per object named by its path. Lists of numbers are shown as their range; lists of objects are
 * laid out item by item (at most 20).
 */
function renderGeneric(f: ResultFile): string[] {
  const skip = new Set([...DATE_KEYS, ...LOAD_KEYS, 'machine', 'cpus']);
  const cell = (v: unknown) =>
    numbers(v) ? (v.length > 3 ? `${range(v)} (${v.length} values)` : fmt(v)) : fmt(v);
  const top = Object.entries(f.data).filter(([k, v]) => !skip.has(k) && (scalar(v) || numbers(v)));
  const groups = new Map<string, { fields: string[]; rows: Array<{ path: string; values: Obj }> }>();
  const visit = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      if (numbers(value) || value.every(scalar)) return;
      value.slice(0, 20).forEach((item, i) => {
        visit(item, [...path, `${i + 1}`]);
      });
      return;
    }
    if (!isObj(value)) return;
    if (path.length > 0) {
      const own = Object.entries(value).filter(([, v]) => scalar(v) || numbers(v));
      if (own.length > 0) {
        const fields = own.map(([k]) => k);
        const signature = fields.join('\u0000');
        const group = groups.get(signature) ?? { fields, rows: [] };
        groups.set(signature, group);
        group.rows.push({
          path: path.map((p) => (/^\d+$/.test(p) ? `#${p}` : words(p))).join(' › '),
          values: Object.fromEntries(own),
        });
      }
    }
    for (const [key, v] of Object.entries(value)) if (!scalar(v) && !numbers(v)) visit(v, [...path, key]);
  };
  visit(f.data, []);
  const out = [`${measured(f.data)} \`${f.path}\`.`, ''];
  if (top.length > 0)
    out.push(
      ...table(
        ['setting', 'value'],
        top.map(([k, v]) => [words(k), cell(v)]),
      ),
      '',
    );
  for (const group of groups.values())
    out.push(
      ...table(
        ['', ...group.fields.map(words)],
        group.rows.map((row) => [fmt(row.path), ...group.fields.map((k) => cell(row.values[k]))]),
      ),
      '',
    );
  return out;
}

/** The runner that writes a results file: the bench/*.ts naming it, its own name first. */
function runnerOf(name: string): { file: string; comment: string } | null {
  const base = name.replace(/-\d+$/, '');
  const candidates = readdirSync(join(repo, 'bench'))
    .filter((file) => file.endsWith('.ts'))
    .sort((a, b) => Number(b === `${base}.ts`) - Number(a === `${base}.ts`) || a.localeCompare(b));
  for (const file of candidates) {
    const text = readFileSync(join(repo, 'bench', file), 'utf8');
    if (!text.includes(`${RESULTS}/${name}.json`) && !text.includes(`${RESULTS}/${base}-`)) continue;
    const doc = /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
    const paragraphs = doc
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, ''))
      .join('\n')
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter((p) => p && !/^npm run /.test(p));
    return { file: `bench/${file}`, comment: paragraphs.join(' ') };
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// The sections

interface Kind {
  title: string;
  /** The file names (with `.json`) this section shows. */
  pattern: RegExp;
  /** The runner, for the table of commands. */
  runner?: string;
  /** What is measured and how. */
  method: string;
  render: (files: ResultFile[]) => string[];
}

const KINDS: Kind[] = [
  {
    title: 'Dashboard calls at 1M and 10M interviews',
    pattern: /^(full|quick)-\d+(-.+)?\.json$/,
    runner: 'bench/run.ts',
    method:
      '`npm run bench` seeds the demo survey at 1M and 10M interviews (`--sizes` chooses the sizes, `--quick` makes a 100k run) ' +
      "with the product's own generator and ingestion code into a real PostgreSQL server with its durable defaults (fsync and " +
      'synchronous commit on), and times each dashboard call (KPI tiles, trend, breakdown, distribution, ranking, comment list; ' +
      'at the root and below a region; with no filter, a choice filter and a time filter) three ways: through the HTTP API as a ' +
      'signed-in user, as the same aggregate in hand-written SQL in PostgreSQL (what a BI tool would send), and as hand-written ' +
      'SQL in raw DuckDB on the same wide table. The result cache is off for these timings. The API and raw DuckDB are timed in ' +
      'alternation, so that a noisy moment hits both; `apps/server/test/bench-calls.test.ts` checks that the three ways compute ' +
      'the same numbers. With a time filter, KPI tiles and rankings also compute the period before (the change on the tiles), ' +
      'and the hand-written SQL does too. Beside the calls a run records the ingestion rate, the read model’s cold build after a ' +
      'restart and the first build after the seed (which tags every comment), its memory, 32 concurrent clients sending mixed ' +
      'calls with and without the result cache, and how soon 10,000 new interviews are counted by the API after their commit. ' +
      'The clients run on the same cores as the server.',
    render: renderDashboard,
  },
  {
    title: 'One big survey: read model on disk and in memory',
    pattern: /^stores-\d+\.json$/,
    method:
      '`npm run bench -- --store memory,disk` measures both stores of the read model on one seeded database, one after the ' +
      'other; `stores-<size>.json` keeps such a run. Whichever store runs second tends to be the faster, so differences of a ' +
      'few tenths are within the noise.',
    render: renderSideBySide,
  },
  {
    title: 'ClickHouse beside DuckDB',
    pattern: /^clickhouse-\d+\.json$/,
    method:
      '`npm run bench -- --api-only --engine duckdb,clickhouse` runs the dashboard calls on both engines over one seeded ' +
      'PostgreSQL (ClickHouse as chDB in the benchmark’s process, fed by the outbox relay; [docs/scaling.md](scaling.md)). ' +
      'On ClickHouse each call is timed on its rollups and, in alternation, on the wide table alone; the build is the relay’s ' +
      'backfill of the survey. `--database-url` measures a seed kept from an earlier run. Each row is one run as recorded in the ' +
      'results file.',
    render: renderSideBySide,
  },
  {
    title: 'How soon a write shows',
    pattern: /^freshness-.+\.json$/,
    runner: 'bench/freshness.ts',
    method:
      '`npm run bench:freshness -- --database-url <url> [--engine clickhouse|duckdb]` starts the app on a database seeded by an ' +
      'earlier `npm run bench` (ClickHouse: the survey’s tables made again by a backfill; DuckDB: a cold build), then runs the ' +
      'refresh rounds of `npm run bench` (10,000 interviews inserted through the product’s ingestion code, the KPI call asked ' +
      'until it counts them), each pass followed by ten KPI calls right after the write, while ClickHouse’s rollups have not yet ' +
      'taken the written days in (a call then sums those days from the wide table).',
    render: renderFreshness,
  },
  {
    title: 'Many small surveys, kept across restarts',
    pattern: /^many-surveys\.json$/,
    runner: 'bench/many-surveys.ts',
    method:
      '`npm run bench:many-surveys -- --surveys 1000 --interviews 10000` seeds many surveys of the demo’s questionnaire (three ' +
      'hotels each, ten surveys per universe) into a throwaway PostgreSQL server and starts the server twice over one data ' +
      'folder, each start a process of its own: the first builds every survey’s read model on its first call, the second (a ' +
      'restart) takes them from the survey files ([decision 054](decisions/054-read-model-on-disk.md)). The call is a KPI query ' +
      'at the root (the last 90 days and the 90 before) without the result cache; every survey’s count must be the same in both ' +
      'starts. A warm call goes to one of the surveys asked last (still open); the last column is a second call to 200 surveys ' +
      'spread over all of them, most of which were closed since (`ANALYTICS_OPEN_SURVEYS`).',
    render: renderManySurveys,
  },
  {
    title: 'Key drivers and comment topics',
    pattern: /^insights-\d+\.json$/,
    runner: 'bench/insights.ts',
    method:
      '`npm run bench:insights -- --interviews 1000000` seeds the demo survey into a throwaway PostgreSQL server, builds the ' +
      'read model (every comment tagged with its topics and sentiment) and times the key-drivers and topics calls over HTTP as ' +
      'the administrator, without the result cache. The drivers call is two scans (the node and its parent) of the interviews ' +
      'that answered every driver, computing the correlations and moments, then the Shapley fits in JavaScript ' +
      '([docs/key-drivers.md](key-drivers.md)); the result cache answers a repeated call at once.',
    render: renderInsights,
  },
  {
    title: 'What changed and what customers say',
    pattern: /^changes-\d+\.json$/,
    runner: 'bench/changes.ts',
    method:
      '`npm run bench:changes -- --interviews 10000000` seeds the demo survey (a chain of 200 stores in 20 districts and 4 ' +
      'regions: 225 units, 4 indicators, ten topics) into a throwaway PostgreSQL server and measures, without the result cache, ' +
      'the daily detection of changes as the background run makes it (three runs: the first stores the changes, the others find ' +
      'them again), why the strongest change happened, and the comment summary at the chain, at the chain over the last 90 days ' +
      'and at a district, over HTTP ([docs/what-changed.md](what-changed.md), [docs/comment-summaries.md](comment-summaries.md)).',
    render: renderChanges,
  },
  {
    title: 'Delivering the web app',
    pattern: /^delivery\.json$/,
    runner: 'bench/delivery.ts',
    method:
      '`npm run build && npm run bench:delivery` seeds the demo on the embedded database, starts the server and opens the app in ' +
      'Debian’s Chromium, each run in a new browser context (cold cache, localhost). It counts the bytes as sent (compressed) and ' +
      'the time from navigation to the first KPI tile, drawn by the server or by the app, against the budgets. ' +
      '`--against <dir>` measures a second build beside the current one, run for run in turn.',
    render: renderDelivery,
  },
  {
    title: 'Lighthouse on the first pages',
    pattern: /^lighthouse\.json$/,
    runner: 'bench/lighthouse.ts',
    method:
      '`npm run build && npm run bench:lighthouse` seeds the demo as the delivery benchmark does and runs Lighthouse (Debian’s ' +
      'Chromium through chrome-launcher, `CHROME_PATH`) on the three pages people meet first: the dashboard overview signed in ' +
      'as `admin`, the sign-in page and the respondent’s questionnaire opened from an invitation link. After a warm-up, each ' +
      'page gets several runs of the mobile preset (a mid-range phone: 4x CPU slowdown, slow 4G, simulated) and one of the ' +
      'desktop preset; `--calibrated` adds runs at the slowdown Lighthouse’s guide gives for the machine’s benchmark index. ' +
      'Lighthouse multiplies the CPU time it observes, so on a busy machine the blocking times are several times what a quiet ' +
      'one shows: compare runs of the same load.',
    render: renderLighthouse,
  },
  {
    title: 'Main-thread work of the dashboard',
    pattern: /^main-thread\.json$/,
    runner: 'bench/main-thread.ts',
    method:
      '`npm run build && npm run bench:main-thread -- --against <dir>` loads the dashboard overview in Chromium at a phone’s ' +
      'width, signed in as `admin`, with a CPU slowdown, and reads Chromium’s own counters (every task, script, layout and style ' +
      'recalculation), the blocking time of the long tasks and the largest contentful paint. With `--against` a second build ' +
      '(another `apps/web/dist`, copied aside) is served beside it and the two are loaded in turn, so that a busy moment hits ' +
      'both; these counters are steadier than Lighthouse’s score.',
    render: renderMainThread,
  },
  {
    title: 'The user list at 50,000 members',
    pattern: /^user-list\.json$/,
    runner: 'bench/user-list.ts',
    method:
      '`npm run bench:users` seeds a small demo on the embedded database (PGlite, as `npm start` runs it), adds 50,000 members ' +
      'to its universe and times the user list’s calls over HTTP as `admin`; every answer carries the total count of matches. ' +
      'A page deep in the list costs what the first one does: the cursor carries the last row’s sort key.',
    render: renderUserList,
  },
  {
    title: 'Other users during a large import',
    pattern: /^import-latency\.json$/,
    runner: 'bench/import-latency.ts',
    method:
      '`npm run bench:import` starts the app on the embedded database (PGlite in a data folder, a 5,000-interview demo), ' +
      'uploads a valid 150,000-row CSV file as `admin`, and while the import runs has 4 clients call `/api/health` and the ' +
      'overview’s KPI call every 50 ms (`--rows`, `--clients`, `--interval` change that). Every row with NPS 0-6 opens an alert, ' +
      'so the run also carries the alert digests ([decision 019](decisions/019-responsive-under-load.md)).',
    render: renderImport,
  },
  {
    title: 'A storm of alert mails',
    pattern: /^alert-mail-storm(-.+)?\.json$/,
    runner: 'bench/alert-mail-storm.ts',
    method:
      '`npm run bench:alert-mail` starts the app on the embedded database (a 3,000-interview demo) with SMTP pointed at a real ' +
      'SMTP server in the same process, imports 60,000 detractors (each opens an alert of the demo’s "NPS 0-6" rule, which mails ' +
      'the store’s manager) and, while the import runs and its mails go out, has 4 clients call `/api/health` and the overview’s ' +
      'KPI call every 50 ms. It then checks that every expected mail arrived exactly once. `--smtp off` runs the same import ' +
      'without mail, as the baseline ([decision 032](decisions/032-mail-outbox.md)).',
    render: renderAlertMail,
  },
  {
    title: 'A report of every interview',
    pattern: /^report-export\.json$/,
    runner: 'bench/report-export.ts',
    method:
      '`npm run bench:export -- --interviews 1000000` seeds that many interviews into the embedded database, starts the ' +
      'interviews report (Excel, one row per interview, every answer) of the whole organisation while 4 clients call the ' +
      'overview’s KPI tiles every 100 ms, and records the time to render and download it, the server’s peak memory and the other ' +
      'users’ latency.',
    render: renderReportExport,
  },
  {
    title: 'Scripts in the sandbox',
    pattern: /^script-sandbox\.json$/,
    runner: 'bench/script-sandbox.ts',
    method:
      '`npm run bench:scripts` starts the app on the embedded database (a 5,000-interview demo) and has 4 clients call ' +
      '`/api/health` and the overview’s KPI tiles every 50 ms for 10 s, then for another 10 s while interviews arrive one at a ' +
      'time through the ingestion API and a survey script that loops forever runs on each of them (stopped by its 1 s limit; ' +
      '[decision 027](decisions/027-script-sandbox.md)); it also times 1,000 interviews ingested without and with a script ' +
      'computing a segment.',
    render: renderScriptSandbox,
  },
  {
    title: 'Fair work between tenants',
    pattern: /^fair-work\.json$/,
    runner: 'bench/fair-work.ts',
    method:
      '`npm run bench:fair-work` starts the app on the embedded database (a 20,000-interview demo). The demo universe’s ' +
      'administrator queues 20 interview workbooks at once, then a user of the second universe asks for one report; then a ' +
      'survey script taking 0.9 s an interview runs on 10 interviews posted through the API while the second universe’s root ' +
      'runs a script’s test and the demo’s administrator opens the survey’s KPI tiles. `--label` names the column a run writes ' +
      '(`before`: the code before [decision 033](decisions/033-fair-work-tasks.md)).',
    render: renderFairWork,
  },
  {
    title: 'Soak',
    pattern: /^soak\.json$/,
    runner: 'bench/soak.ts',
    method:
      '`npm run soak -- --minutes 30 --clients 32` runs the app on the embedded database (or `DATABASE_URL`) under mixed ' +
      'dashboard calls of every unit with several filters, thousands of distinct calls so that the result cache and the ' +
      'prepared statements fill up to their limits, and records calls, errors, latency and the server’s memory every 10 s ' +
      '([docs/reliability.md](reliability.md#soak)).',
    render: renderSoak,
  },
  {
    title: 'Access guards removed on purpose',
    pattern: /^isolation-mutations\.json$/,
    method:
      '`npm run check:isolation` removes an access guard on purpose, runs the access matrix ' +
      '(`apps/server/test/access-matrix.test.ts`) and restores the file: a tenant filter removed while row-level security holds ' +
      'must not leak (the suite passes); the same filter removed with row-level security off, or a scope check removed, must ' +
      'make it fail ([docs/reliability.md](reliability.md)). A check rather than a benchmark, its results live beside the others.',
    render: renderIsolation,
  },
];

/** The result files git does not ignore (`--api-only` runs stay out), by name. */
function resultFiles(): ResultFile[] {
  const ignored = (path: string) =>
    spawnSync('git', ['check-ignore', '-q', path], { cwd: repo }).status === 0;
  return readdirSync(join(repo, RESULTS))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${RESULTS}/${name}`)
    .filter((path) => !ignored(path))
    .map((path) => ({
      name: path.slice(RESULTS.length + 1, -'.json'.length),
      path,
      data: JSON.parse(readFileSync(join(repo, path), 'utf8')) as Obj,
    }));
}

function commands(kinds: Array<{ title: string; runner?: string }>): string[] {
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const rows = Object.entries(pkg.scripts)
    .filter(([name]) => name === 'bench' || name.startsWith('bench:') || name === 'soak')
    .map(([name, command]) => {
      const runner = /(bench\/[\w-]+\.ts)/.exec(command)?.[1];
      const kind = kinds.find((k) => k.runner && k.runner === runner);
      return [
        `\`npm run ${name}\``,
        `\`${command}\``,
        kind ? `[${kind.title}](#${anchor(kind.title)})` : runner ? 'prints its figures' : '',
      ];
    });
  return table(['command', 'runs', 'shown in'], rows);
}

function benchmarksDoc(): string {
  const files = resultFiles();
  const taken = new Set<string>();
  const sections: Array<{ title: string; runner?: string; body: string[] }> = [];
  for (const kind of KINDS) {
    const mine = files.filter((f) => !taken.has(f.name) && kind.pattern.test(`${f.name}.json`));
    if (mine.length === 0) continue;
    for (const f of mine) taken.add(f.name);
    sections.push({ title: kind.title, runner: kind.runner, body: [kind.method, '', ...kind.render(mine)] });
  }
  for (const f of files.filter((file) => !taken.has(file.name))) {
    const runner = runnerOf(f.name);
    const title = f.name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
    sections.push({
      title,
      runner: runner?.file,
      body: [
        runner
          ? `${runner.comment}${runner.comment.endsWith('.') ? '' : '.'} Written by \`${runner.file}\`; its figures as recorded:`
          : 'Its figures as recorded:',
        '',
        ...renderGeneric(f),
      ],
    });
  }
  const machines = [
    ...new Set(
      files.flatMap((f) =>
        [f.data.machine, ...Object.values(f.data).map((v) => (isObj(v) ? v.machine : undefined))].filter(
          (m): m is string => typeof m === 'string',
        ),
      ),
    ),
  ];
  const lines = [
    '# Benchmarks',
    '',
    '<!-- Generated by `npm run docs:benchmarks` from bench/results/*.json: edit scripts/benchmarks-doc.ts, not this file. -->',
    '',
    'What Opinio’s benchmarks measure and the figures of their latest runs, one section per benchmark, each figure read from ' +
      'its results file in `bench/results/`. Each benchmark writes its file when it ends; `npm run docs:benchmarks` writes this ' +
      'page again from the files (`npm run bench` and `npm run bench:many-surveys` do it themselves), and `npm run lint` fails ' +
      'while the page and the files disagree.',
    '',
    `The runs were measured on ${machines.length ? machines.join(', ') : 'a machine the files do not name'}, with the ` +
      'benchmark’s clients on the same cores as the server. Each section gives the date of its runs and, where the results file ' +
      'records it, the load average when the run started (the 1-, 5- and 15-minute averages): on two cores a load above 2 means ' +
      'the run shared the machine with other work, and its latencies say as much about the machine as about the product. ' +
      'Single figures vary by about a third between runs on such a machine; two versions are compared fairly only when run ' +
      'in one sitting (`npm run bench:compare`, `--against`).',
    '',
    '## Running them',
    '',
    'Those that start a PostgreSQL server or a browser need what `npm test` needs (PostgreSQL’s server binaries, Debian’s ' +
      'Chromium); the browser ones measure the built app (`npm run build` first). None runs in CI.',
    '',
    ...commands(sections),
    '',
    ...sections.map((s) => `- [${s.title}](#${anchor(s.title)})`),
    '',
  ];
  for (const s of sections) lines.push(`## ${s.title}`, '', ...s.body);
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

export function writeBenchmarksDoc(): void {
  writeFileSync(join(repo, DOC), benchmarksDoc());
}

function main() {
  const next = benchmarksDoc();
  if (process.argv.includes('--check')) {
    const now = existsSync(join(repo, DOC)) ? readFileSync(join(repo, DOC), 'utf8') : '';
    if (now !== next) {
      console.error(`${DOC} is not what bench/results/*.json give; run \`npm run docs:benchmarks\`.`);
      process.exit(1);
    }
    console.log(`${DOC}: up to date with bench/results.`);
  } else {
    writeFileSync(join(repo, DOC), next);
    console.log(`${DOC} written.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
