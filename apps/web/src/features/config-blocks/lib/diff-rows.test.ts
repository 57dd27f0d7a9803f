import { describe, expect, it } from 'vitest';
import { type DiffRow, diffRows, hasChanges } from './diff-rows.ts';

const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}`).join('\n');

const kinds = (rows: DiffRow[]) => rows.map((row) => (row.kind === 'skipped' ? `…${row.count}` : row.kind));

describe('diffRows', () => {
  it('numbers added and removed lines on their own side', () => {
    const rows = diffRows('a\nb\nc', 'a\nB\nc');
    expect(rows).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'removed', text: 'b', oldLine: 2, newLine: null },
      { kind: 'added', text: 'B', oldLine: null, newLine: 2 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 3 },
    ]);
  });

  it('does not call a last line changed because a line follows it', () => {
    expect(kinds(diffRows('a\nb', 'a\nb\nc'))).toEqual(['same', 'same', 'added']);
  });

  it('keeps three unchanged lines around a change and counts the rest', () => {
    const before = lines(1, 20);
    const after = before.replace('line 10\n', 'line ten\n');
    expect(kinds(diffRows(before, after))).toEqual([
      '…6',
      'same',
      'same',
      'same',
      'removed',
      'added',
      'same',
      'same',
      'same',
      '…7',
    ]);
  });

  it('does not cut out a single line', () => {
    const before = lines(1, 9);
    const after = before.replace('line 1\n', 'line one\n').replace('line 9', 'line nine');
    expect(kinds(diffRows(before, after))).not.toContain('…1');
  });

  it('tells whether anything changed', () => {
    expect(hasChanges(diffRows('{}', '{}'))).toBe(false);
    expect(hasChanges(diffRows('{}', '[]'))).toBe(true);
  });
});
