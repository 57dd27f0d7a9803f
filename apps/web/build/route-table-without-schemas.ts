import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/*
 * The web app's copy of the shared package (docs/decisions/030-answers-without-schemas.md).
 * The browser builds each call from its route entry's method and path and takes the answer
 * as the server sent it, which the server checked against the entry's response schema
 * before sending it. So the route table's schemas are left out of the web build, and what
 * nothing uses of the shared package is left out too: the first files then build no zod
 * schema and load no zod, which comes with the forms that check input.
 */

/** The entry properties that hold schemas. */
const SCHEMA_KEYS = new Set(['params', 'querystring', 'body', 'response', 'documentedBody']);
/** The route table's files (not its helpers: the entry type and `apiPath`, the path parameters). */
export const ROUTE_TABLE_FILE =
  /packages[\\/]domain[\\/]src[\\/]api[\\/](?!api-route|path-params)[\w-]+\.ts$/;
/** The shared package's modules, not its tests. */
const SHARED_FILE = /packages[\\/]domain[\\/]src[\\/].+(?<!\.test)\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const parse = (code: string) => parseAst(code, { lang: 'ts' }) as unknown as AstNode;
const children = (node: AstNode): AstNode[] =>
  Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);

/** The code without the given ranges. */
function cutOut(code: string, cuts: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of [...cuts].sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}

/** Whether `name` occurs in the code as an identifier: not inside another, nor as a property after a dot (a spread's dots do not count). */
const usedIn = (code: string, name: string) =>
  new RegExp(`(?<![\\w$])(?<!(?:^|[^.])\\.)${name.replaceAll('$', '\\$')}(?![\\w$])`).test(code);

/** The name of a property node (`name: ...` or `'name': ...`). */
function keyName(node: AstNode): string | null {
  const key = node.key as AstNode | undefined;
  if (key?.type === 'Identifier') return key.name as string;
  if (key?.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/**
 * The schema properties (`response: {...}`) of every route entry: an object literal with a
 * `method` and a `path`, in an `xxxApi` object or made by a helper, or spreading one
 * (`{ ...startOn(...), querystring: ... }`).
 */
function withoutEntrySchemas(code: string): string {
  const cuts: Array<[number, number]> = [];
  const visit = (node: AstNode) => {
    if (node.type === 'ObjectExpression') {
      const members = node.properties as AstNode[];
      const properties = members.filter((member) => member.type === 'Property');
      const names = new Set(properties.map(keyName));
      const spreads = members.some((member) => member.type === 'SpreadElement');
      if ((names.has('method') && names.has('path')) || spreads) {
        for (const property of properties) {
          if (!SCHEMA_KEYS.has(keyName(property) ?? '')) continue;
          let end = property.end;
          while (code[end] === ' ') end += 1;
          if (code[end] === ',') end += 1;
          cuts.push([property.start, end]);
        }
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(parse(code));
  return cutOut(code, cuts);
}

/** The module's own (not exported) top-level constants nothing refers to any more, until none is left. */
function withoutUnusedConstants(code: string): string {
  for (;;) {
    const cuts: Array<[number, number]> = [];
    for (const statement of parse(code).body as AstNode[]) {
      if (statement.type !== 'VariableDeclaration') continue;
      const names = (statement.declarations as AstNode[]).map((d) => (d.id as AstNode).name);
      if (names.some((name) => typeof name !== 'string')) continue;
      const elsewhere = code.slice(0, statement.start) + code.slice(statement.end);
      if (names.every((name) => !usedIn(elsewhere, name as string)))
        cuts.push([statement.start, statement.end]);
    }
    if (cuts.length === 0) return code;
    code = cutOut(code, cuts);
  }
}

/**
 * The imports nothing in the module uses any more. A bundler places a module that the first
 * files import in their file even when none of its exports is used there, and with it
 * whatever a later screen uses of it: a schema, and zod.
 */
function withoutUnusedImports(code: string): string {
  const imports = (parse(code).body as AstNode[]).filter((node) => node.type === 'ImportDeclaration');
  const rest = cutOut(
    code,
    imports.map((node) => [node.start, node.end]),
  );
  const cuts: Array<[number, number]> = [];
  for (const node of imports) {
    const specifiers = node.specifiers as AstNode[];
    if (specifiers.length === 0) continue;
    const unused = (specifier: AstNode) =>
      specifier.importKind === 'type' || !usedIn(rest, (specifier.local as AstNode).name as string);
    if (node.importKind === 'type' || specifiers.every(unused)) cuts.push([node.start, node.end]);
  }
  return cutOut(code, cuts);
}

/** A route table file as the web app takes it: its entries without their schemas, and what only those used. */
export function routeTableWithoutSchemas(code: string): string {
  return withoutUnusedImports(withoutUnusedConstants(withoutEntrySchemas(code)));
}

/** Whether a top-level constant's value is computed when the module loads (a call, such as `z.object(...)`). */
function computed(node: AstNode): boolean {
  if (
    node.type === 'CallExpression' ||
    node.type === 'NewExpression' ||
    node.type === 'TaggedTemplateExpression'
  )
    return true;
  // a function's body runs when it is called, not when it is declared
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  return children(node).some(computed);
}

/**
 * Each top-level constant whose value is computed, wrapped in a call marked pure: a bundler
 * takes every call for a possible side effect and would keep a schema nothing uses. Building
 * a zod schema has no side effect the app relies on.
 */
export function withPureConstants(code: string): string {
  const wraps: Array<[number, number]> = [];
  for (let statement of parse(code).body as AstNode[]) {
    if (statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration))
      statement = statement.declaration;
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const init = declarator.init;
      if (isNode(init) && computed(init)) wraps.push([init.start, init.end]);
    }
  }
  let out = '';
  let at = 0;
  for (const [start, end] of wraps) {
    out += `${code.slice(at, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    at = end;
  }
  return out + code.slice(at);
}

export function sharedPackageForTheWeb(): Plugin {
  return {
    name: 'opinio:shared-package-for-the-web',
    enforce: 'pre',
    transform(code, id) {
      if (!SHARED_FILE.test(id)) return null;
      const table = ROUTE_TABLE_FILE.test(id) ? routeTableWithoutSchemas(code) : code;
      return { code: withPureConstants(table), map: null };
    },
  };
}
