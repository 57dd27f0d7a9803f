import { describe, expect, it } from 'vitest';
import { parseInterviewId } from './interview-id.ts';

describe('parseInterviewId', () => {
  it('reads a positive whole number', () => {
    expect(parseInterviewId(' 42 ')).toBe(42);
  });
  it('refuses anything else', () => {
    for (const text of ['', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999']) {
      expect(parseInterviewId(text)).toBeNull();
    }
  });
});
