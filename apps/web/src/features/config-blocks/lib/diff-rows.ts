import { diffLines } from 'diff';

/** A line of a diff, with its numbers before and after; or a run of unchanged lines left out. */
export type DiffRow =
  | { kind: 'added' | 'removed' | 'same'; text: string; oldLine: number | null; newLine: number | null }
  | { kind: 'skipped'; count: number };

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The lines of `after` against `before`, unchanged runs cut to `context` lines around each
 * change (a cut of a single line is not worth its marker).
 */
export function diffRows(before: string, after: string, context = 3): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  // both end with a newline: a last line is never "changed" only by the one after it
  for (const change of diffLines(`${before}\n`, `${after}\n`)) {
    for (const text of linesOf(change.value)) {
      if (change.added) rows.push({ kind: 'added', text, oldLine: null, newLine: newLine++ });
      else if (change.removed) rows.push({ kind: 'removed', text, oldLine: oldLine++, newLine: null });
      else rows.push({ kind: 'same', text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return collapseUnchanged(rows, context);
}

function collapseUnchanged(rows: DiffRow[], context: number): DiffRow[] {
  const result: DiffRow[] = [];
  let start = 0;
  while (start < rows.length) {
    if (rows[start].kind !== 'same') {
      result.push(rows[start]);
      start++;
      continue;
    }
    let end = start;
    while (end < rows.length && rows[end].kind === 'same') end++;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    const hidden = end - start - keepBefore - keepAfter;
    if (hidden > 1) {
      result.push(...rows.slice(start, start + keepBefore), { kind: 'skipped', count: hidden });
      result.push(...rows.slice(end - keepAfter, end));
    } else {
      result.push(...rows.slice(start, end));
    }
    start = end;
  }
  return result;
}

/** Whether the two texts differ at all. */
export function hasChanges(rows: DiffRow[]): boolean {
  return rows.some((row) => row.kind === 'added' || row.kind === 'removed');
}
