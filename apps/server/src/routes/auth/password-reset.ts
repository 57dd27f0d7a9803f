import { authApi } from '@opinio/domain/api/auth';
import { isLocale } from '@opinio/domain/localized-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passwordResetMail, resetLink } from '#auth/password-reset-mail.ts';
import {
  createPasswordReset,
  isOpenPasswordReset,
  resetPassword,
  resetRecipients,
} from '#auth/password-resets.ts';
import { hashPassword } from '#auth/passwords.ts';
import { displayName } from '#auth/principal.ts';
import { attemptLimiter, LIMITS, signInsPerIp } from '#auth/sign-in-limits.ts';
import { badRequest } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The account named by either form of "forgot password": the POST body or the GET path. */
const forgotUser = (request: FastifyRequest) =>
  (request.body as { user?: string } | undefined)?.user ?? (request.params as { user: string }).user;

/** Password sign-in's "forgot password": a single-use link by mail, then a new password. */
const passwordResetRoutes: RoutePlugin<'config' | 'database' | 'mailer'> = async (app, { services }) => {
  const { db } = services.database;
  const requestsForAccount = attemptLimiter(
    app,
    LIMITS.forgotPerAccount,
    (request) => `forgot:${forgotUser(request).trim().toLowerCase()}`,
    'Too many reset requests for this account',
  );
  // One count per address for both forms of the call (a route's own limit counts that route alone).
  const requestsFromAddress = attemptLimiter(
    app,
    LIMITS.forgotPerIp,
    (request) => `forgot-ip:${request.ip}`,
    'Too many requests from your address',
  );

  // Always 204, whether or not the account exists, and the mail goes out in the
  // background: neither the answer nor its timing tells who has an account.
  const forgotPassword = async (request: FastifyRequest, reply: FastifyReply) => {
    await requestsFromAddress.check(request, reply);
    await requestsFromAddress.count(request);
    await requestsForAccount.check(request, reply);
    await requestsForAccount.count(request);
    const users = await resetRecipients(db, forgotUser(request));
    for (const user of users) {
      if (!user.email) continue;
      const { token } = await createPasswordReset(db, user.id);
      const mail = await passwordResetMail({
        to: user.email,
        locale: isLocale(user.locale) ? user.locale : 'en',
        username: user.username,
        displayName: displayName({
          username: user.username,
          firstName: user.first_name,
          lastName: user.last_name,
        }),
        link: resetLink(services.config.publicUrl, token),
      });
      services.mailer.sendInBackground(mail, request.log);
    }
    return reply.code(204).send();
  };
  app.route({ ...routeOptions(authApi.requestPasswordReset), handler: forgotPassword });
  // The GET form the product's API contract names (deprecated; it needs the CSRF header too).
  app.route({ ...routeOptions(authApi.forgotPassword), handler: forgotPassword });

  app.route({
    ...routeOptions(authApi.resetPassword),
    ...signInsPerIp(app, 'reset'),
    handler: async (request, reply) => {
      const expired = () =>
        badRequest('This reset link has expired or was already used; ask for a new one', 'token', {
          code: 'link_expired',
        });
      // The cheap look-up first: an unknown token never costs a password hash.
      if (!(await isOpenPasswordReset(db, request.body.token))) throw expired();
      const passwordHash = await hashPassword(request.body.password);
      // Checked again with the write: the token may have been used meanwhile.
      const userId = await resetPassword(db, request.body.token, passwordHash);
      if (userId === null) throw expired();
      return reply.code(204).send();
    },
  });
};

export default passwordResetRoutes;
