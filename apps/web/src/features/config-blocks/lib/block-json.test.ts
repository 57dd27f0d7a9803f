import { describe, expect, it } from 'vitest';
import { comparableJson } from './block-json.ts';

describe('comparableJson', () => {
  it('is the same for content whose keys come in another order', () => {
    const saved = { enableSamplesReport: true, enableAlertsReport: false, nested: { b: 1, a: [2, 1] } };
    const stored = { nested: { a: [2, 1], b: 1 }, enableAlertsReport: false, enableSamplesReport: true };
    expect(comparableJson(stored)).toBe(comparableJson(saved));
  });

  it('keeps the order of arrays, which is meaningful', () => {
    expect(comparableJson([{ b: 1, a: 2 }, 'x'])).toBe('[\n  {\n    "a": 2,\n    "b": 1\n  },\n  "x"\n]');
  });

  it('writes a missing value as null', () => {
    expect(comparableJson(undefined)).toBe('null');
  });
});
