import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments.ts';

const plain = (text: string) => ({ text, marked: false });
const mark = (text: string) => ({ text, marked: true });

describe('highlighted comment text', () => {
  it('marks the matched words and keeps the rest as written', () => {
    const text = 'The staff were friendly but the queue was long';
    // "staff" is text[4..9], "queue" text[32..37]
    expect(
      highlightSegments(text, [
        { start: 4, end: 9 },
        { start: 32, end: 37 },
      ]),
    ).toEqual([
      plain('The '),
      mark('staff'),
      plain(' were friendly but the '),
      mark('queue'),
      plain(' was long'),
    ]);
  });

  it('shows the text unmarked without spans, and nothing for an empty comment', () => {
    expect(highlightSegments('Fine.', [])).toEqual([plain('Fine.')]);
    expect(highlightSegments('', [{ start: 0, end: 3 }])).toEqual([]);
  });

  it('joins spans that overlap or touch, in whatever order they come', () => {
    const text = 'self-checkout queue';
    // two topics matched "self-checkout" (0..13) and "checkout" (5..13); "queue" 14..19 is apart
    expect(
      highlightSegments(text, [
        { start: 14, end: 19 },
        { start: 5, end: 13 },
        { start: 0, end: 13 },
      ]),
    ).toEqual([mark('self-checkout'), plain(' '), mark('queue')]);
    expect(
      highlightSegments('outofstock', [
        { start: 0, end: 5 },
        { start: 5, end: 10 },
      ]),
    ).toEqual([mark('outofstock')]);
  });

  it('cuts spans to the text and leaves out empty and impossible ones', () => {
    const text = 'Rude staff';
    expect(
      highlightSegments(text, [
        { start: -3, end: 4 },
        { start: 8, end: 99 },
        { start: 6, end: 6 },
        { start: 7, end: 2 },
        { start: 40, end: 50 },
        { start: Number.NaN, end: 3 },
      ]),
    ).toEqual([mark('Rude'), plain(' sta'), mark('ff')]);
  });

  it('counts offsets in UTF-16 code units, as the server does: an emoji takes two', () => {
    const text = '😀 Great staff';
    expect(text.slice(9, 14)).toBe('staff');
    expect(highlightSegments(text, [{ start: 9, end: 14 }])).toEqual([plain('😀 Great '), mark('staff')]);
  });

  it('never cuts an emoji in two: a span that starts or ends inside one takes all of it', () => {
    // "I 😀 love": the emoji is text[2..4]
    const text = 'I 😀 love';
    expect(highlightSegments(text, [{ start: 3, end: 9 }])).toEqual([plain('I '), mark('😀 love')]);
    expect(highlightSegments(text, [{ start: 0, end: 3 }])).toEqual([mark('I 😀'), plain(' love')]);
  });

  it('always puts the text back together', () => {
    const text = 'Kassalla 🧾 jonotin pitkään, henkilökunta oli ystävällistä';
    const spans = [
      { start: 0, end: 8 },
      { start: 10, end: 17 },
      { start: 30, end: 42 },
      { start: 41, end: 200 },
    ];
    expect(
      highlightSegments(text, spans)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
