import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last segments are credentials: a big-screen page carries its API key, a
 * shared interview its signature, a campaign message's links (opened, survey, unsubscribe),
 * the questionnaire and the unsubscribe pages their invitation's or subscription's token.
 * Logged with the secret cut out, the route kept.
 */
const SECRET_PATHS: ReadonlyArray<[RegExp, string]> = [
  [/^(\/bigscreen\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/sharing\/interview\/[^/?#]+\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/api\/vuejs\/sharing\/interview\/[^/?#]+\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/api\/t\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/api\/responsive\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/unsubscribe\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]'],
  [/^(\/api\/vuejs\/reports\/mailunsubscribe\/)[^/?#]+/i, '$1[redacted]'],
];

/**
 * Query parameters that carry a credential: reset and invitation links (`resetToken`), the
 * questionnaire's invitation (`t`), sign-in callbacks.
 */
const SECRET_PARAMS =
  /([?&](?:token|resettoken|t|code|state|session_state|access_token|id_token|key|apikey|api_key)=)[^&#]*/gi;

/** A request URL fit for a log line: no token, key or signature in it. */
function redactUrl(url: string): string {
  let redacted = url;
  for (const [pattern, replacement] of SECRET_PATHS) redacted = redacted.replace(pattern, replacement);
  return redacted.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The logger's request serializer: Fastify's fields, with the URL redacted. Headers are
 * never logged (cookies, Authorization and X-Api-Key stay out of the log).
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
