import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes every API URL from the route table (`callApi`, `fetchApi`, `apiPath`):
 * a URL written by hand in a string, a template or a regular expression is not allowed.
 */

const SRC = join(import.meta.dirname, '..');
const HAND_WRITTEN_URL = /\/api\/|\/vuejs\/|^\/api$/;

/**
 * The text of the string literals, template literal parts and regular expression literals
 * of a TypeScript source, comments left out, and whether its braces and templates closed.
 * A scanner, not a parser: a string or regular expression it misreads (JSX text) ends at
 * the end of its line, and a file it loses track of fails the check of its braces.
 */
function scan(source: string): { literals: string[]; balanced: boolean } {
  const literals: string[] = [];
  // Brace depths of the template expressions (`${ ... }`) being read.
  const templates: number[] = [];
  let depth = 0;
  // Whether a `/` here starts a regular expression rather than a division.
  let regexAllowed = true;
  let i = 0;

  const readTemplateText = () => {
    let text = '';
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i += 1;
        literals.push(text);
        regexAllowed = false;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        literals.push(text);
        templates.push(depth);
        depth += 1;
        regexAllowed = true;
        return;
      } else {
        text += c;
        i += 1;
      }
    }
    literals.push(text);
  };

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if ((c === '<' && next === '/') || (c === '/' && next === '>')) {
      // a JSX closing tag or the end of a self-closing one, not a regular expression
      const end = source.indexOf('>', i);
      i = end < 0 ? source.length : end + 1;
      regexAllowed = false;
    } else if (c === "'" || c === '"') {
      // a module specifier (a feature's `api/` folder) is not a URL
      const specifier = /\b(from|import\s*\(?)\s*$/.test(source.slice(Math.max(0, i - 20), i));
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        text += source[i] === '\\' ? source.slice(i, i + 2) : source[i];
        i += source[i] === '\\' ? 2 : 1;
      }
      i += 1;
      if (!specifier) literals.push(text);
      regexAllowed = false;
    } else if (c === '`') {
      i += 1;
      readTemplateText();
    } else if (c === '/' && regexAllowed) {
      let text = '';
      let inClass = false;
      i += 1;
      while (i < source.length && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '[') inClass = true;
        if (source[i] === ']') inClass = false;
        text += source[i] === '\\' ? source[i + 1] : source[i];
        i += source[i] === '\\' ? 2 : 1;
      }
      i += 1;
      literals.push(text);
      regexAllowed = false;
    } else if (c === '{') {
      depth += 1;
      regexAllowed = true;
      i += 1;
    } else if (c === '}') {
      depth -= 1;
      i += 1;
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        readTemplateText();
      } else {
        regexAllowed = true;
      }
    } else {
      if (/[\w$)\]]/.test(c)) {
        // After a name, a number or a closing bracket a `/` divides, except after a keyword.
        const word = /[\w$]+$/.exec(source.slice(Math.max(0, i - 10), i + 1))?.[0];
        regexAllowed =
          word !== undefined && /^(return|typeof|case|do|else|in|of|void|yield|await)$/.test(word);
      } else if (!/\s/.test(c)) {
        regexAllowed = true;
      }
      i += 1;
    }
  }
  return { literals, balanced: depth === 0 && templates.length === 0 };
}

const urlsIn = (source: string) => scan(source).literals.filter((text) => HAND_WRITTEN_URL.test(text));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API URLs in the web app', () => {
  it('finds the literals of strings, templates and regular expressions, not of comments', () => {
    const source = [
      "const a = '/api/x'; // '/api/comment'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
      '/* "/vuejs/block" */ const b = `${base}/vuejs/y/${id}`;',
      'const c = /^\\/api\\/z$/.exec(path); const d = total / count / 2;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal
      'const e = `outer ${`inner ${"/api/deep"}`} tail`;',
      'return (<a href="/api/link">it\'s</a>);',
      "import { x } from '../api/get-x.ts'; const y = await import('../api/y.ts');",
    ].join('\n');
    expect(scan(source).balanced).toBe(true);
    expect(urlsIn(source)).toEqual(['/api/x', '/vuejs/y/', '^/api/z$', '/api/deep', '/api/link']);
  });

  it('are never written by hand outside tests: they come from the route table', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const sources = files.map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }));
    expect(sources.filter(({ text }) => !scan(text).balanced).map(({ file }) => file)).toEqual([]);
    const found = sources.flatMap(({ file, text }) => urlsIn(text).map((url) => `${file}: ${url}`));
    // The exceptions: the calls sent before the route table loads (the first file's, the
    // sign-in page's), held to the table by early-calls.test.ts, sign-in-call.test.ts and
    // setup-state-call.test.ts.
    const early = [
      'lib/early-calls.ts: /api/vuejs/auth/validatecookie',
      'lib/early-calls.ts: /api/config/client',
      'lib/early-calls.ts: /api/vuejs/analytics/kpis/:survey/:drillPathFiltered',
      'lib/early-calls.ts: /api/vuejs/drillpath/:survey/:drillPathFiltered',
      'features/auth/api/sign-in-call.ts: /api/vuejs/auth/login',
      'features/setup/api/setup-state-call.ts: /api/setup',
    ];
    expect(found.filter((url) => !early.includes(url))).toEqual([]);
  });
});
