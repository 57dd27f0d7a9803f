import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#lib/http-error.ts';

/**
 * Brute-force limits (docs/decisions/005). In memory, per process: @fastify/rate-limit's
 * store. Requests per IP are limited on the route; failed sign-ins are counted per account
 * and per IP, and a locked account is refused even with the right password until the
 * window ends.
 */
export const LIMITS = {
  signInPerIp: { max: 60, timeWindow: 60_000 },
  failuresPerAccount: { max: 5, timeWindow: 15 * 60_000 },
  failuresPerIp: { max: 30, timeWindow: 15 * 60_000 },
  forgotPerIp: { max: 10, timeWindow: 15 * 60_000 },
  forgotPerAccount: { max: 3, timeWindow: 15 * 60_000 },
} as const;

const tooManyRequests = (retryAfterSeconds: number, what: string) =>
  new HttpError(
    { code: 'too_many_requests', params: { retryAfter: retryAfterSeconds } },
    `${what}; try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}`,
  );

/** Route config for @fastify/rate-limit: requests per IP, answered in our error format. */
export const perIpRouteLimit = (limit: { max: number; timeWindow: number }): RateLimitOptions => ({
  ...limit,
  errorResponseBuilder: (_request, context) =>
    tooManyRequests(Math.ceil(context.ttl / 1000), 'Too many requests from your address'),
});

export interface AttemptLimiter {
  /** Throws 429 (with Retry-After) while the key is over its limit. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one attempt. */
  count(request: FastifyRequest): Promise<void>;
}

/** A counter of attempts (e.g. failed sign-ins) per key, checked before the next attempt. */
export function attemptLimiter(
  app: FastifyInstance,
  limit: { max: number; timeWindow: number },
  key: (request: FastifyRequest) => string,
  message: string,
): AttemptLimiter {
  const limiter = app.createRateLimit({ ...limit, keyGenerator: key });
  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header('retry-after', state.ttlInSeconds);
      throw tooManyRequests(state.ttlInSeconds, message);
    },
    async count(request) {
      await limiter(request);
    },
  };
}

/**
 * Requests per IP on a sign-in route, as route hooks: checked before the work and counted once
 * answered, except an answer of 503 (the database cannot be reached): that was no attempt, and
 * an outage must not leave everyone who retried locked out once it ends. Requests in flight
 * at once may pass the limit by their number, as the failure counts above may.
 */
export function signInsPerIp(
  app: FastifyInstance,
  route: string,
  limit: { max: number; timeWindow: number } = LIMITS.signInPerIp,
) {
  const limiter = attemptLimiter(
    app,
    limit,
    (request) => `${route}:${request.ip}`,
    'Too many requests from your address',
  );
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => limiter.check(request, reply),
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 503) await limiter.count(request);
    },
  };
}
