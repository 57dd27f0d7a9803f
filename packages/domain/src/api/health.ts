import { z } from 'zod';
import type { ApiRoute } from './api-route.ts';

/** For load balancers and monitoring. */
export const healthApi = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'The server is up and its database answers',
    tag: 'health',
    auth: 'public',
    response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
  },
} as const satisfies Record<string, ApiRoute>;
