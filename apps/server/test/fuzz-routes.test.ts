import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasksDb } from '#tasks/task-tables.ts';
import { CSRF_HEADER, DATABASE_KINDS, type DatabaseKind, seededApp, type TestApp } from './harness.ts';
import { recordFigures } from './reliability-figures.ts';
import { type ApiRoute, apiRoutes, databaseChecksum, freshSession } from './route-table.ts';

/**
 * Property-based bad input for every API route, generated from the app's own route table:
 * a new route is fuzzed without anyone listing it. CI runs a few cases per route;
 * `npm run fuzz` runs FUZZ_RUNS (10,000) per route. Every answer must be below 500, every
 * 4xx in the API's error shape, and a request that is refused must write nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const ENGINES: readonly DatabaseKind[] = process.env.FUZZ_ENGINES
  ? (process.env.FUZZ_ENGINES.split(',') as DatabaseKind[])
  : DATABASE_KINDS;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** About 3 ms a case for some 60 routes, with room to spare. */
const TIMEOUT_MS = 120_000 + RUNS * 300;

const STORES = Array.from({ length: 300 }, (_, i) => `s${String(i + 1).padStart(3, '0')}`);

/** Strings that broke or could break a layer: NUL, surrogates, SQL, paths, filter tokens, huge numbers. */
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '😀',
  "');--",
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '%00',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  'cx',
  'org',
  'org,all',
  'org,all,,',
  'org,all,north,s001',
  'org,all;',
  'org,all;nps=',
  'org,all;nps=1*2*99999999999',
  'org,all;fdate=d-999999999999',
  'org,all;fdate=m99999999',
  'org,all;ftime=0001-01-01*9999-12-31',
  'org,all;ftime=1969-12-31*2107-01-01',
  'org,all;comment=\u0000',
  `org,all;store=${STORES.join('*')}`,
  'x'.repeat(5000),
);
const strings = fc.oneof(
  { weight: 3, arbitrary: edgeStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 2 ** 31, 2 ** 63, 1e308, -1e308),
);
const values: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: strings },
  { weight: 2, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(strings, numbers), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

/** A path segment as a client may send it, also when it is not valid UTF-16. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

/** A request for a route: a valid survey most of the time, so input gets past the survey check. */
function requestFor(route: ApiRoute) {
  const params = fc.tuple(
    ...route.params.map((name) =>
      name === 'survey' ? fc.oneof({ weight: 4, arbitrary: fc.constant('cx') }, strings) : strings,
    ),
  );
  const query = fc.dictionary(
    route.query.length > 0 ? fc.oneof(fc.constantFrom(...route.query), fc.string()) : fc.string(),
    fc.oneof(strings, numbers.map(String)),
    { maxKeys: 3 },
  );
  const body = route.hasBody
    ? fc.oneof(
        fc.constantFrom('{', '[', '"', '{"a":', '\u0000', 'null', '{}'),
        fc
          .record(Object.fromEntries(route.body.map((key) => [key, values])), { requiredKeys: [] })
          .map((b) => JSON.stringify(b)),
        values.map((v) => JSON.stringify(v) ?? 'null'),
      )
    : fc.constant(undefined);
  return fc.record({ params, query, body });
}

function urlOf(route: ApiRoute, params: string[], query: Record<string, string>): string {
  let n = 0;
  const path = route.url.replace(/:(\w+)/g, () => segment(params[n++]));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Until no task is queued or running (at most 30 s: a stuck one is the task tests' concern). */
async function tasksSettled(t: TestApp) {
  for (let tries = 0; tries < 300; tries++) {
    const busy = await tasksDb(t.database.db)
      .selectFrom('tasks')
      .select('id')
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)('every API route under bad input (%s)', (kind) => {
  let t: TestApp;
  let routes: ApiRoute[];
  let sessions = 0;
  beforeAll(async () => {
    t = await seededApp(kind, 300);
    routes = apiRoutes(t.routes);
  });
  afterAll(() => t.close());

  it('the route table is read from the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/v1/surveys/:survey/interviews');
  });

  it(
    `answers below 500 in the error shape and writes nothing when refused (${RUNS} cases per route)`,
    async () => {
      const summary: string[] = [];
      const failures: string[] = [];
      let totalAccepted = 0;
      for (const route of routes) {
        // A session of its own per route: a fuzzed sign-out or universe change stays there.
        // Survey administration is root's: fuzzed as root, so input reaches its handlers.
        const cookie = await freshSession(t.app, route.root ? 'root' : 'admin', sessions++);
        // Reports an earlier route started run in the background: wait them out, so that
        // what they write is not taken for this route's doing.
        await tasksSettled(t);
        const before = await databaseChecksum(t.database);
        let refusedOnly = true;
        let accepted = 0;
        const outcome = await fc.check(
          fc.asyncProperty(requestFor(route), fc.boolean(), async (request, signedIn) => {
            // A stream that is accepted stays open: streams get unauthenticated input only.
            const withSession = signedIn && !route.stream;
            const url = urlOf(route, request.params, request.query);
            const headers: Record<string, string> = { ...CSRF_HEADER };
            if (withSession) headers.cookie = cookie;
            if (route.apiKey) headers.authorization = `Bearer opk_${request.params[0]?.length ?? 0}`;
            if (request.body !== undefined) headers['content-type'] = 'application/json';
            const response = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers,
              ...(request.body !== undefined ? { payload: request.body } : {}),
            });
            const where = `${route.method} ${url.slice(0, 200)} ${String(request.body).slice(0, 200)} -> ${response.statusCode}: ${response.body.slice(0, 200)}`;
            if (response.statusCode >= 500) throw new Error(where);
            if (response.statusCode >= 400) {
              const json = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
              if (typeof json.error?.code !== 'string' || typeof json.error?.message !== 'string')
                throw new Error(`not in the error shape: ${where}`);
            } else {
              refusedOnly = false;
              accepted++;
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (outcome.failed) {
          const error =
            outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance;
          failures.push(
            `${String(error).slice(0, 600)} (seed ${outcome.seed}, path ${outcome.counterexamplePath})`,
          );
          continue;
        }
        if (refusedOnly) {
          await tasksSettled(t);
          const after = await databaseChecksum(t.database);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0)
            failures.push(`${route.method} ${route.url} wrote to ${changed.join(', ')} while refusing`);
        }
        totalAccepted += accepted;
        summary.push(`${route.method} ${route.url}: ${RUNS} cases, ${accepted} accepted`);
      }
      recordFigures(`fuzz-${kind}`, {
        routes: routes.length,
        casesPerRoute: RUNS,
        cases: routes.length * RUNS,
        accepted: totalAccepted,
        failures: failures.length,
      });
      expect(failures).toEqual([]);
      expect(summary).toHaveLength(routes.length);
    },
    TIMEOUT_MS,
  );
});
