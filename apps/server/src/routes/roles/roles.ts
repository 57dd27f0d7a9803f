import { rolesApi } from '@opinio/domain/api/users';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { deleteRole, roleDetails, roleList, saveRole, saveRoleMappings } from '#users/roles.ts';
import { userAdminContext } from '#users/user-admin-context.ts';

/** Roles of the universe: read by every user administrator, changed by those of the whole organisation. */
const roleRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(rolesApi.list),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return roleList(admin);
    },
  });

  app.route({
    ...routeOptions(rolesApi.role),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return roleDetails(admin.db, admin.universeId, request.params.roleId);
    },
  });

  app.route({
    ...routeOptions(rolesApi.save),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return saveRole(admin, request.body);
    },
  });

  app.route({
    ...routeOptions(rolesApi.delete),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      await deleteRole(admin, request.params.roleId);
      return { deleted: true as const };
    },
  });

  app.route({
    ...routeOptions(rolesApi.mappings),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return saveRoleMappings(admin, request.params.roleId, request.body);
    },
  });
};

export default roleRoutes;
