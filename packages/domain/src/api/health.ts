import { z } from 'zod';
import type { ApiRoute } from './api-route.ts';

/**
 * For load balancers and monitoring. The probes and the metrics are also at the root, where
 * orchestrators and Prometheus look for them by default (docs/operating.md#monitoring).
 */
export const healthApi = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'The server is up and its database answers',
    description:
      "503 `unavailable` while the database does not answer; `databaseMs` is a query's round trip.",
    tag: 'health',
    auth: 'public',
    errors: [503],
    response: { 200: z.object({ status: z.literal('ok'), database: z.string(), databaseMs: z.number() }) },
  },
  liveness: {
    method: 'GET',
    path: '/healthz',
    summary: 'The server process runs (liveness)',
    description:
      'Asks nothing of the database: a restart would not bring PostgreSQL back. For the readiness to take traffic, `/readyz`.',
    tag: 'health',
    auth: 'public',
    response: { 200: z.object({ status: z.literal('ok') }) },
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'The server can take traffic (readiness)',
    description:
      "What it checked: the database answers (`databaseMs`, a query's round trip), every migration of this server is applied (`migrations`), and the analytics engine answers (`analytics`, `analyticsMs`). 503 `unavailable` while one of them does not.",
    tag: 'health',
    auth: 'public',
    errors: [503],
    response: {
      200: z.object({
        status: z.literal('ok'),
        database: z.string(),
        databaseMs: z.number(),
        migrations: z.number().int(),
        analytics: z.enum(['duckdb', 'clickhouse']),
        analyticsMs: z.number(),
      }),
    },
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics',
    description:
      'The text exposition format: the process (CPU, memory, event loop lag), HTTP requests by route template, the task queue, the mail outbox, webhook deliveries and the analytics engine (docs/operating.md#monitoring). With `METRICS_TOKEN` set, it asks for `Authorization: Bearer <METRICS_TOKEN>` (else 401).',
    tag: 'health',
    auth: 'public',
    errors: [401],
    produces: { mediaType: 'text/plain', description: 'The metrics, in the Prometheus text format 0.0.4' },
  },
} as const satisfies Record<string, ApiRoute>;
