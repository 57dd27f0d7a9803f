import type { ApiRoute } from '@opinio/domain/api/api-route';
import type { FastifyContextConfig, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the route table (packages/domain/src/api): the OpenAPI document reads it. */
    apiRoute?: ApiRoute;
  }
}

type Field<R, K extends string> = R extends { readonly [P in K]: infer T } ? T : undefined;

/** The Fastify schema of an entry, as the zod type provider types requests and replies from it. */
export interface RouteSchema<R extends ApiRoute> extends FastifySchema {
  params: Field<R, 'params'>;
  querystring: Field<R, 'querystring'>;
  body: Field<R, 'body'>;
  response: Field<R, 'response'>;
}

/** What only the server decides about a route: limits, and whether GET also answers HEAD. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'public' | 'apiKey' | 'changesState' | 'signedLink' | 'apiRoute'>;
  bodyLimit?: number;
  exposeHeadRoute?: boolean;
}

/**
 * A route's options from its entry in the route table: method, path, schemas and who may
 * call it (`config.public`, `config.apiKey` and `config.changesState` for the auth hook and
 * the CSRF guard) come from the entry, so they are written once. Used as
 * `app.route({ ...routeOptions(entry), handler })`: the zod type provider types the
 * handler's request and reply from the entry's schemas.
 */
export function routeOptions<R extends ApiRoute>(route: R, extras: RouteExtras = {}) {
  const schema: FastifySchema = { summary: route.summary, tags: [route.tag] };
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  if (route.response) schema.response = route.response;
  const config: FastifyContextConfig = {
    ...extras.config,
    public: route.auth !== 'session',
    apiKey: route.auth === 'apiKey',
    changesState: route.changesState === true,
    signedLink: route.signedLink === true,
    apiRoute: route,
  };
  return {
    method: route.method,
    url: route.path,
    schema: schema as RouteSchema<R>,
    config,
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    // A GET that changes state answers no HEAD: a link checker's HEAD must change nothing.
    ...(route.changesState
      ? { exposeHeadRoute: false }
      : extras.exposeHeadRoute === undefined
        ? {}
        : { exposeHeadRoute: extras.exposeHeadRoute }),
  };
}
