/**
 * docs/benchmarks.md: a results file of any other shape, its figures laid out (parameters, then
 * one table per group of records with the same fields), described by its runner's doc comment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATE_KEYS,
  fmt,
  isObj,
  LOAD_KEYS,
  measured,
  type Obj,
  RESULTS,
  type ResultFile,
  range,
  table,
} from './format.ts';

const repo = join(import.meta.dirname, '../..');

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
export function renderGeneric(f: ResultFile): string[] {
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
export function runnerOf(name: string): { file: string; comment: string } | null {
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
