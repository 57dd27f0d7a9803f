import { type CodedError, type ErrorCode, zodIssueProblem } from '@opinio/domain/error-codes';
import { MAX_PATH_PARAM_LENGTH } from '@opinio/domain/limits';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '#db/database-unavailable.ts';
import { isDataException } from '#db/pg-errors.ts';
import { HttpError } from '#lib/http-error.ts';

/**
 * Every error a route throws, answered in the API's error shape (decision 037): `{ error: {
 * code, params, message, field, rows, issues } }`, the code from
 * packages/domain/src/error-codes.ts. Our own HttpErrors as they are, schema validation as a
 * 400 naming the field, Fastify's own 4xx with our codes, PostgreSQL's refusals of a value as
 * 400, an unreachable database as 503, anything else as a logged 500 that tells nothing of
 * the server's internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'error-handler' },
);

function send(reply: FastifyReply, statusCode: number, body: Record<string, unknown> & { code: ErrorCode }) {
  const { code, params, ...rest } = body;
  return reply.code(statusCode).send({ error: { code, params: params ?? {}, ...rest } });
}

/** The router's own refusals (a malformed or too long path). */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters`
      : 'The address is not valid';
  return send(reply, statusCode, { ...frameworkError(statusCode, reply), message });
}

/** Our codes for the 4xx answers Fastify and its plugins produce themselves. */
function frameworkError(statusCode: number, reply: FastifyReply, error?: FastifyError): CodedError {
  if (statusCode === 413) return { code: 'payload_too_large' };
  if (statusCode === 414) return { code: 'uri_too_long' };
  if (statusCode === 415) return { code: 'unsupported_media_type' };
  if (statusCode === 404) return { code: 'not_found' };
  if (statusCode === 429) {
    // @fastify/rate-limit has set Retry-After (seconds) on the reply
    const retryAfter = Number(reply.getHeader('retry-after'));
    return {
      code: 'too_many_requests',
      params: { retryAfter: Number.isFinite(retryAfter) ? retryAfter : 60 },
    };
  }
  if (error instanceof SyntaxError || error?.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return { code: 'invalid_json' };
  return { code: 'invalid_request' };
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
    if (typeof error.params.retryAfter === 'number')
      reply.header('retry-after', String(error.params.retryAfter));
    return send(reply, error.statusCode, {
      code: error.code,
      params: error.params,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.rows ? { rows: error.rows } : {}),
      ...(error.issues ? { issues: error.issues } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first problem: the schema's issue as a code with its parameters (required, too_long, ...)
    const issue = error.validation[0];
    const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const problem = issue
      ? zodIssueProblem({ code: issue.keyword, message: issue.message, ...issue.params })
      : { code: 'invalid_request' as const, params: {} };
    const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
    return send(reply, 400, { ...problem, message, ...(field ? { field } : {}) });
  }
  // The last line of defence (requests are validated before they are written): a value
  // PostgreSQL refuses (SQLSTATE class 22, data exception: NUL, a bad encoding, a date or a
  // number out of range) is the request's fault.
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'PostgreSQL refused a value of the request');
    return send(reply, 400, {
      code: 'invalid_value',
      message: 'The request holds a value that cannot be stored',
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's and its plugins' own 4xx (body too large, bad JSON, rate limit, ...): our
    // shape and codes, never the framework's internals.
    const message =
      FRAMEWORK_MESSAGES[error.code] ??
      (error instanceof SyntaxError ? `The body is not valid JSON: ${error.message}` : error.message);
    return send(reply, error.statusCode, { ...frameworkError(error.statusCode, reply, error), message });
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or down: the pool reconnects by itself once it is back.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(reply, 503, {
      code: 'unavailable',
      params: { retryAfter: 5 },
      message: DATABASE_UNAVAILABLE,
    });
  }
  request.log.error(error);
  return send(reply, 500, { code: 'internal', message: 'Something went wrong on our side' });
}
