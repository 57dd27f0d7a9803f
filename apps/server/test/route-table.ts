import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { ZodType } from 'zod';
import type { Database } from '#db/database.ts';

/** An API route as registered: what the fuzz and access-matrix tests are generated from. */
export interface ApiRoute {
  method: string;
  url: string;
  /** Path parameter names, in order. */
  params: string[];
  /** Query parameter names of the route's schema. */
  query: string[];
  /** Body field names of the route's schema ([] when the body is not an object). */
  body: string[];
  hasBody: boolean;
  /** Answers a Server-Sent Events stream (stays open when the request is accepted). */
  stream: boolean;
  public: boolean;
  apiKey: boolean;
  /** Root users only (survey administration: it spans every universe by design). */
  root: boolean;
}

/** The keys of a zod object schema, through defaults, optionals and pipes. */
function objectKeys(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def: Record<string, unknown> = current._zod?.def ?? {};
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

/** Every /api route of the app, one entry per method (HEAD duplicates left out). */
export function apiRoutes(routes: readonly RouteOptions[]): ApiRoute[] {
  const found: ApiRoute[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as { querystring?: ZodType; body?: ZodType };
      found.push({
        method,
        url: route.url,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
        query: objectKeys(schema.querystring),
        body: objectKeys(schema.body),
        hasBody: schema.body !== undefined,
        stream: route.url.endsWith('/stream'),
        public: route.config?.public === true,
        apiKey: route.config?.apiKey === true,
        root: route.config?.apiRoute?.root === true,
      });
    }
  }
  return found;
}

/** Rows per table, and a hash of their content, for "nothing was written" checks. */
export async function databaseChecksum(database: Database): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(database.db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    // Generated once, on first need, by the server itself (the sharing links' secret).
    if (name === 'server_secrets') continue;
    // A session's last activity moves on every call, refused or not: the rest of it counts.
    const row =
      name === 'sessions' ? sql`(t.id, t.user_id, t.revoked_at, t.universe_id)::text` : sql`t::text`;
    const result = await sql<{ n: string; h: string }>`
      SELECT count(*)::text AS n, coalesce(sum(hashtext(${row})::bigint), 0)::text AS h
      FROM ${sql.table(name)} t`.execute(database.db);
    sums[name] = `${result.rows[0].n}:${result.rows[0].h}`;
  }
  return sums;
}

/** Signs in from an address of its own (the per-address sign-in limit stays out of the way). */
export async function freshSession(app: FastifyInstance, username: string, n: number, universe?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/vuejs/auth/login',
    headers: { 'x-requested-with': 'opinio' },
    remoteAddress: `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    payload: { username, password: 'demo', ...(universe ? { universe } : {}) },
  });
  const cookie = response.cookies.find((c) => c.name === 'opinio_session');
  if (!cookie) throw new Error(`Sign-in of ${username} failed: ${response.body}`);
  return `opinio_session=${cookie.value}`;
}
