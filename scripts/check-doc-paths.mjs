// `npm run lint`: every file or folder the documentation names in backticks exists, so the
// docs cannot keep describing code that moved. `src/…` is looked up in each workspace; what
// git ignores (built or written by a run) counts as existing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');
const WORKSPACES = ['apps/server', 'apps/web', 'packages/domain', 'e2e'];
const docs = [
  'README.md',
  ...readdirSync(join(repo, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** Built or written by a run (the web app's dist, test artifacts): named by the docs, absent from a fresh clone. */
const generated = (place) =>
  [place, `${place}/`].some((p) => spawnSync('git', ['check-ignore', '-q', p], { cwd: repo }).status === 0);
const missing = [];
for (const doc of docs) {
  const text = readFileSync(join(repo, doc), 'utf8');
  for (const [, path] of text.matchAll(/`((?:apps|packages|e2e|bench|scripts|docs|src)\/[^`\s:]+)`/g)) {
    if (/[<{*]/.test(path)) continue; // a pattern, not a path
    const places = path.startsWith('src/') ? WORKSPACES.map((w) => join(w, path)) : [path];
    if (!places.some((place) => existsSync(join(repo, place)) || generated(place)))
      missing.push(`${doc}: \`${path}\` does not exist`);
  }
}
if (missing.length) {
  console.error(missing.join('\n'));
  process.exit(1);
}
console.log(`${docs.length} documents name only files that exist.`);
