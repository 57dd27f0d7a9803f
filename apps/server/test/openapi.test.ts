import { apiErrorStatuses, producedMediaTypes } from '@opinio/domain/api/api-route';
import { API_ROUTES } from '@opinio/domain/api/api-routes';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { BODY_EXAMPLES } from '#openapi/body-examples.ts';
import { testConfig } from './harness.ts';
import { recordFigures } from './reliability-figures.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<
    string,
    {
      headers?: Record<string, { description?: string }>;
      content?: Record<string, { schema: Record<string, unknown> }>;
    }
  >;
}
interface OpenApiDocument {
  openapi: string;
  servers?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

// Values the server is configured with that must never reach the public document.
const SECRETS = {
  smtpUrl: 'smtp://mailer:mail-s3cret-pw@mail.example.com:587',
  sharingSecret: 'sharing-s3cret-value-0123456789',
};

/** The page of the reference and its assets, served by @fastify/swagger-ui; the web app's files. */
const isPageOrAsset = (url: string) =>
  url === '/api/docs' || url.startsWith('/api/docs/') || url === '/assets/*';

const openApiPath = (url: string) => url.replaceAll(/:(\w+)/g, '{$1}');

const PUBLIC_URL = 'https://cx.example.org';

/** The properties of every object schema under a node, with where they are. */
function properties(node: unknown, at = ''): Array<{ at: string; schema: Record<string, unknown> }> {
  if (Array.isArray(node)) return node.flatMap((child, i) => properties(child, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    record.properties && typeof record.properties === 'object'
      ? Object.entries(record.properties as Record<string, Record<string, unknown>>).map(
          ([name, schema]) => ({
            at: `${at}.${name}`,
            schema,
          }),
        )
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => properties(child, `${at}/${key}`))];
}

describe('the API reference', () => {
  let app: FastifyInstance;
  let database: Database;
  const routes: Array<{ method: string; url: string }> = [];
  let doc: OpenApiDocument;
  let text: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    ({ app } = await buildApp({
      config: testConfig({ ...SECRETS, publicUrl: PUBLIC_URL }),
      database,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    }));
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    text = response.body;
    doc = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a valid OpenAPI 3.1 document with paths and components, without sign-in', async () => {
    const validator = new Validator();
    expect(await validator.validate(JSON.parse(JSON.stringify(doc)))).toEqual({
      valid: true,
    });
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(doc.components.schemas.ApiError).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(
      ['apiKeyBearer', 'apiKeyHeader', 'sessionCookie', 'ssoBearer'].sort(),
    );
  });

  it('documents every route the server answers, with a summary and a tag', () => {
    const served = routes.filter((r) => r.method !== 'HEAD' && !isPageOrAsset(r.url));
    for (const { method, url } of served) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation.summary, `${method} ${url}`).toBeTruthy();
      expect(operation.tags, `${method} ${url}`).toHaveLength(1);
    }
    expect(served.length).toBe(API_ROUTES.length);
  });

  it('serves every entry of the route table, named by its operationId', () => {
    for (const { name, route } of API_ROUTES) {
      expect(routes, name).toContainEqual({ method: route.method, url: route.path });
      expect(doc.paths[openApiPath(route.path)][route.method.toLowerCase()].operationId).toBe(name);
    }
  });

  it('lists the shared error responses: 400 for input, 401 for a credential, 404 for a survey', () => {
    for (const { name, route } of API_ROUTES) {
      const { responses } = doc.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const statuses = apiErrorStatuses(route).map(String);
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(statuses));
      if (route.auth !== 'public') expect(statuses, name).toContain('401');
      if (route.params || route.querystring || route.body) expect(statuses, name).toContain('400');
      if (route.path.includes(':survey')) expect(statuses, name).toContain('404');
      const declared = route.response ? Object.keys(route.response) : [];
      for (const status of statuses.filter((s) => !declared.includes(s))) {
        expect(responses[status].content?.['application/json'].schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
  });

  it('names the credentials of signed-in and API-key calls and the CSRF header of state changes', () => {
    const login = doc.paths['/api/vuejs/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(login.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-requested-with' }),
    );
    expect(doc.paths['/api/vuejs/alerts/count/{survey}'].get.security).toEqual([
      { sessionCookie: [] },
      { ssoBearer: [] },
    ]);
    const ingestion = doc.paths['/api/v1/surveys/{survey}/interviews'].post;
    expect(ingestion.security).toEqual([{ apiKeyHeader: [] }, { apiKeyBearer: [] }]);
    expect(ingestion.parameters?.some((p) => p.in === 'header')).toBe(false);
  });

  it('holds no secrets: no configured secret, no key, no credential with a default value', () => {
    expect(text).not.toContain(SECRETS.smtpUrl);
    expect(text).not.toContain('mail-s3cret-pw');
    expect(text).not.toContain(SECRETS.sharingSecret);
    expect(text).not.toMatch(/opk_[A-Za-z0-9]/);
    // No property named like a credential carries a default or a constant value.
    const credentialDefaults: string[] = [];
    const walk = (node: unknown, key: string) => {
      if (Array.isArray(node)) {
        for (const child of node) walk(child, key);
      } else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (/password|token|secret|key/i.test(key) && ('default' in record || 'const' in record)) {
          credentialDefaults.push(key);
        }
        for (const [name, child] of Object.entries(record)) walk(child, name);
      }
    };
    walk(doc, '');
    expect(credentialDefaults).toEqual([]);
  });

  it("lists the host's public address as its server", () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
  });

  it('shows an example of every request body, valid by the body schema the server checks', () => {
    for (const { name, route } of API_ROUTES) {
      const schema = route.documentedBody?.schema ?? route.body;
      if (!schema) continue;
      const example = BODY_EXAMPLES[name];
      expect(example, `${name} has no example in body-examples.ts`).toBeDefined();
      const parsed = schema.safeParse(example);
      expect(parsed.error?.issues, name).toBeUndefined();
      // The checked body too, where the server reads a documented one itself.
      if (route.body) expect(route.body.safeParse(example).success, name).toBe(true);
      const operation = doc.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const media = Object.values(operation.requestBody!.content)[0];
      expect(media.example ?? (media.schema.examples as unknown[] | undefined)?.[0], name).toEqual(example);
    }
    const routesWithBodies = new Set(
      API_ROUTES.filter((r) => r.route.body || r.route.documentedBody).map((r) => r.name),
    );
    for (const name of Object.keys(BODY_EXAMPLES))
      expect(routesWithBodies, `${name} has no body`).toContain(name);
  });

  it('public operations take no credential (security: []); the others name theirs', () => {
    for (const { name, route } of API_ROUTES) {
      const { security } = doc.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const expected = {
        public: [],
        session: [{ sessionCookie: [] }, { ssoBearer: [] }],
        apiKey: [{ apiKeyHeader: [] }, { apiKeyBearer: [] }],
      }[route.auth];
      expect(security, name).toEqual(expected);
    }
  });

  it('documents the session cookie that sign-in sets and the redirect of a survey link', () => {
    for (const path of [
      '/api/vuejs/auth/login',
      '/api/vuejs/auth/validatekeycloak',
      '/api/vuejs/auth/changeuniverse/{universe}',
    ]) {
      const { responses } = doc.paths[path].post;
      expect(responses['200'].headers?.['Set-Cookie']?.description, path).toContain('opinio_session');
    }
    const click = doc.paths['/api/t/c/{token}'].get;
    expect(Object.keys(click.responses).filter((s) => s.startsWith('2') || s.startsWith('3'))).toEqual([
      '302',
    ]);
    expect(click.responses['302'].headers?.Location?.description).toContain('/responsive');
  });

  it("lists each media type of a file's answer as a content entry of its own", () => {
    const download = doc.paths['/api/vuejs/reports/download/{survey}/{uuid}'].get.responses['200'];
    expect(download.content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: {
          type: 'string',
          contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      },
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    });
    const files = API_ROUTES.filter(({ route }) => route.produces);
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const { name, route } of files) {
      const content = doc.paths[openApiPath(route.path)][route.method.toLowerCase()].responses['200'].content;
      expect(Object.keys(content ?? {}), name).toEqual(producedMediaTypes(route.produces!));
      // a media type each: never a list in one name
      for (const mediaType of Object.keys(content ?? {}))
        expect(mediaType, name).toMatch(/^[\w.+-]+\/[\w.+-]+$/);
    }
  });

  it('marks the GET forms of state changes deprecated, naming the method to use', () => {
    const deprecated = API_ROUTES.filter(({ route }) => route.replacedBy);
    expect(deprecated.length).toBeGreaterThanOrEqual(11);
    for (const { name, route } of deprecated) {
      const operation = doc.paths[openApiPath(route.path)].get;
      expect(operation.deprecated, name).toBe(true);
      expect(operation.description, name).toContain(
        `${route.replacedBy!.method} ${openApiPath(route.replacedBy!.path)}`,
      );
      const replacement =
        doc.paths[openApiPath(route.replacedBy!.path)][route.replacedBy!.method.toLowerCase()];
      expect(replacement.deprecated, name).toBeUndefined();
    }
    const deprecatedOperations = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .filter((op) => op.deprecated);
    expect(deprecatedOperations.length).toBe(deprecated.length);
  });

  it('describes every field of the public ingestion API and the big screen; the report flags are an object', () => {
    const publicApi = Object.entries(doc.paths).filter(
      ([path]) => path.startsWith('/api/v1/') || path.startsWith('/api/bigscreen/'),
    );
    expect(publicApi.length).toBeGreaterThanOrEqual(3);
    const undescribed = publicApi.flatMap(([path, operations]) =>
      properties(operations, path)
        .filter(({ schema }) => !schema.description && !schema.$ref)
        .map(({ at }) => at),
    );
    expect(undescribed).toEqual([]);
    const ingestion = doc.paths['/api/v1/surveys/{survey}/interviews'].post;
    const row = properties(ingestion.requestBody, '');
    expect(row.find((p) => p.at.endsWith('.answers'))?.schema.description).toMatch(/extName/);
    expect(row.find((p) => p.at.endsWith('.unit'))?.schema.description).toMatch(/extName/);
    expect(row.find((p) => p.at.endsWith('.externalId'))?.schema.description).toMatch(/idempoten/);

    const flags = properties(doc, '').filter(({ at }) => at.endsWith('.reportFlags'));
    expect(flags.length).toBeGreaterThan(0);
    for (const { schema } of flags) {
      expect(schema.type).toBe('object');
      expect(Object.keys(schema.properties as object)).toContain('enableInterviewsReport');
      expect(schema.additionalProperties ?? false).toBe(false);
      expect(schema.propertyNames).toBeUndefined();
    }

    const fields = properties(doc, '');
    const described = fields.filter(({ schema }) => schema.description || schema.$ref).length;
    recordFigures('openapi', { fields: fields.length, described });
  });

  it('serves the browsable page and its assets without sign-in, scripts from files only', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // The CSP allows no inline script: every script of the page is a file.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body.trim()).toBe('');
    }
    for (const src of scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes)![1])) {
      const asset = await app.inject({ url: new URL(src, 'http://localhost/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    const copy = await app.inject({ url: '/api/docs/json' });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().openapi).toBe(doc.openapi);
  });

  it('keeps the page out of the document and everything else signed-in', async () => {
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    const call = await app.inject({ url: '/api/vuejs/alerts/count/cx' });
    expect(call.statusCode).toBe(401);
  });
});
