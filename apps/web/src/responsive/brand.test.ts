import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableBrand } from './brand.ts';

describe("the universe's colour on the questionnaire", () => {
  it('keeps a dark colour as it is and darkens a light one until white text on it reads (4.5:1)', () => {
    expect(readableBrand('#0B5CAD')).toBe('#0b5cad');
    for (const light of ['#ffd400', '#ffffff', '#66ccff']) {
      const used = readableBrand(light)!;
      expect(contrastOnWhite(used)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ignores no colour and anything but #rrggbb', () => {
    expect(readableBrand(null)).toBeNull();
    expect(readableBrand('red')).toBeNull();
    expect(readableBrand('#fff')).toBeNull();
  });
});
