import { MAX_PATH_PARAM_LENGTH } from '@opinio/domain/limits';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * Every error a route throws, answered in the API's error shape (docs/api.md): our own
 * HttpErrors as they are, schema validation as a 400 naming the field, Fastify's own 4xx
 * with our codes, PostgreSQL's refusals of a value as 400, an unreachable database as 503,
 * anything else as a logged 500 that tells nothing of the server's internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'error-handler' },
);

/** For Fastify's `frameworkErrors`: the router's own refusals (a malformed or too long path). */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters`
      : 'The address is not valid';
  return reply.code(statusCode).send({ error: { code: frameworkCode(statusCode), message } });
}

/** Our error codes for the 4xx answers Fastify and its plugins produce themselves. */
function frameworkCode(statusCode: number): string {
  if (statusCode === 413) return 'payload_too_large';
  if (statusCode === 414) return 'uri_too_long';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 429) return 'rate_limited';
  return 'bad_request';
}

/** Messages for Fastify's body errors that say what to send instead. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body',
};

function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: { log: FastifyInstance['log'] },
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({
      error: {
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.rows ? { rows: error.rows } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
    return reply.code(400).send({ error: { code: 'bad_request', message, ...(field ? { field } : {}) } });
  }
  // The last line of defence (requests are validated before they are written): a value
  // PostgreSQL refuses (SQLSTATE class 22, data exception: NUL, a bad encoding, a date or a
  // number out of range) is the request's fault.
  if (/^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code))) {
    request.log.warn({ err: error }, 'PostgreSQL refused a value of the request');
    return reply.code(400).send({
      error: { code: 'invalid_value', message: 'The request holds a value that cannot be stored' },
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's and its plugins' own 4xx (body too large, bad JSON, rate limit, ...): our
    // shape and codes, never the framework's internals.
    const message =
      FRAMEWORK_MESSAGES[error.code] ??
      (error instanceof SyntaxError ? `The body is not valid JSON: ${error.message}` : error.message);
    return reply.code(error.statusCode).send({ error: { code: frameworkCode(error.statusCode), message } });
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or down: the pool reconnects by itself once it is back.
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE } });
  }
  request.log.error(error);
  return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong on our side' } });
}
