import { configApi } from '@opinio/domain/api/config';
import { clientConfigFor } from '#auth/client-config.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** Which sign-in applies for a host name: an identity provider, or password sign-in. */
const clientConfigRoutes: RoutePlugin<'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(configApi.client),
    handler: async (request) => {
      const domain = request.query.domain ?? request.hostname.split(':')[0];
      const sso = await clientConfigFor(services.database.db, domain);
      if (!sso) return { auth: 'password' as const };
      return {
        auth: 'sso' as const,
        serverUrl: sso.idpUrl,
        realm: sso.realm,
        clientId: sso.clientId,
        ssoOnly: sso.ssoOnly,
      };
    },
  });
};

export default clientConfigRoutes;
