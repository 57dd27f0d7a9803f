import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthServices } from './auth-services.ts';
import { clientConfigFor, requestDomain } from './client-config.ts';

const providerOrigins = new WeakMap<IncomingMessage, string>();

/**
 * On a host with single sign-on the web app talks to its identity provider: discovery and
 * the token call (connect-src) and the silent check in an iframe (frame-src). This hook
 * looks up the host's provider for the pages the browser loads (not for API calls, the
 * probes and metrics, or assets); `identityProviderSource` hands it to helmet's CSP directives. It must be
 * registered before helmet, whose onRequest hook writes the header.
 */
export const ssoCsp = fp(async (app: FastifyInstance, { services }: { services: AuthServices }) => {
  app.addHook('onRequest', async (request) => {
    // a route of the route table is no page: /healthz, /readyz and /metrics neither (they must
    // answer without the database)
    const call = request.url.startsWith('/api/') || request.routeOptions.config?.apiRoute !== undefined;
    if (request.method !== 'GET' || call || request.url.startsWith('/assets/')) return;
    const config = await clientConfigFor(services.database.db, requestDomain(request));
    const origin = config ? originOf(config.idpUrl) : null;
    if (origin) providerOrigins.set(request.raw, origin);
  });
});

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A helmet CSP directive source: the request's identity provider origin, or nothing. */
export const identityProviderSource = (request: IncomingMessage): string =>
  providerOrigins.get(request) ?? '';
