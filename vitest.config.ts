import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the web app's own modules by their place in apps/web/src (tsconfig `paths`, vite.config.ts)
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
      // the web tests' fixtures
      { find: /^@test\//, replacement: fileURLToPath(new URL('./apps/web/test/', import.meta.url)) },
    ],
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest leaves a core free by default, one worker on a two-core machine; the suites wait on
    // PostgreSQL and DuckDB much of the time, so two workers finish sooner (11 min against 14).
    maxWorkers: 2,
    // The server loads its route plugins with @fastify/autoload: run through Vitest, its
    // imports resolve to the same module instances as the test's own (one HttpError class,
    // one tenant context), not to a second copy loaded by Node beside them. codemirror-json-schema's
    // ES modules import one another without file extensions, which only a bundler resolves.
    server: { deps: { inline: ['@fastify/autoload', 'codemirror-json-schema'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // One module graph per worker, not per file: importing the server for each of ~200
          // files took 12 of the suite's 46 CPU minutes. Every file builds its own app on its
          // own database and closes it, so nothing but pure modules is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // components, in a DOM (happy-dom, named at the top of each file), each file on its own
          include: [
            'apps/web/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'apps/web/test/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
