import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { type ApiErrorStatus, type ApiRoute, apiErrorStatuses } from '@opinio/domain/api/api-route';
import { API_ROUTES } from '@opinio/domain/api/api-routes';
import { ZApiError } from '@opinio/domain/schemas/error';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The shared error body, a component of the document that every error response refers to. */
const ZApiErrorComponent = ZApiError.meta({ id: 'ApiError' });

const ERROR_DESCRIPTIONS: Record<ApiErrorStatus, string> = {
  400: 'Invalid input: a parameter, the query or the body (`field` names it)',
  401: 'No valid credential: not signed in, the session ended, or the key is missing, unknown or revoked',
  403: 'Not allowed: the role does not suffice, or the call lacks the header `X-Requested-With: opinio`',
  404: "Not found: unknown, another tenant's, or outside the user's scope",
  409: 'Conflict with the current state',
  413: 'The body or file is too large',
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

const SECURITY: Record<ApiRoute['auth'], FastifySchema['security']> = {
  session: [{ sessionCookie: [] }, { ssoBearer: [] }],
  apiKey: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
  public: undefined,
};

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
  const security = SECURITY[route.auth];
  if (security) schema.security = security;

  const transformed = jsonSchemaTransform({ ...document, schema });
  const responses = transformed.schema.response as Record<string, Record<string, unknown>>;
  for (const [status, json] of Object.entries(responses)) {
    // A JSON answer gets a description of its own instead of the generic "Default Response".
    if (json.type !== 'null' && !json.content) {
      const description = ERROR_DESCRIPTIONS[Number(status) as ApiErrorStatus] ?? 'Success';
      responses[status] = { description, content: { 'application/json': { schema: json } } };
    }
  }
  if (route.produces) {
    const { mediaType, description } = route.produces;
    const body =
      mediaType === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: mediaType };
    transformed.schema.response = {
      200: { description, content: { [mediaType]: { schema: body } } },
      ...(transformed.schema.response as Record<string, unknown>),
    };
  }
  return transformed;
};

/**
 * The document's components: fastify-type-provider-zod adds an input and an output variant
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
  return openapi as ReturnType<SwaggerTransformObject>;
};
