import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import {
  type ApiErrorStatus,
  type ApiRoute,
  apiErrorStatuses,
  producedMediaTypes,
} from '@opinio/domain/api/api-route';
import { API_ROUTES } from '@opinio/domain/api/api-routes';
import { ZApiError } from '@opinio/domain/schemas/error';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_EXAMPLES } from './body-examples.ts';
import { webhookSection } from './webhook-events.ts';

/** The shared error body, a component of the document that every error response refers to. */
const ZApiErrorComponent = ZApiError.meta({ id: 'ApiError' });

const ERROR_DESCRIPTIONS: Record<ApiErrorStatus, string> = {
  400: 'Invalid input: a parameter, the query or the body (`field` names it)',
  401: 'No valid credential: not signed in, the session ended, or the key is missing, unknown or revoked',
  403: 'Not allowed: the role does not suffice, or the call lacks the header `X-Requested-With: opinio`',
  404: "Not found: unknown, another tenant's, or outside the user's scope",
  409: 'Conflict with the current state',
  413: 'The body or file is too large',
  415: 'The body is not JSON: send it as `application/json` (`unsupported_media_type`)',
  429: 'Too many requests: wait as `Retry-After` says',
  503: 'The database does not answer: try again as `Retry-After` says',
};

const ZCsrfHeaders = z.object({
  'x-requested-with': z
    .literal('opinio')
    .describe(
      'Protection against cross-site requests: required with the session cookie (a call authenticated by a bearer token alone is exempt)',
    ),
});

/** The credentials of each kind of route; a public one takes none (`security: []`). */
const SECURITY: Record<ApiRoute['auth'], NonNullable<FastifySchema['security']>> = {
  session: [{ sessionCookie: [] }, { ssoBearer: [] }],
  apiKey: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
  public: [],
};

const SESSION_COOKIE_HEADERS = {
  set: {
    'Set-Cookie': {
      description:
        'The HttpOnly session cookie `opinio_session` (Secure, SameSite=Lax, path `/`): send it with every signed-in call. Persistent with `remember`, else it ends with the browser session.',
      type: 'string',
    },
  },
  clear: {
    'Set-Cookie': { description: 'Clears the session cookie `opinio_session`', type: 'string' },
  },
} as const;

/** What a deprecated GET form says: the method to use instead. */
const deprecation = (replacement: Pick<ApiRoute, 'method' | 'path'>) =>
  `**Deprecated:** kept for compatibility, as the product's API contract names this GET; it changes state, so it needs the header \`X-Requested-With: opinio\` as the other form does. Use \`${replacement.method} ${replacement.path.replaceAll(/:(\w+)/g, '{$1}')}\` instead.`;

const operationIds = new Map(API_ROUTES.map(({ name, route }) => [route, name]));

/**
 * Turns a route into its OpenAPI operation from its entry in the route table: the zod
 * schemas become JSON Schema (fastify-type-provider-zod), and the entry adds what the
 * Fastify schema does not carry: its error responses, a file or stream answer, a body the
 * route reads itself, the CSRF header, the credentials it takes and its operationId.
 */
export const contractTransform: SwaggerTransform = (document) => {
  const route = document.route.config?.apiRoute;
  if (!route) return jsonSchemaTransform(document);
  const schema: FastifySchema = { ...document.schema, operationId: operationIds.get(route) };
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown>) };
  for (const status of apiErrorStatuses(route)) {
    response[status] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: ZApiErrorComponent } },
    };
  }
  schema.response = response;
  if (route.documentedBody) {
    schema.body = route.documentedBody.schema;
    schema.consumes = [route.documentedBody.mediaType];
  }
  const needsCsrfHeader = (route.method !== 'GET' || route.changesState) && route.auth !== 'apiKey';
  if (needsCsrfHeader) schema.headers = ZCsrfHeaders;
  schema.security = SECURITY[route.auth];
  if (route.replacedBy) {
    schema.deprecated = true;
    schema.description = [deprecation(route.replacedBy), route.description].filter(Boolean).join('\n\n');
  }

  const transformed = jsonSchemaTransform({ ...document, schema });
  const responses = transformed.schema.response as Record<string, Record<string, unknown>>;
  for (const [status, json] of Object.entries(responses)) {
    // A JSON answer gets a description of its own instead of the generic "Default Response".
    if (json.type !== 'null' && !json.content) {
      const description = ERROR_DESCRIPTIONS[Number(status) as ApiErrorStatus] ?? 'Success';
      responses[status] = { description, content: { 'application/json': { schema: json } } };
    }
  }
  if (route.sessionCookie) {
    const success = Object.keys(responses).find((status) => status.startsWith('2'));
    if (success) responses[success].headers = SESSION_COOKIE_HEADERS[route.sessionCookie];
  }
  const example = BODY_EXAMPLES[operationIds.get(route) ?? ''];
  const body = transformed.schema.body as Record<string, unknown> | undefined;
  if (body && example !== undefined) body.examples = [example];
  if (route.redirect) {
    transformed.schema.response = {
      302: {
        type: 'null',
        description: 'Found: a redirect',
        headers: { Location: { description: route.redirect, type: 'string' } },
      },
      ...(transformed.schema.response as Record<string, unknown>),
    };
  }
  if (route.produces) {
    // one content entry per media type the answer may have
    const content = Object.fromEntries(
      producedMediaTypes(route.produces).map((mediaType) => [
        mediaType,
        {
          schema:
            mediaType === 'application/json'
              ? { type: 'object' }
              : { type: 'string', contentMediaType: mediaType },
        },
      ]),
    );
    transformed.schema.response = {
      200: { description: route.produces.description, content },
      ...(transformed.schema.response as Record<string, unknown>),
    };
  }
  return transformed;
};

/**
 * The document's webhooks (what the product sends), and its components: fastify-type-provider-zod adds an input and an output variant
 * of every schema with an id; only those that an operation refers to are kept.
 */
export const contractTransformObject: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas;
  if (schemas) {
    const text = JSON.stringify({ ...openapi, components: { ...openapi.components, schemas: {} } });
    for (const name of Object.keys(schemas)) {
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
  }
  return { ...openapi, webhooks: webhookSection() } as ReturnType<SwaggerTransformObject>;
};
