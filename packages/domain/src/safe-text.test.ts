import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE, visibleText, ZText } from './safe-text.ts';

describe('safe text', () => {
  it('accepts any well-formed text without NUL, whatever its script', () => {
    for (const text of [
      '',
      'Quick and friendly',
      'Hyvä palvelu 👍',
      'tab\tand\nnewline',
      '\u0001\u007f',
      '漢字',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isSafeText(text.replaceAll('\0', ''))));
  });

  it('refuses NUL and unpaired surrogates: PostgreSQL cannot store them as text', () => {
    for (const text of [
      'a\u0000b',
      '\u0000',
      'x\ud800',
      '\ud800x',
      '\udc00',
      'a\udc00\ud800b',
      '👍'.slice(0, 1),
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('ZText keeps the string checks it is chained with and names the problem', () => {
    const name = ZText.trim().min(1).max(5);
    expect(name.parse('  ok ')).toBe('ok');
    const result = z.object({ name }).safeParse({ name: 'a\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: UNSAFE_TEXT_MESSAGE }),
    ]);
    expect(name.safeParse('toolong').success).toBe(false);
  });

  it('visibleText makes any text safe to echo in a message', () => {
    expect(visibleText('a\u0000b\ud800')).toBe('a\u2400b\ufffd');
    expect(visibleText('Hyvä 👍')).toBe('Hyvä 👍');
    const pieces = fc.constantFrom('a', 'ä', '\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '👍');
    fc.assert(fc.property(fc.string({ unit: pieces }), (text) => isSafeText(visibleText(text))));
  });
});
