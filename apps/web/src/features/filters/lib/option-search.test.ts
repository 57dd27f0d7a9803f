import { UNCHECKED_OPTIONS_CAP } from '@opinio/domain/constants';
import { options } from '@test/filters.ts';
import { describe, expect, it } from 'vitest';
import { capOptions, searchOptions } from './option-search.ts';

describe('option search', () => {
  it('never offers more than the unchecked-options cap, and counts the rest', () => {
    const many = options(UNCHECKED_OPTIONS_CAP + 7);
    const capped = capOptions(many);
    expect(capped.options).toHaveLength(UNCHECKED_OPTIONS_CAP);
    expect(capped.left).toBe(7);
    expect(capOptions(options(3))).toEqual({ options: options(3), left: 0 });
  });

  it('matches title or extName case-insensitively and says when there are more than the limit', () => {
    const all = options(120);
    expect(searchOptions(all, 'OPTION 11').options.map((o) => o.extName)).toEqual([
      'o11',
      'o110',
      'o111',
      'o112',
      'o113',
      'o114',
      'o115',
      'o116',
      'o117',
      'o118',
      'o119',
    ]);
    expect(searchOptions(all, '')).toMatchObject({ more: true });
    expect(searchOptions(all, '').options).toHaveLength(50);
    expect(searchOptions(all, 'o7', 5)).toEqual({
      options: all.filter((o) => o.extName.includes('o7')).slice(0, 5),
      more: true,
    });
    expect(searchOptions(all, 'nothing')).toEqual({ options: [], more: false });
  });
});
