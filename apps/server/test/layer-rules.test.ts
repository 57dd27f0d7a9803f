import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIERS } from '../../../.dependency-cruiser.mjs';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../../..');
const SRC = 'apps/server/src';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** depcruise over the given files of a copy of the server (cwd = the copy), as `npm run lint` runs it. */
async function cruise(cwd: string, files: string[]): Promise<Violation[]> {
  const bin = join(repo, 'node_modules/.bin/depcruise');
  const config = join(repo, '.dependency-cruiser.mjs');
  const { stdout } = await run(bin, [...files, '--config', config, '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** A file of a part to import: the part itself when it is a root file, else one of its files. */
async function fileOf(part: string): Promise<string> {
  if (part.endsWith('.ts')) return `${SRC}/${part}`;
  const names = (await readdir(join(repo, SRC, part))).filter(
    (n) => n.endsWith('.ts') && !n.includes('.test.'),
  );
  return `${SRC}/${part}/${names.sort()[0]}`;
}

const importLine = (from: string, to: string) => {
  const path = relative(dirname(from), to);
  return `import '${path.startsWith('.') ? path : `./${path}`}';\n`;
};

describe('the server layer rules', () => {
  let copy: string;
  const probes: Array<{ rule: string; from: string; to: string }> = [];

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'opinio-layers-'));
    await cp(join(repo, SRC), join(copy, SRC), { recursive: true });
    await symlink(join(repo, 'node_modules'), join(copy, 'node_modules'));
    const parts = SERVER_TIERS.flatMap((tier, index) => tier.parts.map((part) => ({ part, index })));
    for (const { part, index } of parts) {
      // The lowest part it may not import: a sibling of its own tier, else the tier above.
      const target = SERVER_TIERS[index].parts.find((p) => p !== part) ?? SERVER_TIERS[index + 1]?.parts[0];
      if (!target) continue;
      const to = await fileOf(target);
      const from = part.endsWith('.ts') ? `${SRC}/${part}` : `${SRC}/${part}/layer-probe.ts`;
      if (part.endsWith('.ts')) await appendFile(join(copy, from), importLine(from, to));
      else await writeFile(join(copy, from), importLine(from, to));
      probes.push({ rule: `layer-${part.replace(/\.ts$/, '')}`, from, to });
    }
    await writeFile(join(copy, SRC, 'lib/circle-a.ts'), "import './circle-b.ts';\nexport const a = 1;\n");
    await writeFile(join(copy, SRC, 'lib/circle-b.ts'), "import './circle-a.ts';\nexport const b = 2;\n");
    await writeFile(join(copy, SRC, 'alerts/duck-probe.ts'), "import '@duckdb/node-api';\n");
    await writeFile(join(copy, SRC, 'routes/health/services-probe.ts'), "import '../../services.ts';\n");
    await mkdir(join(copy, SRC, 'unplaced'));
    await writeFile(join(copy, SRC, 'unplaced/probe.ts'), "import '../lib/http-error.ts';\n");
  });

  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('refuses an import up the tiers or across a tier, from every part, naming where code belongs', async () => {
    const violations = await cruise(copy, [...new Set(probes.map((p) => p.from))]);
    expect(probes.length).toBeGreaterThan(30);
    for (const probe of probes) {
      const found = violations.find(
        (v) => v.rule.name === probe.rule && v.from === probe.from && v.to === probe.to,
      );
      expect(found, `${probe.rule}: ${probe.from} → ${probe.to}`).toBeDefined();
    }
  });

  it('refuses a circle of imports, DuckDB outside analytics, a route plugin given every service and a folder in no tier', async () => {
    const violations = await cruise(copy, [
      `${SRC}/lib/circle-a.ts`,
      `${SRC}/routes/health/services-probe.ts`,
      `${SRC}/alerts/duck-probe.ts`,
      `${SRC}/unplaced/probe.ts`,
    ]);
    expect(
      violations.some((v) => v.rule.name === 'part-in-a-tier' && v.from === `${SRC}/unplaced/probe.ts`),
    ).toBe(true);
    expect(violations.some((v) => v.rule.name === 'no-circular' && v.from === `${SRC}/lib/circle-a.ts`)).toBe(
      true,
    );
    expect(
      violations.some(
        (v) => v.rule.name === 'read-model-in-analytics' && v.from === `${SRC}/alerts/duck-probe.ts`,
      ),
    ).toBe(true);
    expect(
      violations.some(
        (v) =>
          v.rule.name === 'routes-name-their-services' && v.from === `${SRC}/routes/health/services-probe.ts`,
      ),
    ).toBe(true);
  });

  it('lets every part import its own folder and the tiers below', async () => {
    const from = `${SRC}/alerts/layer-probe-allowed.ts`;
    const below = await Promise.all(
      ['lib', 'db', 'surveys', 'analytics', 'auth', 'services.ts', 'scripts'].map(fileOf),
    );
    await writeFile(join(copy, from), below.map((to) => importLine(from, to)).join(''));
    const violations = await cruise(copy, [from]);
    expect(violations.filter((v) => v.from === from)).toEqual([]);
  });
});
