/** A place in a JSON document: property names and array indexes from its root. */
export type JsonPath = ReadonlyArray<string | number>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A path as people read it: `[0].components[1].type`, `title.fi`, `["nav.rankings"]`; the root is "". */
export function formatJsonPath(path: JsonPath): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

// `.name` or a leading `name`, `[3]`, `["any text"]` or `['any text']`
const SEGMENT = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\['((?:[^'\\]|\\.)*)'\]/y;

function unquote(escaped: string): string {
  try {
    return JSON.parse(`"${escaped}"`) as string;
  } catch {
    return escaped;
  }
}

/** The segments of a formatted path; an unreadable rest becomes one last segment. @internal */
export function parseJsonPath(text: string): (string | number)[] {
  const path: (string | number)[] = [];
  let at = 0;
  while (at < text.length) {
    SEGMENT.lastIndex = at;
    const match = SEGMENT.exec(text);
    if (!match) {
      path.push(text.slice(at).replace(/^\./, ''));
      break;
    }
    const [, name, index, doubleQuoted, singleQuoted] = match;
    if (name !== undefined) path.push(name);
    else if (index !== undefined) path.push(Number(index));
    else if (doubleQuoted !== undefined) path.push(unquote(doubleQuoted));
    else path.push((singleQuoted ?? '').replace(/\\(.)/g, '$1'));
    at = SEGMENT.lastIndex;
  }
  return path;
}

/**
 * The path inside a block's content of a field the server names: in the save's body
 * (`content[0].components[1].type`), or by the block's name (`general.startFilter`); null
 * for a field of another block or outside the content.
 */
export function blockPathOfServerField(field: string, blockName: string): (string | number)[] | null {
  const path = parseJsonPath(field);
  if (path[0] === 'content') {
    path.shift();
    // no block has a property named as the block itself
    if (path[0] === blockName) path.shift();
    return path;
  }
  return path[0] === blockName ? path.slice(1) : null;
}
