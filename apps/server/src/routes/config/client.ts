import { configApi } from '@opinio/domain/api/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { routeOptions } from '../route-options.ts';

/** Which sign-in applies for a host name: an identity provider, or password sign-in. */
const clientConfigRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.route({
    ...routeOptions(configApi.client),
    handler: async (request) => {
      const domain = request.query.domain ?? request.hostname.split(':')[0];
      const row = await services.database.db
        .selectFrom('client_configs')
        .select(['idp_url', 'realm', 'client_id'])
        .where('domain', '=', domain)
        .executeTakeFirst();
      if (!row) return { auth: 'password' as const };
      return { auth: 'sso' as const, serverUrl: row.idp_url, realm: row.realm, clientId: row.client_id };
    },
  });
};

export default clientConfigRoutes;
