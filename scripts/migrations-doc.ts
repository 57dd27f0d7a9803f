/**
 * `npm run docs:migrations`: writes the migration list of docs/upgrading.md from the
 * migrations themselves (apps/server/src/db/migrations.ts and each file's leading comment),
 * each marked with the release that brought it (RELEASES). `--check` fails when the page is
 * not what this would write, or when package.json's version is not a listed release (part of
 * `npm run lint:docs`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from '../apps/server/src/db/migrations.ts';

/** Each release and the last migration it brings; a migration after the last is unreleased. */
const RELEASES: ReadonlyArray<{ version: string; lastMigration: number }> = [
  { version: '0.1.0', lastMigration: 34 },
];

const repo = join(import.meta.dirname, '..');
const DOC = 'docs/upgrading.md';
const BEGIN = '<!-- migrations: written by npm run docs:migrations -->';
const END = '<!-- /migrations -->';

/** The first sentence of the file's leading doc comment, on one line (shortened when long). */
function summary(version: number, name: string): string {
  const file = join(repo, 'apps/server/src/db/migrations', `${String(version).padStart(3, '0')}-${name}.ts`);
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // up to the first full stop that ends a sentence (not one of "e.g."), at most about 200 characters
  const sentence = /^(.+?(?<!\be\.g|\bi\.e)\.)(\s+[A-Z(`]|$)/.exec(text)?.[1] ?? text;
  const short = sentence.length <= 220 ? sentence : `${sentence.slice(0, 200).replace(/\s\S*$/, '')} …`;
  return short.replace(/\|/g, '\\|');
}

function releaseOf(version: number): string {
  return RELEASES.find((r) => version <= r.lastMigration)?.version ?? 'next release';
}

function table(): string {
  const rows = MIGRATIONS.map(
    (m) =>
      `| ${String(m.version).padStart(3, '0')} | \`${m.name}\` | ${releaseOf(m.version)} | ${summary(m.version, m.name)} |`,
  );
  return [BEGIN, '', '| # | Name | Release | What it does |', '|---|---|---|---|', ...rows, '', END].join(
    '\n',
  );
}

const path = join(repo, DOC);
const page = readFileSync(path, 'utf8');
const [before, rest] = page.split(BEGIN);
if (rest === undefined || !rest.includes(END))
  throw new Error(`${DOC}: the markers ${BEGIN} … ${END} are missing`);
const written = `${before}${table()}${rest.slice(rest.indexOf(END) + END.length)}`;
const version = JSON.parse(readFileSync(join(repo, 'apps/server/package.json'), 'utf8')).version as string;
if (process.argv.includes('--check')) {
  const problems = [
    ...(written === page ? [] : [`${DOC} is not what npm run docs:migrations writes: run it`]),
    ...(RELEASES.some((r) => r.version === version)
      ? []
      : [`apps/server/package.json's version ${version} is not a release in scripts/migrations-doc.ts`]),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${DOC}: up to date with the migrations.`);
} else {
  writeFileSync(path, written);
  console.log(`${DOC}: ${MIGRATIONS.length} migrations.`);
}
