import { describe, expect, it } from 'vitest';
import { representativeComments } from './representative.ts';

const ENGLISH = [
  { id: 'e1', text: 'The queue at the checkout was very long and slow' },
  { id: 'e2', text: 'Long queue at the checkout, only one till open' },
  { id: 'e3', text: 'The queue at the checkout was very long and slow' },
  { id: 'e4', text: 'Waited twenty minutes in the checkout queue, staff did not open another till' },
  { id: 'e5', text: 'Slow checkout queue again, only one cashier working' },
  { id: 'e6', text: 'The parking lot lights were broken' },
  { id: 'e7', text: 'Queue!' },
  { id: 'e8', text: 'the queue at the CHECKOUT was very long and slow!!' },
];

const FINNISH = [
  { id: 'f1', text: 'Jono kassalla oli todella pitkä ja hidas' },
  { id: 'f2', text: 'Kassalla oli pitkä jono, vain yksi kassa auki' },
  { id: 'f3', text: 'Jono kassalla oli todella pitkä ja hidas' },
  { id: 'f4', text: 'Jonotin kassalle kaksikymmentä minuuttia, henkilökunta ei avannut toista kassaa' },
  { id: 'f5', text: 'Taas hidas jono kassalla, vain yksi myyjä töissä' },
  { id: 'f6', text: 'Parkkipaikan valot olivat rikki' },
  { id: 'f7', text: 'Jono!' },
];

/** The same list in another order, by a fixed permutation. */
const shuffled = <T>(items: readonly T[]): T[] => items.map((_, i) => items[(i * 5 + 3) % items.length]);

describe('representative comments', () => {
  it.each([
    ['English', ENGLISH, 'en', 'e6', ['e1', 'e3', 'e8']],
    ['Finnish', FINNISH, 'fi', 'f6', ['f1', 'f3']],
  ] as const)(
    'in %s: typical, never the same comment twice, not the outlier',
    (_, comments, locale, outlier, copies) => {
      const chosen = representativeComments(comments, locale);
      expect(chosen).toHaveLength(3);
      const ids = chosen.map((c) => c.id);
      expect(ids).not.toContain(outlier);
      // The repeated comment is the most typical one: it is chosen, once.
      expect(ids.filter((id) => (copies as readonly string[]).includes(id))).toHaveLength(1);
      expect(new Set(chosen.map((c) => c.text.toLowerCase().replace(/\W/g, ''))).size).toBe(3);
      // "Queue!" and "Jono!" are too short while longer comments remain.
      expect(ids.some((id) => id.endsWith('7'))).toBe(false);
      for (const c of chosen) expect(c.text).toBe(comments.find((x) => x.id === c.id)!.text);
      expect(chosen[0].similarity).toBeGreaterThan(0.5);
    },
  );

  it('choose the same comments in the same order for any order of the input', () => {
    const english = representativeComments(ENGLISH, 'en');
    expect(representativeComments(shuffled(ENGLISH), 'en')).toEqual(english);
    expect(representativeComments([...ENGLISH].reverse(), 'en')).toEqual(english);
    const finnish = representativeComments(FINNISH, 'fi', { k: 4 });
    expect(representativeComments(shuffled(FINNISH), 'fi', { k: 4 })).toEqual(finnish);
  });

  it('give ties to the smaller id', () => {
    const twins = [
      { id: 'b', text: 'Friendly staff helped me find the shoes' },
      { id: 'a', text: 'Friendly staff helped me find the shoes' },
    ];
    expect(representativeComments(twins, 'en').map((c) => c.id)).toEqual(['a']);
  });

  it('return fewer than k rather than repeat a comment', () => {
    const same = [
      { id: '1', text: 'Prices went up again this month' },
      { id: '2', text: 'prices went up again this month!' },
      { id: '3', text: 'Prices went up, again, this month.' },
    ];
    expect(representativeComments(same, 'en', { k: 3 }).map((c) => c.id)).toEqual(['1']);
  });

  it('choose short comments only when the longer ones run out', () => {
    const comments = [
      { id: '1', text: 'Queue!' },
      { id: '2', text: 'Long queue today, again' },
      { id: '3', text: 'The queue was long again at noon' },
      { id: '4', text: 'ok' },
    ];
    const three = representativeComments(comments, 'en', { k: 3 }).map((c) => c.id);
    expect(three.slice(0, 2).sort()).toEqual(['2', '3']);
    expect(three[2]).toBe('1');
    // "ok" is a word of content too, yet shares nothing with the theme: it comes last.
    expect(representativeComments(comments, 'en', { k: 5 }).map((c) => c.id)).toEqual([...three, '4']);
  });

  it('leave out comments without any word of content', () => {
    const comments = [
      { id: '1', text: 'it was what it was' },
      { id: '2', text: '!!!' },
      { id: '3', text: 'Dirty fitting rooms again' },
    ];
    expect(representativeComments(comments, 'en', { k: 3 }).map((c) => c.id)).toEqual(['3']);
    expect(representativeComments([], 'en')).toEqual([]);
    expect(representativeComments(comments, 'en', { k: 0 })).toEqual([]);
  });

  it('work without a known language', () => {
    const chosen = representativeComments(FINNISH, null);
    expect(chosen.map((c) => c.id)).not.toContain('f6');
  });

  it('refuse a bad k or λ and repeated ids', () => {
    expect(() => representativeComments(ENGLISH, 'en', { k: 1.5 })).toThrow(RangeError);
    expect(() => representativeComments(ENGLISH, 'en', { k: -1 })).toThrow(RangeError);
    expect(() => representativeComments(ENGLISH, 'en', { lambda: 1.2 })).toThrow(RangeError);
    expect(() => representativeComments([...ENGLISH, ENGLISH[0]], 'en')).toThrow(RangeError);
  });
});
