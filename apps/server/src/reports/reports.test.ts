import { describe, expect, it } from 'vitest';
import { reportTexts } from './report-texts.ts';

describe('report helpers', () => {
  it('every report language has every text', () => {
    const keys = Object.keys(reportTexts('en')).sort();
    for (const locale of ['fi', 'sv'] as const) {
      expect(Object.keys(reportTexts(locale)).sort()).toEqual(keys);
      expect(Object.values(reportTexts(locale)).every((text) => text.length > 0)).toBe(true);
    }
    expect(reportTexts(undefined)).toBe(reportTexts('en'));
  });
});
