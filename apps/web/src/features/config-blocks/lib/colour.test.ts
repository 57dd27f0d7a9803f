import { describe, expect, it } from 'vitest';
import { contrastRatio, hexColour } from './colour.ts';

describe('hexColour', () => {
  it('writes #rgb and #rrggbb as #rrggbb', () => {
    expect(hexColour('#FA0')).toBe('#ffaa00');
    expect(hexColour('#00785A')).toBe('#00785a');
  });

  it('answers null for a name or anything else', () => {
    expect(hexColour('red')).toBeNull();
    expect(hexColour('#12345')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#336699', '#336699')).toBeCloseTo(1);
  });

  it('tells readable from unreadable text', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#ffff00', '#ffffff')).toBeLessThan(4.5);
  });
});
