import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';
import { reportTexts } from './report-texts.ts';

describe('report helpers', () => {
  it('an attachment header keeps any file name: ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('ranking-cx-all-2026-06-15.xlsx')).toBe(
      `attachment; filename="ranking-cx-all-2026-06-15.xlsx"; filename*=UTF-8''ranking-cx-all-2026-06-15.xlsx`,
    );
    const header = contentDisposition('ranking-kysely-Ähtäri "1".xlsx');
    expect(header).toContain('filename="ranking-kysely-Ahtari _1_.xlsx"');
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('ranking-kysely-Ähtäri "1".xlsx')}`);
  });

  it('every report language has every text', () => {
    const keys = Object.keys(reportTexts('en')).sort();
    for (const locale of ['fi', 'sv'] as const) {
      expect(Object.keys(reportTexts(locale)).sort()).toEqual(keys);
      expect(Object.values(reportTexts(locale)).every((text) => text.length > 0)).toBe(true);
    }
    expect(reportTexts(undefined)).toBe(reportTexts('en'));
  });
});
