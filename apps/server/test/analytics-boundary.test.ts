import { afterAll, describe, expect, it } from 'vitest';
import { biomeSandbox } from '../../../scripts/biome-sandbox.ts';

// The boundaries of decision 038 are kept by Biome (biome.json): these checks write a file
// that breaks each rule where the rule applies, lint it as `npm run lint` does, and expect
// the error with its message; the same file inside src/analytics passes.

const READ_MODEL = 'read-model SQL lives in src/analytics: add a method to Analytics';
const ROUTE_QUERY = 'Route handlers do not query the database: move the query into a repository module';
const ROUTE_KYSELY = 'Route handlers stay thin: query the database through a repository module';

const sandbox = biomeSandbox();
afterAll(() => sandbox.remove());

/** Lints `source` as a new file in `folder` (relative to src) of a copy of the configuration. */
async function lintFile(folder: string, source: string) {
  return sandbox.lint(`apps/server/src/${folder}/boundary-check.ts`, source);
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;

describe('Biome keeps the read model inside src/analytics', () => {
  it.each([
    ['import', '@duckdb/node-api'],
    ['import', '../analytics/duckdb.ts'],
    ['import', '../analytics/read-model.ts'],
    ['surveys', '../analytics/duckdb.ts'],
    ['routes/surveys', '@duckdb/node-api'],
    ['routes/surveys', '../../analytics/read-model.ts'],
    ['alerts', '#analytics/duckdb.ts'],
    ['routes/surveys', '#analytics/read-model.ts'],
  ])(
    'a file in src/%s importing %s is an error that says where the code belongs',
    async (folder, specifier) => {
      const lint = await lintFile(folder, importing(specifier));
      expect(lint.failed, lint.output).toBe(true);
      expect(lint.output).toContain('lint/style/noRestrictedImports');
      expect(lint.output).toContain(READ_MODEL);
    },
  );

  it.each([
    ['analytics', '@duckdb/node-api'],
    ['analytics', './duckdb.ts'],
    ['analytics/text', '../read-model.ts'],
  ])('a file in src/%s may import %s', async (folder, specifier) => {
    const lint = await lintFile(folder, importing(specifier));
    expect(lint.output).not.toContain(READ_MODEL);
    expect(lint.failed, lint.output).toBe(false);
  });
});

describe('Biome keeps queries out of route handlers', () => {
  const querying = (call: string) => `import type { Services } from '../../services.ts';

export async function handler(services: Services) {
  const db = services.database.db;
  return ${call};
}
`;

  it.each([
    "services.database.db.selectFrom('users').select('id').execute()",
    "db.updateTable('users').set({ locale: 'fi' }).execute()",
    "db.insertInto('bugs').values([]).execute()",
    "db.deleteFrom('sessions').execute()",
  ])('a route calling %s is an error', async (call) => {
    const lint = await lintFile('routes/surveys', querying(call));
    expect(lint.failed, lint.output).toBe(true);
    expect(lint.output).toContain(ROUTE_QUERY);
  });

  it('a route importing kysely is an error', async () => {
    const lint = await lintFile('routes/surveys', importing('kysely'));
    expect(lint.failed, lint.output).toBe(true);
    expect(lint.output).toContain(ROUTE_KYSELY);
  });

  it('a route handing the database to a repository function passes, and so does a query outside src/routes', async () => {
    const route = await lintFile(
      'routes/surveys',
      `import type { Services } from '../../services.ts';
import { surveyLoadCount } from '../../surveys/survey-repository.ts';

export const handler = (services: Services) => surveyLoadCount(services.database.db, { id: 1, universeId: 1 });
`,
    );
    expect(route.failed, route.output).toBe(false);
    const repository = await lintFile('surveys', querying("db.selectFrom('users').select('id').execute()"));
    expect(repository.output).not.toContain(ROUTE_QUERY);
    expect(repository.failed, repository.output).toBe(false);
  });
});
