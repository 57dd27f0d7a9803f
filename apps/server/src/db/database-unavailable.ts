/** What a caller is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE =
  'The database cannot be reached at the moment: try again in a few seconds';

/** Network errors of a connection to PostgreSQL that is refused, reset or cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that is stopping, starting or gone: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections, and every
 * connection exception (class 08).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection dies or cannot be made. */
const MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

const isNetworkError = (error: unknown): boolean => {
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  // Node's connect() to a host with several addresses fails with an AggregateError.
  return Array.isArray(errors) && errors.some(isNetworkError);
};

/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL
 * restarting, down, or out of connections) rather than a fault of the request or of our
 * code. The API answers such errors with 503, and recovers by itself once the server is
 * back: the pool makes new connections on demand. A bare network error counts only as
 * thrown (node-postgres throws it as it is); wrapped, it is another service's (a `fetch`
 * to the identity provider, say).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (isNetworkError(error)) return true;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
