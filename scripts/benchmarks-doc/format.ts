/** What every section of docs/benchmarks.md shares: the result files, figures, tables, dates and loads. */
export const RESULTS = 'bench/results';

export type Obj = Record<string, unknown>;

export interface ResultFile {
  /** The file's name without `.json`. */
  name: string;
  /** `bench/results/<name>.json` */
  path: string;
  data: Obj;
}

// Formatting

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A figure as the tables show it: thousands separated, at most two decimals; "–" when absent. */
export function fmt(v: unknown, unit = ''): string {
  if (typeof v === 'number' && Number.isFinite(v))
    return `${v.toLocaleString('en', { maximumFractionDigits: 2 })}${unit}`;
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return '–';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.map((x) => fmt(x)).join(', ');
  return String(v).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 1000000 → "1M", 2860000 → "2.86M", 100000 → "100k". */
export function size(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toLocaleString('en', { maximumFractionDigits: 2 })}M`;
  if (n >= 1_000) return `${(n / 1_000).toLocaleString('en', { maximumFractionDigits: 1 })}k`;
  return String(n);
}

/** A ratio: one decimal, whole numbers from 100 up. */
export const times = (x: number) =>
  x >= 100 ? `${Math.round(x).toLocaleString('en')}x` : `${x.toFixed(1)}x`;
export const ratio = (a: number | null, b: number | null) =>
  a !== null && b !== null && b > 0 ? times(a / b) : '–';

export const range = (values: Array<number | null>, unit = '') => {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return '–';
  const [low, high] = [Math.min(...known), Math.max(...known)];
  return low === high ? fmt(low, unit) : `${fmt(low)}–${fmt(high, unit)}`;
};

export function table(head: string[], rows: unknown[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) => `| ${row.map((cell) => (typeof cell === 'string' ? cell : fmt(cell))).join(' | ')} |`,
    ),
  ];
}

/** "2026-11-29T02:19:01.917Z" → "2026-11-29 02:19 UTC". */
export function when(iso: unknown): string | null {
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

export const DATE_KEYS = ['date', 'generatedAt', 'at', 'measuredAt', 'startedAt'];
export const LOAD_KEYS = ['loadAverage', 'load', 'loadAverages'];

/**
 * When, where and how busy: "Measured 2026-11-29 02:19 UTC on 2 cores, load average 1.3 / 1.6 / 2.3."
 * `load` overrides the file's own load average, `loadNote` says when it was taken.
 */
export function measured(
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
export const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

export const lower = (text: string) => text.replace(/^./, (c) => c.toLowerCase());

export type Latency = {
  calls?: number;
  errors?: number;
  p50: number;
  p95: number;
  p99?: number;
  max?: number;
};
export const latencyCells = (l: Latency | undefined) =>
  l
    ? [fmt(l.calls), fmt(l.p50, ' ms'), fmt(l.p95, ' ms'), fmt(l.p99, ' ms'), fmt(l.max, ' ms')]
    : ['–', '–', '–', '–', '–'];
