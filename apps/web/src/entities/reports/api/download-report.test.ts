import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './download-report.ts';

describe('the file name of a download', () => {
  it('prefers the exact UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      attachmentFileName(
        `attachment; filename="ranking-cx-Ahtari.xlsx"; filename*=UTF-8''ranking-cx-%C3%84ht%C3%A4ri.xlsx`,
        'x.xlsx',
      ),
    ).toBe('ranking-cx-Ähtäri.xlsx');
    expect(attachmentFileName('attachment; filename="ranking.xlsx"', 'x.xlsx')).toBe('ranking.xlsx');
    expect(attachmentFileName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
