import { describe, expect, it } from 'vitest';
import { formatChoiceValues, parseChoiceValues, toggleOption } from './choice-values.ts';

describe('choice values', () => {
  it('excluded options are all written with a _ prefix', () => {
    expect(formatChoiceValues({ mode: 'exclude', selected: ['web', 'phone'] })).toEqual(['_web', '_phone']);
    expect(formatChoiceValues({ mode: 'include', selected: ['web', 'web'] })).toEqual(['web']);
  });

  it('reads an exclusion back only when the filter can exclude and every value has the prefix', () => {
    expect(parseChoiceValues(['_web', '_phone'], true)).toEqual({
      mode: 'exclude',
      selected: ['web', 'phone'],
    });
    expect(parseChoiceValues(['_web', 'phone'], true)).toEqual({
      mode: 'include',
      selected: ['_web', 'phone'],
    });
    expect(parseChoiceValues(['_web'], false)).toEqual({ mode: 'include', selected: ['_web'] });
    expect(parseChoiceValues([], true)).toEqual({ mode: 'include', selected: [] });
  });

  it('toggling adds at the end or removes', () => {
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
  });
});
