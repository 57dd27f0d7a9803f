import { options, testFilter } from '@test/filters.ts';
import { describe, expect, it } from 'vitest';
import { editorKind } from './filter-kind.ts';

describe('editor kind', () => {
  it('fewer than 10 options: checkboxes for several choices, radio buttons for one', () => {
    expect(editorKind(testFilter('channel', { options: options(3), multipleSelections: true }))).toBe(
      'checkboxes',
    );
    expect(editorKind(testFilter('visit', { options: options(2) }))).toBe('radio');
  });

  it('a typeahead from 10 options on, when dropdown is set, or for server-side filters', () => {
    expect(editorKind(testFilter('a', { options: options(9), multipleSelections: true }))).toBe('checkboxes');
    expect(editorKind(testFilter('a', { options: options(10), multipleSelections: true }))).toBe('typeahead');
    expect(editorKind(testFilter('a', { options: options(2), dropdown: true }))).toBe('typeahead');
    expect(editorKind(testFilter('store', { serverSide: true, multipleSelections: true }))).toBe(
      'serverTypeahead',
    );
  });

  it('value kinds win over the choice layout', () => {
    expect(editorKind(testFilter('ftime', { dateInterval: true }))).toBe('interval');
    expect(editorKind(testFilter('fdate', { dateRef: true }))).toBe('relativeDate');
    expect(editorKind(testFilter('ftoday', { today: true, options: options(2) }))).toBe('today');
    expect(editorKind(testFilter('ftable', { tableDate: true }))).toBe('tableDate');
    expect(editorKind(testFilter('camp', { campaign: true }))).toBe('campaign');
    expect(editorKind(testFilter('nps', { range: true }))).toBe('range');
    expect(editorKind(testFilter('comment', { submatch: true }))).toBe('submatch');
  });
});
