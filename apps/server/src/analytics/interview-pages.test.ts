import { describe, expect, it } from 'vitest';
import { parseTriples } from './interview-pages.ts';

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
