import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfGuard } from '#auth/csrf.ts';

/**
 * What a request must pass before any route sees it: the rate limits of the routes that
 * ask for one, and the CSRF header on every state-changing call (docs/decisions/005).
 */
export const requestGuards = fp(
  async (app: FastifyInstance) => {
    // Limits only the routes that ask for it (config.rateLimit); see auth/sign-in-limits.ts.
    await app.register(fastifyRateLimit, { global: false });
    await app.register(csrfGuard);
  },
  { name: 'request-guards' },
);
