// A copy of the repository's Biome configuration in a temporary folder, for tests that lint a
// file breaking a boundary rule: the file is written there at the path it would have in the
// repository (the rules match paths), never into the real sources, where other tests that
// read the source folders (route discovery, text checks) would meet it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO = join(import.meta.dirname, '..');

export interface BiomeSandbox {
  /** Writes `source` at `path` (relative to the repository) and answers `biome lint`'s result. */
  lint(path: string, source: string, only?: string): { failed: boolean; output: string };
  remove(): void;
}

export function biomeSandbox(): BiomeSandbox {
  const root = mkdtempSync(join(tmpdir(), 'opinio-biome-'));
  cpSync(join(REPO, 'biome.json'), join(root, 'biome.json'));
  cpSync(join(REPO, 'scripts/lint'), join(root, 'scripts/lint'), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  return {
    lint(path, source, only) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
      const args = ['lint', '--colors=off', ...(only ? [`--only=${only}`] : []), path];
      const run = spawnSync(join(REPO, 'node_modules/.bin/biome'), args, { cwd: root, encoding: 'utf8' });
      return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
