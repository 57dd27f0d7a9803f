/**
 * `npm run check:isolation`: proves the access matrix has teeth. Each mutation removes a
 * guard on purpose, runs apps/server/test/access-matrix.test.ts, and restores the file.
 * A tenant filter removed from a repository must not leak (row-level security holds:
 * the suite passes); the same filter removed with row-level security off, or a scope
 * check removed, must make the suite fail. Results go to
 * bench/results/isolation-mutations.json (shown in docs/reliability.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

interface Edit {
  file: string;
  find: string;
  replace: string;
}

interface Mutation {
  name: string;
  edits: Edit[];
  /** What the access matrix must do with the guard gone. */
  expect: 'pass' | 'fail';
}

const TENANT_FILTER: Edit = {
  file: 'apps/server/src/alerts/alert-rule-repository.ts',
  find: `    .deleteFrom('alert_rules')
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)`,
  replace: `    .deleteFrom('alert_rules')`,
};

const MUTATIONS: Mutation[] = [
  {
    name: 'the tenant filters of deleting an alert rule removed',
    edits: [TENANT_FILTER],
    expect: 'pass',
  },
  {
    name: 'the tenant filters of deleting an alert rule removed, row-level security off',
    edits: [
      TENANT_FILTER,
      {
        file: 'apps/server/src/db/migrations/013-row-level-security.ts',
        find: 'export const statements = TENANT_TABLES.map(',
        replace: "export const statements = 'SELECT 1;' || TENANT_TABLES.map(",
      },
    ],
    expect: 'fail',
  },
  {
    name: 'the scope check of the interview loader removed',
    edits: [
      {
        file: 'apps/server/src/interviews/interview-for-request.ts',
        find: '!scope.allows(unit)',
        replace: 'false',
      },
    ],
    expect: 'fail',
  },
  {
    name: 'the scope filter of API keys removed',
    edits: [
      {
        file: 'apps/server/src/api-keys/api-key-repository.ts',
        find: "q.where('scope_unit', 'in', [...ref.scopeUnits!])",
        replace: 'q',
      },
    ],
    expect: 'fail',
  },
];

const results: Array<{ mutation: string; expected: string; outcome: string; ok: boolean }> = [];
for (const mutation of MUTATIONS) {
  const originals = new Map<string, string>();
  try {
    for (const edit of mutation.edits) {
      const text = originals.get(edit.file) ?? readFileSync(edit.file, 'utf8');
      if (!originals.has(edit.file)) originals.set(edit.file, text);
      const current = readFileSync(edit.file, 'utf8');
      if (!current.includes(edit.find))
        throw new Error(`${edit.file}: the code to mutate has moved: update this script`);
      writeFileSync(edit.file, current.replace(edit.find, edit.replace));
    }
    const run = spawnSync('npx', ['vitest', 'run', 'apps/server/test/access-matrix.test.ts'], {
      stdio: 'ignore',
    });
    const outcome = run.status === 0 ? 'pass' : 'fail';
    results.push({
      mutation: mutation.name,
      expected: mutation.expect,
      outcome,
      ok: outcome === mutation.expect,
    });
    console.log(`${outcome === mutation.expect ? 'ok  ' : 'FAIL'} ${mutation.name}: the matrix ${outcome}ed`);
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/isolation-mutations.json',
  `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
