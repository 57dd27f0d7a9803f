import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#lib/http-error.ts';
import { bearerToken } from './auth-hook.ts';
import { SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (changeuniverse): protected like a POST. */
    changesState?: boolean;
    /** Authenticated by an API key alone (public API): never by the cookie, so exempt. */
    apiKey?: boolean;
    /** Authenticated by a signed token in its URL alone (a mailed link): exempt too. */
    signedLink?: boolean;
  }
}

/** The header every state-changing API call must carry (docs/decisions/005). */
const CSRF_HEADER = 'x-requested-with';
const CSRF_HEADER_VALUE = 'opinio';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard. Another site cannot send a custom header without a
 * CORS preflight, which we never allow, so a state-changing call must carry
 * `X-Requested-With: opinio`. Login and SSO sign-in too (login CSRF). Only calls that
 * authenticate by a bearer token alone, without the cookie, are exempt.
 */
export const csrfGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    if (!UNSAFE.has(request.method) && !request.routeOptions.config.changesState) return;
    if (request.routeOptions.config.apiKey || request.routeOptions.config.signedLink) return;
    if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
    if (bearerToken(request) && !request.cookies[SESSION_COOKIE]) return;
    throw new HttpError(
      { code: 'csrf' },
      'This call needs the header "X-Requested-With: opinio" (protection against cross-site requests)',
    );
  });
});
