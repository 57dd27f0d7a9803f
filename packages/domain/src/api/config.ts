import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { ZClientConfig } from '../schemas/auth.ts';
import type { ApiRoute } from './api-route.ts';

/** What the web app needs before anyone signs in. */
export const configApi = {
  client: {
    method: 'GET',
    path: '/api/config/client',
    summary: 'Which sign-in a host name uses: single sign-on or password',
    tag: 'config',
    auth: 'public',
    querystring: z.object({
      domain: ZText.max(253).optional().describe("Host name; default: the request's host"),
    }),
    response: { 200: ZClientConfig },
  },
} as const satisfies Record<string, ApiRoute>;
