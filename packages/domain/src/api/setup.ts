import { ZFirstSetup, ZFirstSetupDone, ZSetupState } from '../schemas/setup.ts';
import type { ApiRoute } from './api-route.ts';

/** The first start of a production install (docs/operating.md). */
export const setupApi = {
  state: {
    method: 'GET',
    path: '/api/setup',
    summary: 'Whether the first setup is still to be done (the database holds no universe)',
    tag: 'setup',
    auth: 'public',
    response: { 200: ZSetupState },
  },
  run: {
    method: 'POST',
    path: '/api/setup',
    summary: 'The first setup: the first universe, its administrator and, if asked, a survey',
    description:
      'Only while the database holds no universe, and only with the setup token the server printed at its start (or `OPINIO_SETUP_TOKEN`): 403 `setup_token_wrong` otherwise; 409 `setup_done` once any universe exists. The administrator is a root user with the administrator role in the new universe, and signs in with the password given. Audited.',
    tag: 'setup',
    auth: 'public',
    body: ZFirstSetup,
    response: { 201: ZFirstSetupDone },
    errors: [403, 409, 429],
  },
} as const satisfies Record<string, ApiRoute>;
