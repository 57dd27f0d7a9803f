import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiRoute } from '@opinio/domain/api/api-route';
import { API_ROUTES } from '@opinio/domain/api/api-routes';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { testConfig } from './harness.ts';

const ROUTES_DIR = fileURLToPath(new URL('../src/routes', import.meta.url));

/**
 * The folder a route's handler file belongs in (docs/decisions/039-route-folders.md): the
 * first segment of its path after `/api/`, or after `/api/vuejs/` (the web app's calls), up to
 * a dot. `/api/vuejs/surveys/tasks/:survey` → surveys, `/api/t/o/:token` → t,
 * `/api/openapi.json` → openapi. The probes and metrics outside /api: their one segment,
 * `/metrics` → metrics.
 */
function routeFolder(path: string): string {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  if (segments[0] !== 'api') {
    if (segments.length === 1 && /^[a-z]+$/.test(segments[0])) return segments[0];
    throw new Error(`${path} is not an API path`);
  }
  const first = segments[1] === 'vuejs' ? segments[2] : segments[1];
  if (!first || first.startsWith(':')) throw new Error(`${path} names no folder`);
  return first.split('.')[0];
}

/** The route plugin file (relative to src/routes) whose code called `app.route`, from the call's stack. */
function registeringFile(stack: string): string | null {
  for (const line of stack.split('\n')) {
    const file = /\(?(?:file:\/\/)?(\/[^():]+\.ts):\d+:\d+\)?$/.exec(line.trim())?.[1];
    if (!file?.startsWith(ROUTES_DIR + sep)) continue;
    const inRoutes = relative(ROUTES_DIR, file);
    if (inRoutes.includes(sep)) return inRoutes.split(sep).join('/');
  }
  return null;
}

describe('route folders', () => {
  let database: Database;
  /** Each route of the table as registered, with the file that registered it. */
  const registered: Array<{ route: ApiRoute; file: string | null }> = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 50;
    try {
      const { app } = await buildApp({
        config: testConfig(),
        database,
        onRoute: (route: RouteOptions) => {
          const apiRoute = route.config?.apiRoute;
          if (!apiRoute || route.method === 'HEAD') return;
          registered.push({ route: apiRoute, file: registeringFile(new Error().stack ?? '') });
        },
      });
      await app.close();
    } finally {
      Error.stackTraceLimit = limit;
    }
  });
  afterAll(() => database?.close());

  it('names the folder of a path by its first segment after /api/ or /api/vuejs/, or its one segment outside /api', () => {
    expect(routeFolder('/api/vuejs/surveys/configblocks/:survey/:surveyId')).toBe('surveys');
    expect(routeFolder('/api/vuejs/campaign/:survey/:campaignId')).toBe('campaign');
    expect(routeFolder('/api/t/o/:token')).toBe('t');
    expect(routeFolder('/api/v1/surveys/:survey/interviews')).toBe('v1');
    expect(routeFolder('/api/openapi.json')).toBe('openapi');
    expect(routeFolder('/readyz')).toBe('readyz');
    expect(() => routeFolder('/api/vuejs/:survey')).toThrow();
    expect(() => routeFolder('/sharing/interview/:id')).toThrow();
  });

  it('finds the file of every route of the table', () => {
    const found = new Set(registered.map((r) => r.route));
    expect(API_ROUTES.filter(({ route }) => !found.has(route)).map(({ name }) => name)).toEqual([]);
    expect(registered.filter((r) => r.file === null).map((r) => r.route.path)).toEqual([]);
  });

  it("registers each route from a file in its URL's folder", () => {
    const misplaced = registered
      .filter(({ route, file }) => file !== null && file.split('/')[0] !== routeFolder(route.path))
      .map(
        ({ route, file }) =>
          `${route.method} ${route.path}: ${file}, not in routes/${routeFolder(route.path)}/`,
      );
    expect(misplaced).toEqual([]);
  });

  it('holds only route plugins in the folders, and only shared helpers beside them', () => {
    const registering = new Set(registered.map((r) => r.file));
    const inFolders = readdirSync(ROUTES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) => {
        const entries = readdirSync(join(ROUTES_DIR, folder.name), { withFileTypes: true });
        expect(entries.filter((e) => e.isDirectory()).map((e) => e.name)).toEqual([]);
        return entries.map((entry) => `${folder.name}/${entry.name}`);
      });
    // A file in a folder that registers no route is a helper in the wrong place (or dead).
    expect(inFolders.filter((file) => !registering.has(file))).toEqual([]);
  });
});
