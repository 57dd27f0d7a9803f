import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { biomeSandbox } from '../../../scripts/biome-sandbox.ts';

/**
 * The layers of the web app (decision 036): app → features → entities → components and lib.
 * Each case writes a file that imports across a boundary, lints it with the repository's
 * Biome configuration and expects the rule's message (or none where the import is allowed).
 */
const SRC = import.meta.dirname;
const PROBE = 'zz-boundary-probe';
const sandbox = biomeSandbox();
afterAll(() => sandbox.remove());

/** Lints a file at `path` (under src) that imports `specifier`, in a copy of the configuration. */
function lintImport(path: string, specifier: string): string {
  return sandbox.lint(
    `apps/web/src/${path}`,
    `import { probe } from '${specifier}';\n\nexport const used = probe;\n`,
    'style/noRestrictedImports',
  ).output;
}

const FEATURE = 'A feature does not import another feature';
const FEATURE_APP = 'A feature does not import src/app';
const LEAVES_FEATURE = 'a relative path that leaves the feature is refused';
const ENTITY_UP = 'An entity does not import a feature or src/app';
const LEAVES_ENTITY = 'a relative path that leaves the entity is refused';
const SHARED = 'src/components and src/lib are shared by every layer';

describe('web layer boundaries (biome.json)', () => {
  it('a feature imports no other feature and not the app, at any depth', () => {
    expect(lintImport(`features/${PROBE}/x.ts`, '@/features/alerts/api/alert-keys.ts')).toContain(FEATURE);
    expect(
      lintImport(`features/${PROBE}/components/a/b/c/x.ts`, '@/features/users/api/get-users.ts'),
    ).toContain(FEATURE);
    expect(lintImport(`features/${PROBE}/components/x.tsx`, '@/app/access.ts')).toContain(FEATURE_APP);
  });

  it('a relative path out of a feature is refused at every depth', () => {
    expect(lintImport(`features/${PROBE}/x.ts`, '../alerts/api/alert-keys.ts')).toContain(LEAVES_FEATURE);
    expect(lintImport(`features/${PROBE}/api/x.ts`, '../../../lib/snackbar.ts')).toContain(LEAVES_FEATURE);
    expect(lintImport(`features/${PROBE}/components/a/x.tsx`, '../../../alerts/lib/x.ts')).toContain(
      LEAVES_FEATURE,
    );
    expect(lintImport(`features/${PROBE}/components/a/b/x.tsx`, '../../../../users/api/x.ts')).toContain(
      LEAVES_FEATURE,
    );
    expect(lintImport(`features/${PROBE}/components/a/b/c/d/x.tsx`, '../../../../../../lib/x.ts')).toContain(
      LEAVES_FEATURE,
    );
  });

  it('a feature imports its own folders relatively and the lower layers by @/', () => {
    for (const specifier of [
      '../api/get-probe.ts',
      '../../lib/probe.ts',
      '@/entities/session/api/identity.ts',
      '@/components/confirm-dialog.tsx',
      '@/lib/api-client.ts',
    ]) {
      expect(lintImport(`features/${PROBE}/components/a/x.tsx`, specifier)).not.toContain(
        'noRestrictedImports',
      );
    }
  });

  it('an entity imports no feature and no app, and leaves its folder only by @/', () => {
    expect(lintImport(`entities/${PROBE}/api/x.ts`, '@/features/alerts/api/alert-keys.ts')).toContain(
      ENTITY_UP,
    );
    expect(lintImport(`entities/${PROBE}/lib/x.ts`, '@/app/access.ts')).toContain(ENTITY_UP);
    expect(lintImport(`entities/${PROBE}/lib/x.ts`, '../../selection/lib/selection.tsx')).toContain(
      LEAVES_ENTITY,
    );
    expect(lintImport(`entities/${PROBE}/lib/x.ts`, '@/entities/session/api/identity.ts')).not.toContain(
      'noRestrictedImports',
    );
  });

  it('components and lib import no entity, feature or app', () => {
    expect(lintImport(`components/${PROBE}/x.tsx`, '@/entities/session/api/identity.ts')).toContain(SHARED);
    expect(lintImport(`lib/${PROBE}/x.ts`, '@/features/alerts/api/alert-keys.ts')).toContain(SHARED);
    expect(lintImport(`lib/${PROBE}/x.ts`, '../../app/access.ts')).toContain(SHARED);
    expect(lintImport(`components/${PROBE}/x.tsx`, '@/lib/api-client.ts')).not.toContain(
      'noRestrictedImports',
    );
  });

  it('the app imports any layer', () => {
    expect(lintImport(`app/${PROBE}/x.tsx`, '@/features/alerts/api/alert-keys.ts')).not.toContain(
      'noRestrictedImports',
    );
  });
});

/** Every `@/entities/<name>` an entity's files import, by entity. */
function entityImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const entities = join(SRC, 'entities');
  for (const name of readdirSync(entities)) {
    const uses = new Set<string>();
    for (const file of readdirSync(join(entities, name), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(join(entities, name, file), 'utf8');
      for (const m of source.matchAll(/from '@\/entities\/([\w-]+)\//g)) if (m[1] !== name) uses.add(m[1]);
    }
    graph.set(name, uses);
  }
  return graph;
}

describe('entities', () => {
  it('import each other in one direction only (no cycle)', () => {
    const graph = entityImports();
    const cycles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) {
        cycles.push([...path, name].join(' → '));
        return;
      }
      for (const next of graph.get(name) ?? []) visit(next, [...path, name]);
    };
    for (const name of graph.keys()) visit(name, []);
    expect(cycles).toEqual([]);
    expect(graph.get('session')).toEqual(new Set());
  });
});
