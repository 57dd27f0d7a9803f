// The server's layers, checked by dependency-cruiser in `npm run lint` (decision 040).
// A folder (or root file) of apps/server/src imports only its own folder and the tiers below
// its own; the tiers are listed bottom-up. docs/architecture.md shows them as generated from
// this list (`npm run docs:layers`), and apps/server/test/layer-rules.test.ts proves that every
// rule fails on a violation.

/** Bottom-up: each tier names what it is for and the folders (or root files) it holds. */
export const SERVER_TIERS = [
  { name: 'foundation', role: 'helpers with no knowledge of the product', parts: ['lib', 'config.ts'] },
  { name: 'data', role: 'the database, its schema, migrations and tenant context', parts: ['db'] },
  {
    name: 'infrastructure',
    role: 'audit log, event log, bug reports, mail outbox, SMS gateway, script sandbox, outbound webhooks',
    parts: ['audit', 'events', 'bugs', 'mail', 'sms', 'sandbox', 'webhooks'],
  },
  { name: 'survey model', role: 'surveys, their organisation trees and catalog', parts: ['surveys'] },
  { name: 'access', role: 'scope and role permissions over the survey model', parts: ['access'] },
  {
    name: 'analytics',
    role: 'the read model and every figure computed on it',
    parts: ['analytics'],
  },
  {
    name: 'identity',
    role: 'who is asking: sign-in, sessions, principals, the request survey',
    parts: ['auth'],
  },
  { name: 'live events', role: 'data versions and alerts pushed to open screens', parts: ['live'] },
  { name: 'background work', role: 'the task queue and its worker', parts: ['tasks'] },
  { name: 'services', role: 'the set of services built once at start', parts: ['services.ts'] },
  {
    name: 'survey administration',
    role: 'survey settings, configuration blocks, universes',
    parts: ['survey-admin'],
  },
  { name: 'users', role: 'members, roles, accounts, user files', parts: ['users'] },
  { name: 'interview intake', role: 'validating and writing batches of interviews', parts: ['ingestion'] },
  { name: 'scripts', role: 'computed variables and script conditions', parts: ['scripts'] },
  { name: 'alerts', role: 'alert rules, alerts, their follow-up and digests', parts: ['alerts'] },
  { name: 'changes', role: 'detected changes and their causes', parts: ['changes'] },
  {
    name: 'plans',
    role: 'action plans: owners, targets followed from the answers, due notices',
    parts: ['plans'],
  },
  { name: 'samples', role: 'samples and contacts', parts: ['samples'] },
  { name: 'interviews', role: 'interview details, search and sharing', parts: ['interviews'] },
  { name: 'campaigns', role: 'mail, SMS and letter campaigns', parts: ['campaigns'] },
  {
    name: 'import',
    role: 'files and batches of interviews brought in, with their alerts',
    parts: ['import'],
  },
  { name: 'questionnaire', role: 'the respondent questionnaire', parts: ['respondent'] },
  {
    name: 'reports and keys',
    role: 'reports and subscriptions, API keys, gamification',
    parts: ['reports', 'api-keys', 'gamification'],
  },
  { name: 'big screen', role: 'the big screen behind its key', parts: ['bigscreen'] },
  {
    name: 'first screen',
    role: "the signed-in app's first screen drawn on the server, from the API's own answers",
    parts: ['first-screen.ts'],
  },
  {
    name: 'delivery',
    role: 'HTTP routes, background plugins, the API description, the web app, demo data',
    parts: ['routes', 'plugins', 'openapi', 'web-app.ts', 'demo'],
  },
  { name: 'composition', role: 'the app built from all of the above', parts: ['app.ts'] },
  { name: 'entry points', role: 'the server process and the command line', parts: ['server.ts', 'cli'] },
];

const SRC = 'apps/server/src';
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const partPath = (parts) => `^${literal(SRC)}/(${parts.map(literal).join('|')})(/|$)`;

function layerRules() {
  return SERVER_TIERS.flatMap((tier, index) => {
    const below = SERVER_TIERS.slice(0, index).flatMap((t) => t.parts);
    return tier.parts.map((part) => {
      const notAllowed = SERVER_TIERS.slice(index)
        .flatMap((t) => t.parts)
        .filter((other) => other !== part);
      return {
        name: `layer-${part.replace(/\.ts$/, '')}`,
        severity: 'error',
        comment:
          `${part} (${tier.name}: ${tier.role}) imports only its own folder and the tiers below it` +
          (below.length ? ` (${below.join(', ')})` : '') +
          '. Move what both sides need down to a lower tier, or compose the two above (a use case, a route, app.ts).',
        from: { path: partPath([part]) },
        to: { path: partPath(notAllowed) },
      };
    });
  });
}

export default {
  forbidden: [
    ...layerRules(),
    {
      name: 'part-in-a-tier',
      severity: 'error',
      comment:
        'Every folder and root file of apps/server/src belongs to a tier: add it to SERVER_TIERS in .dependency-cruiser.mjs where its imports put it.',
      from: { path: `^${literal(SRC)}/`, pathNot: partPath(SERVER_TIERS.flatMap((t) => t.parts)) },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules of the server do not import each other in a circle at run time: take the shared part out into a module both import.',
      from: { path: `^${literal(SRC)}` },
      // A circle of type imports alone has no run-time order; the layer rules above still count them.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'routes-name-their-services',
      severity: 'error',
      comment:
        'A route plugin receives only the services it names (RoutePlugin<...> in routes/route-plugin.ts), never the whole Services: name what its use cases need.',
      from: { path: `^${literal(SRC)}/routes/`, pathNot: `^${literal(SRC)}/routes/route-plugin\\.ts$` },
      to: { path: `^${literal(SRC)}/services\\.ts$` },
    },
    {
      name: 'read-model-in-analytics',
      severity: 'error',
      comment:
        'DuckDB and read-model SQL live in apps/server/src/analytics: add a method to Analytics and call it.',
      from: { path: `^${literal(SRC)}`, pathNot: `^${literal(SRC)}/analytics/` },
      to: { path: ['@duckdb/node-api', `^${literal(SRC)}/analytics/(duckdb|read-model)\\.ts$`] },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '/test/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
