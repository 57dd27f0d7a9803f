import fastifyMultipart from '@fastify/multipart';
import { usersApi } from '@opinio/domain/api/users';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { readUpload } from '#routes/upload.ts';
import { changePassword, saveAccount } from '#users/account.ts';
import { readAuditLog } from '#users/audit-trail.ts';
import {
  bulkChange,
  deleteImpact,
  deleteMember,
  inviteMember,
  memberDetails,
  saveMember,
} from '#users/members.ts';
import { userAdminContext } from '#users/user-admin-context.ts';
import { importUsers, USER_FILE_MAX_BYTES, userExport } from '#users/user-files.ts';
import { listUsers } from '#users/user-list.ts';
import { endMemberSession } from '#users/user-sessions.ts';

/** User administration: the list, one member, the editor's calls, invitations, sessions, the account. */
const userRoutes: RoutePlugin<'catalog' | 'config' | 'database' | 'mailer'> = async (app, { services }) => {
  const db = services.database.db;
  await app.register(fastifyMultipart, { limits: { fileSize: USER_FILE_MAX_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOptions(usersApi.list),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return listUsers(admin, request.query);
    },
  });

  app.route({
    ...routeOptions(usersApi.export),
    handler: async (request, reply) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      const file = await userExport(admin, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.content);
    },
  });

  app.route({
    ...routeOptions(usersApi.importFile),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      const file = await readUpload(app, request, USER_FILE_MAX_BYTES);
      return importUsers(services, admin, file, request.log);
    },
  });

  app.route({
    ...routeOptions(usersApi.details),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return memberDetails(admin, request.params.userId, admin.principal.sessionId);
    },
  });

  app.route({
    ...routeOptions(usersApi.save),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return saveMember(services, admin, request.body, request.log);
    },
  });

  app.route({
    ...routeOptions(usersApi.bulk),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return { changed: await bulkChange(admin, request.body) };
    },
  });

  app.route({
    ...routeOptions(usersApi.invite),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return inviteMember(services, admin, request.params.userId, request.log);
    },
  });

  for (const [entry, action] of [
    [usersApi.disable, 'disable'],
    [usersApi.enable, 'enable'],
  ] as const) {
    app.route({
      ...routeOptions(entry),
      handler: async (request) => {
        const admin = await userAdminContext(services, request, request.params.survey);
        return { changed: await bulkChange(admin, { action, userIds: [request.params.userId] }) };
      },
    });
  }

  app.route({
    ...routeOptions(usersApi.deleteImpact),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return deleteImpact(admin, request.params.userId);
    },
  });

  app.route({
    ...routeOptions(usersApi.delete),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return deleteMember(admin, request.params.userId);
    },
  });

  app.route({
    ...routeOptions(usersApi.revokeSession),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return { revoked: await endMemberSession(admin, request.params.userId, request.body.sessionId) };
    },
  });

  app.route({
    ...routeOptions(usersApi.account),
    handler: async (request) => {
      await saveAccount(db, requirePrincipal(request), request.body);
      return { saved: true as const };
    },
  });

  app.route({
    ...routeOptions(usersApi.changePassword, { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } } }),
    handler: async (request) => {
      const sessionsEnded = await changePassword(db, requirePrincipal(request), request.body);
      return { changed: true as const, sessionsEnded };
    },
  });

  app.route({
    ...routeOptions(usersApi.audit),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      return readAuditLog(admin, request.query);
    },
  });
};

export default userRoutes;
