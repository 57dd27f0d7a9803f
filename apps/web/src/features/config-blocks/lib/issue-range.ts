import type { SyntaxNode, Tree } from '@lezer/common';
import type { JsonPath } from './json-path.ts';

/** Where in the document text a problem is marked. */
export interface TextRange {
  from: number;
  to: number;
}

/** The document's text (CodeMirror's `Text` is one). */
interface Source {
  sliceString(from: number, to?: number): string;
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function valuesOf(node: SyntaxNode): SyntaxNode[] {
  const values: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (VALUES.has(child.name)) values.push(child);
  return values;
}

function propertyName(source: Source, property: SyntaxNode): string | null {
  const name = property.getChild('PropertyName');
  if (!name) return null;
  try {
    return JSON.parse(source.sliceString(name.from, name.to)) as string;
  } catch {
    return null;
  }
}

const isContainer = (node: SyntaxNode) => node.name === 'Object' || node.name === 'Array';
/** A container is marked by its opening bracket: underlining all of it would hide what is inside. */
const mark = (node: SyntaxNode): TextRange =>
  isContainer(node) ? { from: node.from, to: node.from + 1 } : { from: node.from, to: node.to };

/**
 * The text to mark for a problem at `path` in a JSON document parsed by @codemirror/lang-json:
 * the value (or, for an object or array inside an object, its property's name). A path that
 * goes where the document has nothing (a missing property) marks the closest thing there is.
 */
export function issueRange(tree: Tree, source: Source, path: JsonPath): TextRange {
  let node = valuesOf(tree.topNode)[0];
  if (!node) return { from: 0, to: 0 };
  let range = mark(node);
  for (const segment of path) {
    let next: SyntaxNode | undefined;
    let name: SyntaxNode | null = null;
    if (typeof segment === 'number' && node.name === 'Array') {
      next = valuesOf(node)[segment];
    } else if (typeof segment === 'string' && node.name === 'Object') {
      // JSON.parse keeps the last of a repeated name
      const property = node
        .getChildren('Property')
        .filter((p) => propertyName(source, p) === segment)
        .at(-1);
      if (property) {
        name = property.getChild('PropertyName');
        next = valuesOf(property)[0];
        if (!next && name) return { from: name.from, to: name.to };
      }
    }
    if (!next) return range;
    node = next;
    range = name && isContainer(next) ? { from: name.from, to: name.to } : mark(next);
  }
  return range;
}
