import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, replaceItem } from './array-edit.ts';

describe('moveItem', () => {
  it('moves an item up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it is past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('removeItem and replaceItem', () => {
  it('change only the item at the index, in a copy', () => {
    const items = ['a', 'b', 'c'];
    expect(removeItem(items, 1)).toEqual(['a', 'c']);
    expect(replaceItem(items, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
