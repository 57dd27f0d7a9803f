import { describe, expect, it } from 'vitest';
import { blockPathOfServerField, formatJsonPath, parseJsonPath } from './json-path.ts';

describe('formatJsonPath', () => {
  it('writes indexes in brackets and names after dots', () => {
    expect(formatJsonPath([0, 'components', 1, 'type'])).toBe('[0].components[1].type');
    expect(formatJsonPath(['title', 'fi'])).toBe('title.fi');
  });

  it('quotes a name that is no identifier', () => {
    expect(formatJsonPath(['fi', 'nav.rankings'])).toBe('fi["nav.rankings"]');
  });

  it('writes the root as an empty text', () => {
    expect(formatJsonPath([])).toBe('');
  });
});

describe('parseJsonPath', () => {
  it('reads back what formatJsonPath writes', () => {
    for (const path of [
      [0, 'components', 1, 'type'],
      ['title', 'fi'],
      ['fi', 'nav.rankings', 'a"b'],
    ])
      expect(parseJsonPath(formatJsonPath(path))).toEqual(path);
  });

  it('reads single-quoted names', () => {
    expect(parseJsonPath("fi['nav.rankings']")).toEqual(['fi', 'nav.rankings']);
  });

  it('keeps an unreadable rest as one last name', () => {
    expect(parseJsonPath('pages[1].%bad key')).toEqual(['pages', 1, '%bad key']);
  });
});

describe('blockPathOfServerField', () => {
  it('takes the path inside the content', () => {
    expect(blockPathOfServerField('content[0].components[1].type', 'pages')).toEqual([
      0,
      'components',
      1,
      'type',
    ]);
  });

  it('leaves out the block name after content', () => {
    expect(blockPathOfServerField('content.pages[1].components[0].type', 'pages')).toEqual([
      1,
      'components',
      0,
      'type',
    ]);
  });

  it('answers the root for the content itself', () => {
    expect(blockPathOfServerField('content', 'general')).toEqual([]);
  });

  it("reads a path that starts with the block's name", () => {
    expect(blockPathOfServerField('general.startFilter', 'general')).toEqual(['startFilter']);
  });

  it("answers null for another block's field or one outside the content", () => {
    expect(blockPathOfServerField('pages[0].components[1].config.indicator', 'indicators')).toBeNull();
    expect(blockPathOfServerField('baseVersion', 'pages')).toBeNull();
  });
});
