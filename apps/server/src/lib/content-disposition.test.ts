import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('an attachment header keeps any file name: ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('ranking-cx-all-2026-06-15.xlsx')).toBe(
      `attachment; filename="ranking-cx-all-2026-06-15.xlsx"; filename*=UTF-8''ranking-cx-all-2026-06-15.xlsx`,
    );
    const header = contentDisposition('ranking-kysely-Ähtäri "1".xlsx');
    expect(header).toContain('filename="ranking-kysely-Ahtari _1_.xlsx"');
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('ranking-kysely-Ähtäri "1".xlsx')}`);
  });

  it('a file the browser shows is inline, a name with a path or a semicolon cannot break the header', () => {
    expect(contentDisposition('letter-preview.pdf', 'inline')).toMatch(
      /^inline; filename="letter-preview.pdf"; /,
    );
    expect(contentDisposition('a/b;c.csv')).toMatch(
      /^attachment; filename="a_b_c.csv"; filename\*=UTF-8''a%2Fb%3Bc.csv$/,
    );
  });
});
