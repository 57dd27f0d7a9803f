import fastifySwagger from '@fastify/swagger';
import { API_TAGS } from '@opinio/domain/api/api-route';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contractTransform, contractTransformObject } from './contract-transform.ts';

const DESCRIPTION = `Opinio's HTTP API, generated from its route table (packages/domain/src/api).

Calls under \`/api/vuejs/...\` are the web app's calls, named as the product's API contract names them (the prefix is historical and says nothing about the client). \`/api/v1/...\` is the versioned public API for integrations, authenticated by an API key. \`/api/bigscreen/...\`, \`/api/config/...\`, \`/api/health\` and this reference are additions, and so are \`/healthz\`, \`/readyz\` and \`/metrics\` (Prometheus), outside \`/api\` where orchestrators and monitoring look for them.

Signed-in calls carry the HttpOnly session cookie set by a sign-in call or, on a host with single sign-on, \`Authorization: Bearer <access token>\`. Every POST, PUT, PATCH and DELETE, and the GETs that change state, must send \`X-Requested-With: opinio\` (else 403 \`csrf\`). Texts of a survey's configuration (page, view, question, option, indicator, filter and unit names, alert rule names) are answered in the language of \`Accept-Language\` (en, fi or sv), else the signed-in user's language, else the survey's default language; a text without that language falls back to the survey's default language, then English. Errors are JSON \`{ "error": { "code", "message", "field"? } }\`; another tenant's data, or data outside the user's scope, answers 404. \`{survey}\` is the survey's extName; \`{drillPathFiltered}\` is a drill path, optionally followed by \`;\` and a filter token, URL-encoded as one path segment.`;

/**
 * The OpenAPI 3.1 document of every route, built by @fastify/swagger from the routes as
 * they are added (register it before them). Its server is the host's public address
 * (`PUBLIC_URL`, the address its mails link to); every path starts with `/api`, but for the
 * probes and the metrics (`/healthz`, `/readyz`, `/metrics`).
 */
export const openApiDocument = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Opinio API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: options.publicUrl, description: 'This host (its PUBLIC_URL)' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'opinio_session',
            description: 'The HttpOnly session cookie that a sign-in call sets',
          },
          ssoBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "On a host with single sign-on: the provider's access token",
          },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key' },
          apiKeyBearer: { type: 'http', scheme: 'bearer', description: 'An API key as a bearer token' },
        },
      },
    },
    transform: contractTransform,
    transformObject: contractTransformObject,
  });
});
