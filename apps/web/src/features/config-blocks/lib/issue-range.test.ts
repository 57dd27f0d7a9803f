import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { issueRange } from './issue-range.ts';
import type { JsonPath } from './json-path.ts';

/** The text an issue at `path` marks in `doc`. */
function marked(doc: string, path: JsonPath): string {
  const state = EditorState.create({ doc, extensions: [json()] });
  const tree = ensureSyntaxTree(state, state.doc.length, 5000);
  if (!tree) throw new Error('not parsed');
  const { from, to } = issueRange(tree, state.doc, path);
  return doc.slice(from, to);
}

const PAGES = `[
  {
    "extName": "overview",
    "components": [
      { "type": "KpiTiles", "config": {} },
      { "type": "Nope", "title": { "en": "Trend" } }
    ]
  }
]`;

describe('issueRange', () => {
  it('marks a bad value', () => {
    expect(marked(PAGES, [0, 'components', 1, 'type'])).toBe('"Nope"');
    expect(marked(PAGES, [0, 'components', 1, 'title', 'en'])).toBe('"Trend"');
  });

  it("marks an object inside an object by its property's name", () => {
    expect(marked(PAGES, [0, 'components', 0, 'config'])).toBe('"config"');
    expect(marked(PAGES, [0, 'components'])).toBe('"components"');
  });

  it('marks an object in an array by its opening brace', () => {
    expect(marked(PAGES, [0, 'components', 1])).toBe('{');
  });

  it('marks the closest thing there is for a missing property', () => {
    expect(marked(PAGES, [0, 'components', 1, 'config'])).toBe('{');
    expect(marked(PAGES, [0, 'icon'])).toBe('{');
    expect(marked(PAGES, [3, 'icon'])).toBe('[');
  });

  it('finds names written with escapes', () => {
    expect(marked('{ "n\\u0061v.x": 1 }', ['nav.x'])).toBe('1');
  });

  it('marks the last of a repeated name, as JSON.parse keeps it', () => {
    const doc = '{ "a": 1, "a": 2 }';
    expect(doc.indexOf('2')).toBe(issueRange(treeOf(doc), EditorState.create({ doc }).doc, ['a']).from);
  });

  it('marks the start of an empty or broken document', () => {
    expect(issueRange(treeOf(''), EditorState.create({ doc: '' }).doc, ['a'])).toEqual({ from: 0, to: 0 });
  });
});

function treeOf(doc: string) {
  const state = EditorState.create({ doc, extensions: [json()] });
  const tree = ensureSyntaxTree(state, state.doc.length, 5000);
  if (!tree) throw new Error('not parsed');
  return tree;
}
