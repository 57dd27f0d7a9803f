import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '#services.ts';

/**
 * A route plugin. It names the services its handlers reach (through the use cases they call),
 * and receives only those: a handler cannot reach past its use cases into the rest of the app
 * (docs/decisions/039-route-folders.md).
 */
export type RoutePlugin<K extends keyof Services> = FastifyPluginAsyncZod<{ services: RouteServices<K> }>;

/** The part of the services a route plugin named: what its helpers take. */
export type RouteServices<K extends keyof Services> = Pick<Services, K>;
