import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vitest/node';

const ROUTES_DIR = fileURLToPath(new URL('../src/routes', import.meta.url));

/**
 * A handler resolves the request, calls one use case and answers (docs/decisions/039-route-folders.md):
 * at most this many statements in its body.
 */
const MAX_STATEMENTS = 6;

/** Calls that walk a collection: a rule over many things, which belongs in a use case. */
const ITERATING = new Set(['map', 'flatMap', 'filter', 'reduce', 'find', 'some', 'every', 'forEach', 'sort']);

const LOOPS = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind
type Node = any;

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value)
      ? value.filter((v) => v && typeof v.type === 'string')
      : value && typeof value === 'object' && typeof (value as Node).type === 'string'
        ? [value]
        : [],
  );
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const isFunction = (node: Node) =>
  node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** Every handler of a route file: the function given as `handler:`, also through a const of the file. */
function handlers(program: Node): Node[] {
  const named = new Map<string, Node>();
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier' && isFunction(node.init))
      named.set(node.id.name, node.init);
  });
  const found: Node[] = [];
  walk(program, (node) => {
    if (node.type !== 'Property' || node.key?.type !== 'Identifier' || node.key.name !== 'handler') return;
    const fn = isFunction(node.value) ? node.value : named.get(node.value?.name);
    if (fn && !found.includes(fn)) found.push(fn);
  });
  return found;
}

/** What makes a handler more than resolve, call, answer. */
function problems(fn: Node): string[] {
  const found: string[] = [];
  if (fn.body.type === 'BlockStatement' && fn.body.body.length > MAX_STATEMENTS)
    found.push(`${fn.body.body.length} statements (at most ${MAX_STATEMENTS})`);
  walk(fn.body, (node) => {
    if (LOOPS.has(node.type)) found.push('a loop');
    if (node.type === 'FunctionDeclaration') found.push('a function declared');
    if (node.type === 'VariableDeclarator' && isFunction(node.init)) found.push('a function declared');
    if (isFunction(node) && node.body.type === 'BlockStatement') found.push('a function with a body');
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      ITERATING.has(node.callee.property.name)
    )
      found.push(`.${node.callee.property.name}()`);
  });
  return [...new Set(found)];
}

function routeFiles(): string[] {
  return readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(ROUTES_DIR, folder.name))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => `${folder.name}/${file}`),
    );
}

function lineOf(source: string, offset: number) {
  return source.slice(0, offset).split('\n').length;
}

describe('route handlers', () => {
  it('resolve the request, call one use case and answer', () => {
    const found = routeFiles().flatMap((file) => {
      const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
      return handlers(parseAst(source, { lang: 'ts' }))
        .map((fn) => ({ fn, problems: problems(fn) }))
        .filter(({ problems }) => problems.length > 0)
        .map(({ fn, problems }) => `${file}:${lineOf(source, fn.start)}: ${problems.join(', ')}`);
    });
    expect(found).toEqual([]);
  });

  it('finds the handlers of every route file and what they hold', () => {
    const handlerCount = routeFiles().reduce(
      (sum, file) =>
        sum + handlers(parseAst(readFileSync(join(ROUTES_DIR, file), 'utf8'), { lang: 'ts' })).length,
      0,
    );
    expect(handlerCount).toBeGreaterThan(50);
    const thick = parseAst(
      `app.route({ handler: async (r) => { for (const x of r.xs) f(x); const g = () => 1; return r.ys.map(g); } });`,
      { lang: 'ts' },
    );
    expect(handlers(thick).flatMap(problems)).toEqual(['a loop', 'a function declared', '.map()']);
    const thin = parseAst(
      `const h = async (r, reply) => { const c = await who(r); return reply.code(201).send(await make(c, r.body)); };
       app.route({ handler: h });`,
      { lang: 'ts' },
    );
    expect(handlers(thin).map(problems)).toEqual([[]]);
  });
});
