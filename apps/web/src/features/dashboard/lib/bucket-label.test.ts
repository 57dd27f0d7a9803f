import { describe, expect, it } from 'vitest';
import { bucketLabel } from './bucket-label.ts';

describe('bucket labels', () => {
  it('labels months and quarters', () => {
    expect(bucketLabel('2025-03-01', 'month', 'en')).toBe('Mar 2025');
    expect(bucketLabel('2025-03', 'month', 'en')).toBe('Mar 2025');
    expect(bucketLabel('2025-04-01', 'quarter', 'en')).toBe('Q2 2025');
  });

  it('keeps what it cannot read', () => {
    expect(bucketLabel('2025-W10', 'week', 'en')).toBe('2025-W10');
  });
});
