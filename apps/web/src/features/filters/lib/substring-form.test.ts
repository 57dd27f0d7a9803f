import { describe, expect, it } from 'vitest';
import { addSubstring, substringTerms } from './substring-form.ts';

describe('substring form', () => {
  it('includes with a ~ suffix and excludes with a _ prefix', () => {
    expect(addSubstring([], { mode: 'include', text: ' slow ' })).toEqual({ ok: true, values: ['slow~'] });
    expect(addSubstring(['slow~'], { mode: 'exclude', text: 'staff' })).toEqual({
      ok: true,
      values: ['slow~', '_staff'],
    });
  });

  it('refuses an empty text, a repeated one and an excluded text ending in ~', () => {
    expect(addSubstring([], { mode: 'include', text: '  ' })).toEqual({ ok: false, message: 'empty' });
    expect(addSubstring(['slow~'], { mode: 'include', text: 'slow' })).toEqual({
      ok: false,
      message: 'duplicate',
    });
    expect(addSubstring([], { mode: 'exclude', text: 'a~' })).toEqual({ ok: false, message: 'excludeTilde' });
  });

  it('reads the terms of the current value and skips malformed ones', () => {
    expect(substringTerms(['slow~', 'x', '_staff'])).toEqual([
      { value: 'slow~', term: { mode: 'include', text: 'slow' } },
      { value: '_staff', term: { mode: 'exclude', text: 'staff' } },
    ]);
  });
});
