import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMPERSAND_REPLACEMENT,
  decodeFilterToken,
  encodeFilterToken,
  FilterTokenError,
  SLASH_REPLACEMENT,
} from './filter-token.ts';

const name = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
const value = fc.oneof(
  fc.string({ minLength: 1, maxLength: 16, unit: 'grapheme' }),
  fc.constantFrom(
    'a/b',
    'x&y',
    '*',
    ';',
    '=',
    '%',
    '%2F',
    'Ääkkönen',
    '東京',
    SLASH_REPLACEMENT,
    AMPERSAND_REPLACEMENT,
  ),
);

describe('filter token', () => {
  it('writes name=v1*v2 pairs joined by ";"', () => {
    expect(
      encodeFilterToken(
        new Map([
          ['channel', ['web', 'phone']],
          ['ftime', ['rdays:-30:0']],
        ]),
      ),
    ).toBe('channel=web*phone;ftime=rdays:-30:0');
  });

  it("stores '/' and '&' as their replacement characters", () => {
    const token = encodeFilterToken(new Map([['unit', ['a/b&c']]]));
    expect(token).toBe(`unit=a${SLASH_REPLACEMENT}b${AMPERSAND_REPLACEMENT}c`);
    expect(token).not.toMatch(/[/&]/);
    expect(decodeFilterToken(token).get('unit')).toEqual(['a/b&c']);
  });

  it('round-trips any names and values, including reserved and non-Latin characters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, fc.array(value, { minLength: 1, maxLength: 4 })), {
          selector: (e) => e[0],
        }),
        (entries) => {
          const filters = new Map(entries);
          const token = encodeFilterToken(filters);
          expect(token).not.toMatch(/[/&]/);
          expect(decodeFilterToken(token)).toEqual(filters);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects malformed tokens with a reason', () => {
    for (const bad of ['novalue', '=x', 'a=1;a=2', 'a=', 'a=1**2']) {
      expect(() => decodeFilterToken(bad), bad).toThrow(FilterTokenError);
    }
    expect(decodeFilterToken('')).toEqual(new Map());
  });
});
