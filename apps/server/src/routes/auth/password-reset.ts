import { authApi } from '@opinio/domain/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPasswordResets, setForgottenPassword } from '#auth/forgotten-password.ts';
import { attemptLimiter, LIMITS, signInsPerIp } from '#auth/sign-in-limits.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** The account named by either form of "forgot password": the POST body or the GET path. */
const forgotUser = (request: FastifyRequest) =>
  (request.body as { user?: string } | undefined)?.user ?? (request.params as { user: string }).user;

/** Password sign-in's "forgot password": a single-use link by mail, then a new password. */
const passwordResetRoutes: RoutePlugin<'config' | 'database' | 'mailer'> = async (app, { services }) => {
  const requestsForAccount = attemptLimiter(
    LIMITS.forgotPerAccount,
    (request) => `forgot:${forgotUser(request).trim().toLowerCase()}`,
    'Too many reset requests for this account',
  );
  // One count per address for both forms of the call (a route's own limit counts that route alone).
  const requestsFromAddress = attemptLimiter(
    LIMITS.forgotPerIp,
    (request) => `forgot-ip:${request.ip}`,
    'Too many requests from your address',
  );

  // Always 204, whether or not the account exists (sendPasswordResets).
  const forgotPassword = async (request: FastifyRequest, reply: FastifyReply) => {
    // Every request counts, taken before the work: ones arriving at once cannot pass the limits.
    requestsFromAddress.take(request, reply);
    requestsForAccount.take(request, reply);
    await sendPasswordResets(services, forgotUser(request), request.log);
    return reply.code(204).send();
  };
  app.route({ ...routeOptions(authApi.requestPasswordReset), handler: forgotPassword });
  // The GET form the product's API contract names (deprecated; it needs the CSRF header too).
  app.route({ ...routeOptions(authApi.forgotPassword), handler: forgotPassword });

  app.route({
    ...routeOptions(authApi.resetPassword),
    ...signInsPerIp('reset'),
    handler: async (request, reply) => {
      await setForgottenPassword(services, request.body.token, request.body.password);
      return reply.code(204).send();
    },
  });
};

export default passwordResetRoutes;
