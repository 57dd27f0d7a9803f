import { describe, expect, it } from 'vitest';
import { minimalChange } from './minimal-change.ts';

const apply = (text: string, change: { from: number; to: number; insert: string }) =>
  text.slice(0, change.from) + change.insert + text.slice(change.to);

describe('minimalChange', () => {
  it('replaces only what differs', () => {
    expect(minimalChange('{ "a": 1, "b": 2 }', '{ "a": 1, "b": 3 }')).toEqual({
      from: 15,
      to: 16,
      insert: '3',
    });
  });

  it('handles insertions, deletions and repeated characters', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['abcabc', 'abc'],
      ['', 'x'],
      ['x', ''],
      ['same', 'same'],
    ])
      expect(apply(before, minimalChange(before, after))).toBe(after);
  });

  it('changes nothing between equal texts', () => {
    expect(minimalChange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' });
  });
});
