import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Analytics } from '../apps/server/src/analytics/analytics.ts';
import { type AppOptions, buildApp } from '../apps/server/src/app.ts';
import { type AppConfig, loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import type { Services } from '../apps/server/src/services.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';
import { benchCalls, benchIds } from './calls.ts';

/**
 * The app's configuration for a benchmark of the built web app; ends the process when there is
 * none. `WEB_DIST` measures another build (another apps/web/dist, copied aside) in its place.
 */
export function builtWebConfig(): AppConfig {
  const config = loadConfig({ LOG_LEVEL: 'warn', WEB_DIST: process.env.WEB_DIST });
  if (!existsSync(join(config.webDist, 'index.html'))) {
    console.error(`No built web app in ${config.webDist}: run npm run build first.`);
    process.exit(1);
  }
  return config;
}

export interface BenchServer {
  app: FastifyInstance;
  services: Services;
  /** http://127.0.0.1:<port> */
  base: string;
  /** The session cookie of the demo's `admin`. */
  cookie: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'opinio' };

/** Signs a demo user in over HTTP (password `demo`), in a universe when given; the session cookie. */
export async function signInOver(base: string, username: string, universe?: string): Promise<string> {
  const response = await fetch(`${base}/api/vuejs/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, password: 'demo', ...(universe ? { universe } : {}) }),
  });
  if (response.status !== 200)
    throw new Error(`bench sign-in of ${username} failed: ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** A JSON call over HTTP as the session `cookie`; its answer, or an error naming the call. */
export async function callOver(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...JSON_HEADERS },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The app on a free loopback port, with the demo administrator signed in over HTTP. */
export async function startBenchServer(
  database: Database,
  config: AppConfig,
  options: Pick<AppOptions, 'clickhouse'> = {},
): Promise<BenchServer> {
  const { app, services } = await buildApp({ config, database, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, services, base, cookie: await signInOver(base, 'admin') };
}

/**
 * The demo survey, and what the latency benchmarks call while they load the server: the
 * health check and the overview's KPI tiles with the survey's start filter (the last 90 days).
 */
export async function overviewCalls(
  database: Database,
  services: Services,
  now: Date,
): Promise<{ survey: SurveyModel; paths: string[] }> {
  const universe = await database.db
    .selectFrom('universes')
    .select('id')
    .where('name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const survey = (await services.catalog.survey(universe.id, 'cx'))!;
  const kpi = benchCalls(benchIds(survey), { scope: 'root', filter: 'time' }, now).find(
    (c) => c.name === 'kpi',
  )!.api;
  return { survey, paths: ['/api/health', kpi] };
}

/** Uploads a CSV file of interviews to the demo survey as the signed-in user: the import task's id. */
export async function uploadImport(
  base: string,
  cookie: string,
  csv: string,
  fileName: string,
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  const upload = await fetch(`${base}/api/vuejs/surveys/import/cx`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'opinio' },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  return ((await upload.json()) as { taskId: number }).taskId;
}

/** The survey's figures once ready: on ClickHouse a call waits 30 s at most, then asks to try again while the backfill goes on. */
export async function loadCountWaiting(analytics: Analytics, survey: SurveyModel): Promise<void> {
  for (;;) {
    try {
      await analytics.loadCount(survey);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'analytics_preparing') throw error;
    }
  }
}
