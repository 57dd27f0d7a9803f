import { z } from 'zod';
import type { ApiRoute } from './api-route.ts';

/** For load balancers and monitoring. */
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
} as const satisfies Record<string, ApiRoute>;
