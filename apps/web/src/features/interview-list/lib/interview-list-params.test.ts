import { describe, expect, it } from 'vitest';
import { excerpt, readSearch, readSort, withParam } from './interview-list-params.ts';

describe('interview list URL state', () => {
  it('reads the sort, falling back to newest', () => {
    expect(readSort(new URLSearchParams('sort=score_asc'))).toBe('score_asc');
    expect(readSort(new URLSearchParams('sort=best'))).toBe('newest');
    expect(readSort(new URLSearchParams(''))).toBe('newest');
  });

  it('reads the search trimmed and capped', () => {
    expect(readSearch(new URLSearchParams('q=%20staff%20'))).toBe('staff');
    expect(readSearch(new URLSearchParams(`q=${'a'.repeat(300)}`))).toHaveLength(200);
  });

  it('keeps other query values and drops empty ones and the default sort', () => {
    const params = new URLSearchParams('f=1&q=old');
    expect(withParam(params, 'q', 'new').toString()).toBe('f=1&q=new');
    expect(withParam(params, 'q', '').toString()).toBe('f=1');
    expect(withParam(params, 'sort', 'oldest').toString()).toBe('f=1&q=old&sort=oldest');
    expect(withParam(new URLSearchParams('sort=oldest'), 'sort', 'newest').toString()).toBe('');
  });

  it('cuts long comments at a word', () => {
    expect(excerpt('short  text')).toBe('short text');
    const long = 'word '.repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
  });
});
