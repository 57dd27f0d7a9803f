/**
 * `npm run reliability`: runs the suites behind each reliability guarantee, then writes
 * docs/reliability.md with each guarantee, the tests that prove it, whether they passed,
 * and the latest figures (cases fuzzed, access-matrix cells, import latency, soak).
 * FUZZ_RUNS sets the fuzz cases per route (default 200 here; CI runs 12; `npm run fuzz`
 * 10,000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Guarantee {
  title: string;
  what: string;
  tests: string[];
  figures?: (figures: Figures) => string;
}

type Figures = Record<string, Record<string, unknown> | undefined>;

const T = 'apps/server/test/';

const GUARANTEES: Guarantee[] = [
  {
    title: 'No answer of 5xx from anything a client sends',
    what: 'Every API route, taken from the app’s own route table, gets property-based bad input (types, sizes, NUL and lone surrogates, SQL and path traversal, drill paths and filter tokens, numbers at the edges). Every answer is below 500 and every 4xx is in the `{ error: { code, message } }` shape.',
    tests: [`${T}fuzz-routes.test.ts`, `${T}unsafe-text.test.ts`, `${T}hostile-text.test.ts`],
    figures: (f) =>
      ['pglite', 'postgres']
        .map((kind) => f[`fuzz-${kind}`])
        .filter(Boolean)
        .map(
          (x, i) =>
            `${['PGlite', 'PostgreSQL'][i]}: ${x!.routes} routes × ${x!.casesPerRoute} cases = ${x!.cases} requests, ${x!.failures} failures`,
        )
        .join('; '),
  },
  {
    title: 'A refused request writes nothing',
    what: 'The fuzz suite compares a checksum of every table before and after each route’s refused requests; imports check the whole file before the first row is written.',
    tests: [`${T}fuzz-routes.test.ts`, `${T}import-validation.test.ts`, `${T}ingestion-api.test.ts`],
  },
  {
    title: 'Another tenant’s data, or data outside the caller’s scope, is never visible',
    what: 'Every route is called by a user of another universe, a store manager, a regional manager and an administrator scoped to one region, with ids, drill paths, keys and tasks outside their reach: reads answer 403/404, writes change nothing, no answer names a unit outside the scope. A new route is covered as soon as it is registered. Below the hand-written filters, PostgreSQL’s row-level security holds every signed-in request to its universe (decision 021).',
    tests: [
      `${T}access-matrix.test.ts`,
      `${T}tenant-isolation.test.ts`,
      `${T}row-level-security.test.ts`,
      `${T}scope.test.ts`,
    ],
    figures: (f) =>
      ['pglite', 'postgres']
        .map((kind) => f[`matrix-${kind}`])
        .filter(Boolean)
        .map(
          (x, i) =>
            `${['PGlite', 'PostgreSQL'][i]}: ${x!.routes} routes × ${x!.roles} roles = ${x!.cells} calls (${x!.outside} routes without tenant data listed with their own tests), ${x!.failures} failures`,
        )
        .join('; '),
  },
  {
    title: 'The isolation suite has teeth',
    what: '`npm run check:isolation` removes guards on purpose and runs the access matrix: a tenant filter removed from a repository does not leak (row-level security holds); the same filter removed with row-level security off, a scope check removed, or a scope filter removed makes the matrix fail.',
    tests: [],
    figures: (f) => {
      const x = f['isolation-mutations'] as
        | {
            date?: string;
            results?: Array<{ mutation: string; expected: string; outcome: string; ok: boolean }>;
          }
        | undefined;
      return x?.results
        ? `${x.results.filter((r) => r.ok).length} of ${x.results.length} mutations as expected on ${x.date?.slice(0, 10)}: ${x.results.map((r) => `${r.mutation} (the matrix ${r.outcome}ed)`).join('; ')}`
        : 'run `npm run check:isolation`';
    },
  },
  {
    title: 'One interview can never break a survey',
    what: 'Interview dates are held to 1970-2099 at every entry; filter numbers are bounded; a row the read model cannot hold is skipped and logged, never stopping the build (decision 018).',
    tests: [`${T}read-model-bad-rows.test.ts`, `${T}ingestion-api.test.ts`, `${T}filters.test.ts`],
  },
  {
    title: 'A large import leaves the server responsive',
    what: 'Imports are checked off the request thread and written in small transactions; other users’ calls interleave (decision 019).',
    tests: [`${T}import-validation.test.ts`, `${T}import-tasks.test.ts`],
    figures: (f) => {
      const x = f['import-latency'] as
        | { rows?: number; latencyMs?: { all?: { p99?: number; calls?: number } } }
        | undefined;
      return x?.latencyMs?.all
        ? `${x.rows} rows on the embedded database: other users’ p99 ${x.latencyMs.all.p99} ms over ${x.latencyMs.all.calls} calls (bench/results/import-latency.json)`
        : 'run `npm run bench:import`';
    },
  },
  {
    title: 'A storm of alert mails neither stops the server nor loses a mail',
    what: 'Mail goes through one pooled, rate-limited SMTP transport (MAIL_MAX_CONNECTIONS) and a durable outbox written with the alerts: a mail SMTP does not take is retried with back-off and survives a restart; an import’s alerts are one digest per assignee (decision 032).',
    tests: [`${T}mail-outbox.test.ts`, `${T}alert-digest.test.ts`, `${T}alert-mail.test.ts`],
    figures: (f) => {
      const x = f['alert-mail-storm'] as
        | {
            rows?: number;
            alerts?: number;
            mail?: {
              expected?: number;
              received?: number;
              duplicates?: number;
              missing?: number;
              smtpConnectionsAtOnce?: number;
            };
            latencyMs?: { all?: { p99?: number; calls?: number } };
          }
        | undefined;
      return x?.mail && x.latencyMs?.all
        ? `${x.rows} detractors (${x.alerts} alerts) on the embedded database: ${x.mail.received} of ${x.mail.expected} digests arrived, ${x.mail.missing} missing, ${x.mail.duplicates} twice, at most ${x.mail.smtpConnectionsAtOnce} SMTP connections at once; other users’ p99 ${x.latencyMs.all.p99} ms over ${x.latencyMs.all.calls} calls (bench/results/alert-mail-storm.json)`
        : 'run `npm run bench:alert-mail`';
    },
  },
  {
    title: 'Every tenant gets its share of the workers',
    what: 'Tasks are claimed round-robin between universes and, inside one, between users; a report’s queue position is its place in that order; one user may have REPORT_QUEUE_LIMIT reports waiting (409 beyond); campaign sends yield to other tasks between slices and still send every message once; scripts run in a pool shared between universes, with a time budget per batch (decision 033).',
    tests: [
      `${T}fair-tasks.test.ts`,
      `${T}campaign-slices.test.ts`,
      'apps/server/src/sandbox/script-pool.test.ts',
      `${T}scripts.test.ts`,
    ],
    figures: (f) => {
      type Run = { reports?: { otherUniverseWaitMs?: number } };
      const x = f['fair-work'] as { before?: Run; after?: Run } | undefined;
      const after = x?.after?.reports?.otherUniverseWaitMs;
      return after !== undefined
        ? `Another universe’s report behind one user’s 20 workbooks: ${x?.before?.reports?.otherUniverseWaitMs} ms before, ${after} ms after (bench/results/fair-work.json)`
        : 'run `npm run bench:fair-work`';
    },
  },
  {
    title: 'Limits hold behind a proxy; the framework’s errors are ours',
    what: 'A spoofed X-Forwarded-For changes nothing unless TRUST_PROXY names the proxy; URL limits match the schemas (a filter of 200 stores works); 413, 414, 415 and bad JSON answer in our error shape; authentication comes before the body is read; no token, key, password or reset link reaches a log line; scoped administrators reach only their scope’s keys and tasks.',
    tests: [`${T}request-hardening.test.ts`, `${T}sign-in-hardening.test.ts`],
  },
  {
    title: 'PostgreSQL restarts without restarting the server',
    what: 'While PostgreSQL is down the API answers 503 `unavailable`; it recovers on its own.',
    tests: [`${T}database-restart.test.ts`],
  },
  {
    title: 'Memory stays flat under load',
    what: 'Caches are bounded (analytics results, prepared statements, sign-in counters); a soak run records errors and memory every 10 s.',
    tests: [],
    figures: (f) => {
      const x = f.soak as
        | {
            minutes?: number;
            clients?: number;
            summary?: { calls?: number; errors?: number; rssWarmupMb?: number; rssEndMb?: number };
          }
        | undefined;
      const r = x?.summary;
      return r
        ? `${x.minutes} min, ${x.clients} clients, ${r.calls} calls: ${r.errors} errors, RSS ${r.rssWarmupMb} MB after warm-up, ${r.rssEndMb} MB at the end (bench/results/soak.json)`
        : 'run `npm run soak`';
    },
  },
  {
    title: 'The API contract is published and complete',
    what: 'OpenAPI 3.1 generated from the route table at `/api/openapi.json`, browsable at `/api/docs`; a route missing from the document fails the test.',
    tests: [`${T}openapi.test.ts`],
  },
  {
    title: 'The database types match the migrations',
    what: 'The hand-written Kysely types are held to the migrated schema: tables, columns, nullability, defaults.',
    tests: [`${T}schema-types.test.ts`],
  },
];

interface VitestJson {
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
}

const out = mkdtempSync(join(tmpdir(), 'opinio-reliability-'));
const files = [...new Set(GUARANTEES.flatMap((g) => g.tests))].filter((f) => existsSync(f));
const report = join(out, 'vitest.json');
const started = Date.now();
spawnSync('npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${report}`], {
  stdio: 'inherit',
  env: { ...process.env, RELIABILITY_OUT: out, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200' },
});
const results = existsSync(report)
  ? (JSON.parse(readFileSync(report, 'utf8')) as VitestJson)
  : { testResults: [] };

const figures: Figures = {};
for (const name of ['fuzz-pglite', 'fuzz-postgres', 'matrix-pglite', 'matrix-postgres']) {
  const file = join(out, `${name}.json`);
  if (existsSync(file)) figures[name] = JSON.parse(readFileSync(file, 'utf8'));
}
for (const name of ['import-latency', 'alert-mail-storm', 'soak', 'isolation-mutations', 'fair-work']) {
  const file = join('bench/results', `${name}.json`);
  if (existsSync(file)) figures[name] = JSON.parse(readFileSync(file, 'utf8'));
}

function status(file: string): string {
  const result = results.testResults.find((r) => r.name.endsWith(file));
  if (!result) return `\`${file}\`: not run`;
  const passed = result.assertionResults.filter((a) => a.status === 'passed').length;
  return `\`${file}\`: ${passed}/${result.assertionResults.length} passed`;
}

const lines = [
  '# Reliability',
  '',
  'What the product guarantees under bad input, hostile callers and load, the tests that',
  'prove each guarantee, and the latest figures. Regenerate with `npm run reliability`',
  '(FUZZ_RUNS cases per route, default 200); CI runs the same tests with 12 cases per route,',
  'and `npm run fuzz` runs 10,000 per route on the embedded database.',
  '',
  `Generated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round((Date.now() - started) / 1000)} s.`,
  '',
];
for (const g of GUARANTEES) {
  lines.push(`## ${g.title}`, '', g.what, '');
  if (g.tests.length > 0) lines.push(...g.tests.map((f) => `- ${status(f)}`), '');
  const shown = g.figures?.(figures);
  if (shown) lines.push(`Figures: ${shown}.`, '');
}
// The hand-written part (how each guarantee holds) follows the marker and is kept.
const MARKER = '<!-- Written by hand below this line';
const previous = existsSync('docs/reliability.md') ? readFileSync('docs/reliability.md', 'utf8') : '';
const handWritten = previous.includes(MARKER) ? previous.slice(previous.indexOf(MARKER)) : '';
const document = `${lines.join('\n').trimEnd()}\n\n${handWritten}`.trimEnd();
writeFileSync('docs/reliability.md', `${document}\n`);
const failed = results.testResults.filter((r) => r.status !== 'passed').length;
console.log(`docs/reliability.md written (${failed} failing test files)`);
process.exit(failed > 0 ? 1 : 0);
