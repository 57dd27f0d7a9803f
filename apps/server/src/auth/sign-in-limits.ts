import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#lib/http-error.ts';

/**
 * Brute-force limits (docs/decisions/005). In memory, per process. Requests per IP are
 * limited on the route; failed sign-ins are counted per account and per IP, and a locked
 * account is refused even with the right password until the window ends. Every limit is
 * taken before the work it limits, in one step with its check, so that requests arriving
 * at once cannot pass it by their number.
 */
export const LIMITS = {
  signInPerIp: { max: 60, timeWindow: 60_000 },
  failuresPerAccount: { max: 5, timeWindow: 15 * 60_000 },
  failuresPerIp: { max: 30, timeWindow: 15 * 60_000 },
  forgotPerIp: { max: 10, timeWindow: 15 * 60_000 },
  forgotPerAccount: { max: 3, timeWindow: 15 * 60_000 },
} as const;

/** The most keys one limiter keeps; past it, the windows started first go first. */
const KEYS_PER_LIMITER = 10_000;

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

interface Window {
  /** Places taken: attempts that counted, and attempts still under way. */
  taken: number;
  endsAt: number;
}

/**
 * Fixed windows of `max` places per key. `take` checks and takes in one synchronous step;
 * a place given back frees it within the same window. Ended windows are swept once per
 * window length, and at most `keys` keys are kept.
 * @internal
 */
export class FixedWindows {
  readonly #windows = new Map<string, Window>();
  #nextSweep = 0;

  constructor(
    readonly limit: { max: number; timeWindow: number },
    readonly now: () => number = Date.now,
    readonly keys = KEYS_PER_LIMITER,
  ) {}

  /** Takes a place under the key: its window, or the seconds until the window ends when none is left. */
  take(key: string): { window: Window } | { retryAfter: number } {
    const now = this.now();
    this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      this.#windows.delete(key);
      if (this.#windows.size >= this.keys) this.#windows.delete(this.#windows.keys().next().value!);
      window = { taken: 0, endsAt: now + this.limit.timeWindow };
      this.#windows.set(key, window);
    }
    if (window.taken >= this.limit.max) return { retryAfter: Math.ceil((window.endsAt - now) / 1000) };
    window.taken++;
    return { window };
  }

  /** Gives back a place taken in `window` (nothing once that window has ended). */
  giveBack(key: string, window: Window): void {
    if (this.#windows.get(key) !== window) return;
    window.taken--;
    if (window.taken === 0) this.#windows.delete(key);
  }

  /** Keys held now. */
  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number) {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.limit.timeWindow;
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}

/** One attempt's place under a limit: it counts for the window unless given back. */
export interface Attempt {
  /** Gives the place back: the attempt did not count (a right password, a 503). Once only. */
  release(): void;
}

export interface AttemptLimiter {
  /**
   * Takes a place for one attempt before its work, or throws 429 (with Retry-After) while the
   * key's places are all taken, by attempts that counted or that are still under way.
   */
  take(request: FastifyRequest, reply: FastifyReply): Attempt;
}

/** A limit on attempts (e.g. failed sign-ins) per key, taken before each attempt. */
export function attemptLimiter(
  limit: { max: number; timeWindow: number },
  key: (request: FastifyRequest) => string,
  message: string,
): AttemptLimiter {
  const windows = new FixedWindows(limit);
  return {
    take(request, reply) {
      const name = key(request);
      const taken = windows.take(name);
      if ('retryAfter' in taken) {
        reply.header('retry-after', taken.retryAfter);
        throw tooManyRequests(taken.retryAfter, message);
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          windows.giveBack(name, taken.window);
        },
      };
    },
  };
}

/** A place under each limiter, or none: a refusal gives back the places already taken. */
export function takeAll(
  request: FastifyRequest,
  reply: FastifyReply,
  limiters: readonly AttemptLimiter[],
): Attempt {
  const taken: Attempt[] = [];
  try {
    for (const limiter of limiters) taken.push(limiter.take(request, reply));
  } catch (error) {
    for (const attempt of taken) attempt.release();
    throw error;
  }
  return {
    release() {
      for (const attempt of taken) attempt.release();
    },
  };
}

/**
 * Requests per IP on a sign-in route, as route hooks: a place taken before the work and
 * kept once answered, except an answer of 503 (the database cannot be reached): that was no
 * attempt, and an outage must not leave everyone who retried locked out once it ends.
 */
export function signInsPerIp(route: string, limit: { max: number; timeWindow: number } = LIMITS.signInPerIp) {
  const limiter = attemptLimiter(
    limit,
    (request) => `${route}:${request.ip}`,
    'Too many requests from your address',
  );
  const attempts = new WeakMap<FastifyRequest, Attempt>();
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      attempts.set(request, limiter.take(request, reply));
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 503) attempts.get(request)?.release();
    },
  };
}
