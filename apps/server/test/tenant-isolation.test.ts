import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, path, seededApp, signIn, type TestApp } from './harness.ts';

/** Every GET route of the app, from its own route table, so new routes are covered. */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2];
    stack.push(full);
    if (match[3]?.split(', ').includes('GET')) routes.push(full);
  }
  return routes;
}

/** Values for route parameters: valid in universe demo, survey cx. */
const SAMPLE_PARAMS: Record<string, string> = {
  survey: 'cx',
  drillPathFiltered: path('org,all'),
  type: 'standard',
  filter: 'channel',
};

function fill(route: string): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (value === undefined)
      throw new Error(`Add a sample value for :${name} (route ${route}) to SAMPLE_PARAMS`);
    return value;
  });
}

describe.each(DATABASE_KINDS)('tenant isolation of every survey call (%s)', (kind) => {
  let t: TestApp;
  let inDemo: string;
  let inAcme: string;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    inDemo = await signIn(t.app, 'admin');
    inAcme = await signIn(t.app, 'multi', { universe: 'acme' });
  });
  afterAll(() => t.close());

  it("a user signed in to acme gets 404 for every survey-scoped GET of demo's survey cx", async () => {
    const routes = getRoutes(t.app).filter((route) => route.includes(':survey'));
    for (const known of [
      '/api/vuejs/surveys/loadcount/:survey',
      '/api/vuejs/drillpath/:survey/:drillPathFiltered',
      '/api/vuejs/analytics/kpis/:survey/:drillPathFiltered',
      '/api/vuejs/comments/:survey/:drillPathFiltered',
    ]) {
      expect(routes).toContain(known);
    }
    for (const route of routes) {
      const url = fill(route);
      // The same call answers for a user of demo: the 404 below is about the universe.
      const own = await t.app.inject({ method: 'GET', url, headers: { cookie: inDemo } });
      expect(own.statusCode, `${url} for a user of demo: ${own.body}`).toBe(200);
      const other = await t.app.inject({ method: 'GET', url, headers: { cookie: inAcme } });
      expect(other.statusCode, `${url} from acme`).toBe(404);
      expect(other.json().error.code).toBe('not_found');
      expect(other.body).not.toContain('Nordic');
    }
  });
});
