import { describe, expect, it } from 'vitest';
import { matchesWidth } from './media-width.ts';

describe('the width the first screen is drawn for', () => {
  it("holds MUI's width queries at a phone's and a desktop's width", () => {
    expect(matchesWidth('@media (max-width:599.95px)', 390)).toBe(true);
    expect(matchesWidth('@media (max-width:599.95px)', 1440)).toBe(false);
    expect(matchesWidth('(min-width:1280px)', 1440)).toBe(true);
    expect(matchesWidth('(min-width:1280px)', 390)).toBe(false);
    expect(matchesWidth('@media (min-width:600px) and (max-width:1199.95px)', 900)).toBe(true);
    expect(matchesWidth('@media (min-width:600px) and (max-width:1199.95px)', 1440)).toBe(false);
  });

  it('holds no query of anything else', () => {
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(matchesWidth('print', 1440)).toBe(false);
  });
});
