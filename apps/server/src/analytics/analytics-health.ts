import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '#lib/http-error.ts';
import type { Analytics } from './analytics.ts';

/**
 * The readiness check's analytics part (GET /readyz): the engine's name and the round trip
 * of a statement on it in milliseconds, or a 503 `unavailable` (logged) while it does not answer.
 */
export async function analyticsReadiness(analytics: Analytics, log: FastifyBaseLogger) {
  const start = performance.now();
  try {
    await analytics.ping();
  } catch (error) {
    log.warn({ err: error }, 'readiness: the analytics engine does not answer');
    throw new HttpError({ code: 'unavailable' }, 'The analytics engine does not answer at the moment');
  }
  const analyticsMs = Math.round((performance.now() - start) * 100) / 100;
  return { analytics: analytics.engineName, analyticsMs };
}
