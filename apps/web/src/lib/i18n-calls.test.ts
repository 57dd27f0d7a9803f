import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { en as enFirst } from './locales/en.ts';
import { enRest } from './locales/en-rest.ts';

const en: Record<string, string> = { ...enFirst, ...enRest };
const SOURCES = join(import.meta.dirname, '..');
const PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The texts a key stands for: itself, or its plural forms. */
function textsOf(key: string): string[] {
  if (key in en) return [en[key]];
  return PLURALS.map((form) => en[`${key}_${form}`]).filter((text) => text !== undefined);
}

/** A node of the ESTree the parser gives, read field by field. */
type Node = Record<string, unknown> & { type?: string };

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]);

/**
 * Every `t('key', { … })` in a source file whose options are written out (no spread): a
 * placeholder of the key's English text (and so of every language's: i18n.test.ts) that the
 * call does not give would be shown to the user as `{{name}}`.
 */
function missingPlaceholders(file: string, text: string): string[] {
  const found: string[] = [];
  const { program, errors } = parseSync(file, text);
  if (errors.length > 0) found.push(`${file}: ${errors[0].message}`);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const call = node as Node;
    if (call.type === 'CallExpression') check(call);
    for (const [field, value] of Object.entries(call)) if (field !== 'parent') visit(value);
  };
  const check = (call: Node) => {
    const callee = call.callee as Node;
    const name =
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression'
          ? (callee.property as Node).name
          : '';
    const [key, options] = call.arguments as Node[];
    if (name !== 't' || key?.type !== 'Literal' || typeof key.value !== 'string') return;
    let given: Set<string> | null = new Set();
    if (options?.type === 'ObjectExpression') {
      const properties = options.properties as Node[];
      given = properties.some((p) => p.type !== 'Property')
        ? null
        : new Set(properties.map((p) => String((p.key as Node).name ?? (p.key as Node).value)));
    } else if (options) given = null;
    if (!given) return;
    for (const placeholder of new Set(textsOf(key.value).flatMap(placeholders)))
      if (!given.has(placeholder))
        found.push(`${file}:${lineOf(call.start as number)} ${key.value} lacks ${placeholder}`);
  };
  visit(program);
  return found;
}

describe('UI text calls', () => {
  it('every call gives each placeholder its text uses', () => {
    const found = sourceFiles(SOURCES).flatMap((file) =>
      missingPlaceholders(file.slice(SOURCES.length + 1), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a placeholder a call leaves out, also of a plural text', () => {
    const source = [
      "t('templates.usedIn', { count: 2 });",
      "t('templates.usedIn', { count: 2, total: '2' });",
      "i18n.t('campaigns.units.showAll', { count: 3 });",
      "t('templates.usedIn', { ...options });",
      "t('templates.usedIn', options);",
    ].join('\n');
    expect(missingPlaceholders('probe.ts', source)).toEqual([
      'probe.ts:1 templates.usedIn lacks total',
      'probe.ts:3 campaigns.units.showAll lacks total',
    ]);
  });
});
