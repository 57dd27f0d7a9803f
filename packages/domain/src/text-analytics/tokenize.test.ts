import { describe, expect, it } from 'vitest';
import { normalizeWord, phrases, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('finds the words of a comment in order, lower-case', () => {
    expect(tokenize('Lång kö i kassan — 20 min!').map((t) => t.word)).toEqual([
      'lång',
      'kö',
      'i',
      'kassan',
      '20',
      'min',
    ]);
  });

  it("each word's offsets give back the word as written, so the web app can highlight it", () => {
    const text = 'Henkilökunta ei ehtinyt auttaa; the STAFF didn’t help 👍 at 9am. Kö: 3 st.';
    const tokens = tokenize(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual([
      'Henkilökunta',
      'ei',
      'ehtinyt',
      'auttaa',
      'the',
      'STAFF',
      'didn’t',
      'help',
      'at',
      '9am',
      'Kö',
      '3',
      'st',
    ]);
    for (const token of tokens) expect(normalizeWord(text.slice(token.start, token.end))).toBe(token.word);
  });

  it('keeps an apostrophe inside a word and drops quotes around it', () => {
    expect(tokenize("'Don't' said O’Brien's").map((t) => t.word)).toEqual(["don't", 'said', "o'brien's"]);
  });

  it('keeps a decomposed letter whole and composes it', () => {
    const text = 'Hyva\u0308 palvelu'; // "Hyvä" with a combining diaeresis
    const [first] = tokenize(text);
    expect(first).toEqual({ word: 'hyvä', start: 0, end: 5 });
  });

  it('a text of no letters has no words', () => {
    expect(tokenize(' -- !! 🙂 ')).toEqual([]);
  });
});

describe('phrases', () => {
  it('splits the words at punctuation but not at spaces or hyphens', () => {
    const text = 'Slow checkout, out-of-stock bread. Staff  fine';
    expect(phrases(text).map((run) => run.map((t) => t.word).join(' '))).toEqual([
      'slow checkout',
      'out of stock bread',
      'staff fine',
    ]);
  });
});
