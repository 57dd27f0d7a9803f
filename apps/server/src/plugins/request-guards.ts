import fastifyRateLimit from '@fastify/rate-limit';
import { takesJsonBody } from '@opinio/domain/api/api-route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { csrfGuard } from '#auth/csrf.ts';
import { HttpError } from '#lib/http-error.ts';

/** A JSON media type as Fastify's JSON parser takes it: `application/json`, with parameters or not. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(?:;|$)/i;

/** Whether the request carries a body: a length above zero, or one sent in chunks. */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * What a request must pass before any route sees it: the rate limits of the routes that
 * ask for one, the CSRF header on every state-changing call (docs/decisions/005), and on a
 * route that reads a JSON body, a body that says it is JSON. Any other body (`text/plain`,
 * a form, a file), which Fastify or a route's own parser would otherwise read and hand to
 * validation as a string or nothing, answers 415 `unsupported_media_type`. That check comes
 * after the credential is checked (onRequest) and before the body is read (preParsing).
 */
export const requestGuards = fp(
  async (app: FastifyInstance) => {
    // Limits only the routes that ask for it (config.rateLimit); see auth/sign-in-limits.ts.
    await app.register(fastifyRateLimit, { global: false });
    await app.register(csrfGuard);
    app.addHook('preParsing', async (request, _reply, payload) => {
      const route = request.routeOptions.config.apiRoute;
      if (!route || !takesJsonBody(route) || !hasBody(request)) return payload;
      if (!JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? ''))
        throw new HttpError({ code: 'unsupported_media_type' }, 'Send the body as application/json');
      return payload;
    });
  },
  { name: 'request-guards' },
);
