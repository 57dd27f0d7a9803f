import { describe, expect, it } from 'vitest';
import {
  filterValues,
  listFilters,
  removeFilter,
  removeFilterValue,
  setFilter,
  withFilterValues,
} from './filters.ts';

describe('filters', () => {
  it('lists the time filter apart from standard filters', () => {
    const { filters } = listFilters('ftime=rdays:-90:0;channel=web*phone');
    expect(filters).toEqual([
      { name: 'ftime', values: ['rdays:-90:0'], kind: 'time' },
      { name: 'channel', values: ['web', 'phone'], kind: 'standard' },
    ]);
  });

  it('reports a malformed token instead of throwing', () => {
    expect(listFilters('oops').error).toMatch(/name=value/);
  });

  it('sets, replaces and removes filters', () => {
    const token = setFilter('ftime=rdays:-90:0', 'ftime', ['rmonths:-24:0']);
    expect(token).toBe('ftime=rmonths:-24:0');
    expect(removeFilter('ftime=rdays:-90:0;channel=web', 'ftime')).toBe('channel=web');
  });

  it('removing the last value of a filter removes the filter', () => {
    expect(removeFilterValue('channel=web*phone', 'channel', 'web')).toBe('channel=phone');
    expect(removeFilterValue('channel=web', 'channel', 'web')).toBe('');
  });

  it('setting no values removes the filter, and the others keep their order', () => {
    expect(withFilterValues('ftime=rdays:-90:0;channel=web', 'channel', [])).toBe('ftime=rdays:-90:0');
    expect(withFilterValues('ftime=rdays:-90:0', 'nps', ['0_6'])).toBe('ftime=rdays:-90:0;nps=0_6');
    expect(filterValues('channel=web*phone', 'channel')).toEqual(['web', 'phone']);
    expect(filterValues('oops', 'channel')).toEqual([]);
  });
});
