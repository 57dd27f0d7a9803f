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
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      // components, in a DOM (happy-dom, named at the top of each file)
      'apps/*/src/**/*.test.tsx',
      'apps/*/test/**/*.test.ts',
      'apps/web/build/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
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
  },
});
