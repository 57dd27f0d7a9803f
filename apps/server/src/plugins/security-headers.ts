import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { identityProviderSource, ssoCsp } from '#auth/sso-csp.ts';
import type { Services } from '#services.ts';

/**
 * Security headers on every answer (helmet), with a content security policy that allows
 * the page's own origin and, on a host with single sign-on, its identity provider.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    // Before helmet: it finds the host's identity provider for the CSP below.
    await app.register(ssoCsp, { services });
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          scriptSrc: ["'self'"],
          // Single sign-on: discovery and token calls, and the silent check in an iframe.
          connectSrc: ["'self'", identityProviderSource],
          frameSrc: ["'self'", identityProviderSource],
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'security-headers' },
);
