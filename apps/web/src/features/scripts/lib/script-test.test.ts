import { describe, expect, it } from 'vitest';
import { isKnownErrorKind, resultJson } from './script-test.ts';

describe('isKnownErrorKind', () => {
  it('knows the sandbox failures', () => {
    for (const kind of ['syntax', 'thrown', 'timeout', 'memory', 'badResult'])
      expect(isKnownErrorKind(kind)).toBe(true);
    expect(isKnownErrorKind('segfault')).toBe(false);
  });
});

describe('resultJson', () => {
  it('indents objects and shows scalars as JSON', () => {
    expect(resultJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(resultJson(true)).toBe('true');
    expect(resultJson(null)).toBe('null');
    expect(resultJson('x')).toBe('"x"');
  });
  it('has nothing to show without a value', () => {
    expect(resultJson(undefined)).toBeNull();
  });
});
