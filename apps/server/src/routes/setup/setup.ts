import { setupApi } from '@opinio/domain/api/setup';
import { signInsPerIp } from '#auth/sign-in-limits.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { firstSetupWithToken, setupNeeded } from '#users/first-setup.ts';

/** The first start of a production install (docs/operating.md). */
const setupRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(setupApi.state),
    handler: async () => ({ needed: await setupNeeded(services.database) }),
  });

  app.route({
    ...routeOptions(setupApi.run),
    // a token guessed is a password guessed: the same limit per address
    ...signInsPerIp('setup'),
    handler: async (request, reply) => {
      const done = await firstSetupWithToken(services, request.body);
      return reply.code(201).send(done);
    },
  });
};

export default setupRoutes;
