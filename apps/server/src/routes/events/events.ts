import { eventsApi } from '@opinio/domain/api/events';
import { principalFromRequest } from '#auth/auth-hook.ts';
import { perIpRouteLimit } from '#auth/sign-in-limits.ts';
import { recordEvent } from '#events/record-event.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Events per address and minute: enough for people, not for filling the table. */
export const EVENTS_PER_IP = { max: 30, timeWindow: 60_000 } as const;

/**
 * The web app's analytics events, e.g. 'linkable_hit' from a signed-out visitor
 * (docs/product.md#product-analytics-events). Public; the universe is the caller's
 * session's, when there is one.
 */
const eventRoutes: RoutePlugin<'config' | 'database' | 'oidc'> = async (app, { services }) => {
  app.route({
    ...routeOptions(eventsApi.record, {
      config: { rateLimit: perIpRouteLimit(EVENTS_PER_IP) },
      bodyLimit: 8192,
    }),
    handler: async (request, reply) => {
      // An expired session or a bad token does not stop the event; it is then anonymous.
      const principal = await principalFromRequest(services, request).catch(() => null);
      await recordEvent(services.database.db, principal?.universe.id ?? null, request.body);
      return reply.code(204).send();
    },
  });
};

export default eventRoutes;
