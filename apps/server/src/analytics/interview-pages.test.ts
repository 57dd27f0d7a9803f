import { describe, expect, it } from 'vitest';
import { parseTriples, positions } from './interview-pages.ts';

describe('parseTriples', () => {
  const parse = (text: string | null) => {
    const triples: number[][] = [];
    parseTriples(text, (a, b, c) => triples.push([a, b, c]));
    return triples;
  };

  it('reads integer triples, negative ones included', () => {
    expect(parse('1,2,3;40,-5,600;7,8,-1700000000')).toEqual([
      [1, 2, 3],
      [40, -5, 600],
      [7, 8, -1700000000],
    ]);
  });

  it('reads nothing from an empty or missing page', () => {
    expect(parse(null)).toEqual([]);
    expect(parse('')).toEqual([]);
  });

  it('keeps ids beyond 32 bits', () => {
    expect(parse('4294967297,1,0')).toEqual([[4294967297, 1, 0]]);
  });
});

describe('positions', () => {
  it('finds each key of a close run and of keys far apart, and no other key', () => {
    for (const keys of [
      [105, 101, 103, 102],
      [7, 4_000_000_000, 12, 9_007_199_254_740_000],
    ]) {
      const at = positions(keys);
      keys.forEach((key, i) => {
        expect(at(key)).toBe(i);
      });
      for (const other of [0, 100, 104, 106, 8, 4_000_000_001, -1]) expect(at(other)).toBe(-1);
    }
    expect(positions([])(1)).toBe(-1);
  });
});
