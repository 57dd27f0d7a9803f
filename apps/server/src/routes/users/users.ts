import fastifyMultipart from '@fastify/multipart';
import { usersApi } from '@opinio/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '#auth/auth-hook.ts';
import { importFormat, readUpload } from '#import/upload.ts';
import { contentDisposition } from '#lib/content-disposition.ts';
import { badRequest, forbidden, notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { Services } from '#services.ts';
import { changePassword, saveAccount } from '#users/account.ts';
import { auditPage } from '#users/audit-trail.ts';
import {
  bulkChange,
  deleteImpact,
  deleteMember,
  memberDetails,
  saveMember,
  sendInvitation,
} from '#users/members.ts';
import { manageableMember, memberInReach, userAdminContext } from '#users/user-admin-context.ts';
import { importUsers, userWorkbook } from '#users/user-files.ts';
import { allUsers, listUsers } from '#users/user-list.ts';
import { revokeListedSession } from '#users/user-sessions.ts';

const MB = 1024 * 1024;
const USER_FILE_MAX_BYTES = 10 * MB;
const EXPORT_MAX_ROWS = 100_000;

/** User administration: the list, one member, the editor's calls, invitations, sessions, the account. */
const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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
      const users = await allUsers(admin, request.query, EXPORT_MAX_ROWS);
      const file = await userWorkbook(users, (user) => user.role.builtIn ?? user.role.name);
      const name = `users-${admin.survey.extName}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(name))
        .send(file);
    },
  });

  app.route({
    ...routeOptions(usersApi.importFile),
    handler: async (request) => {
      const admin = await userAdminContext(services, request, request.params.survey);
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data, field "file"', 'file', { code: 'no_file' });
      const { part, content } = await readUpload(app, request, USER_FILE_MAX_BYTES);
      if (content.byteLength === 0) throw badRequest('The file is empty', 'file', { code: 'empty_file' });
      const format = importFormat(part.filename || 'users.csv', content);
      return importUsers(services, admin, { format, content }, request.log);
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
      await manageableMember(admin, request.params.userId);
      const { expiresAt } = await sendInvitation(services, admin, request.params.userId, request.log);
      return { expiresAt: expiresAt.toISOString() };
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
      const { userId } = request.params;
      if (userId !== admin.principal.user.id || admin.principal.impersonator) {
        if (!admin.principal.permissions.has('users.manage'))
          throw forbidden('Only user administrators end other users’ sessions', {
            code: 'missing_permission',
            params: { permission: 'users.manage' },
          });
        await memberInReach(admin, userId);
      }
      const revoked = await revokeListedSession(db, admin.universeId, userId, request.body.sessionId);
      if (!revoked) throw notFound('No such open session');
      return { revoked };
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
      if (!admin.principal.user.isRoot)
        throw forbidden('Only root users read the audit log', { code: 'root_only' });
      return auditPage(db, admin.universeId, request.query);
    },
  });
};

export default userRoutes;
