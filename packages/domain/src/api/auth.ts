import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import {
  ZForgotPasswordPayload,
  ZImpersonatePayload,
  ZLoginPayload,
  ZResetPayload,
  ZUserIdentity,
  ZValidateCookie,
  ZValidateKeycloakPayload,
} from '../schemas/auth.ts';
import { type ApiRoute, getFormOf, ZNoContent } from './api-route.ts';

const ZEmptyBody = z.object({}).optional();

const FORGOT_PASSWORD =
  'Always 204, whether or not the account exists. An account with an e-mail address gets a link `PUBLIC_URL/?resetToken=...`, single use, valid for 45 minutes. 10 requests per 15 minutes per address, 3 per account.';

const requestPasswordReset = {
  method: 'POST',
  path: '/api/vuejs/auth/forgot',
  summary: 'Mail a password reset link',
  description: FORGOT_PASSWORD,
  tag: 'auth',
  auth: 'public',
  body: ZForgotPasswordPayload,
  response: { 204: ZNoContent },
  errors: [429],
} as const satisfies ApiRoute;

const enterUniverse = {
  method: 'POST',
  path: '/api/vuejs/auth/changeuniverse/:universe',
  summary: "Move to another of the user's universes (a new session)",
  description:
    'The session is replaced by a new one there (a new session cookie); an impersonation carries over. 404 for a universe the user may not enter.',
  sessionCookie: 'set',
  tag: 'auth',
  auth: 'session',
  params: z.object({ universe: ZText.max(200).describe("The universe's name") }),
  response: { 200: ZUserIdentity },
  errors: [404],
} as const satisfies ApiRoute;

/** Sign-in, sessions, universes, impersonation and password reset. */
export const authApi = {
  login: {
    method: 'POST',
    path: '/api/vuejs/auth/login',
    summary: 'Sign in with user name and password',
    description:
      'Sets the HttpOnly session cookie (persistent with `remember`). `actAsUser` / `actAsUniverse` start an impersonation at sign-in (root only). On a host of single sign-on only (`ssoOnly` of GET /api/config/client) only a root user signs in with a password; any other attempt answers 403 `sso_only`, the same for unknown user names. More than 5 failed sign-ins for one account, or 30 from one address, within 15 minutes answer 429 with Retry-After.',
    sessionCookie: 'set',
    tag: 'auth',
    auth: 'public',
    body: ZLoginPayload,
    response: { 200: ZUserIdentity },
    errors: [401, 403, 429],
  },
  validateCookie: {
    method: 'POST',
    path: '/api/vuejs/auth/validatecookie',
    summary: "The identity of the session cookie's session",
    tag: 'auth',
    auth: 'public',
    body: ZValidateCookie,
    response: { 200: ZUserIdentity },
    errors: [401],
  },
  logout: {
    method: 'POST',
    path: '/api/vuejs/auth/logout',
    summary: 'Sign out: the session is revoked (and an impersonation ended)',
    sessionCookie: 'clear',
    tag: 'auth',
    auth: 'session',
    body: ZEmptyBody,
    response: { 204: ZNoContent },
  },
  validateKeycloak: {
    method: 'POST',
    path: '/api/vuejs/auth/validatekeycloak',
    summary: "Sign in with the single sign-on provider's tokens",
    description:
      "Both tokens are verified against the host's provider (signature, issuer, audience or azp, expiry, same subject); sets the session cookie. 403 `unknown_user` for a user name we do not know, 403 `no_universe`, 400 `sso_not_configured`.",
    sessionCookie: 'set',
    tag: 'auth',
    auth: 'public',
    body: ZValidateKeycloakPayload,
    response: { 200: ZUserIdentity },
    errors: [401, 403, 429],
  },
  requestPasswordReset,
  forgotPassword: {
    method: 'GET',
    path: '/api/vuejs/auth/forgot/:user',
    summary: 'Mail a password reset link',
    description: FORGOT_PASSWORD,
    tag: 'auth',
    auth: 'public',
    changesState: true,
    replacedBy: requestPasswordReset,
    params: z.object({ user: ZText.trim().min(1).max(200).describe('User name or e-mail address') }),
    response: { 204: ZNoContent },
    errors: [429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/vuejs/auth/reset',
    summary: 'Set a new password with the token of a reset link',
    description: 'Every session of the user ends. 400 (`field: token`) for a used, expired or unknown token.',
    tag: 'auth',
    auth: 'public',
    body: ZResetPayload,
    response: { 204: ZNoContent },
    errors: [429],
  },
  enterUniverse,
  changeUniverse: getFormOf(enterUniverse),
  impersonateUser: {
    method: 'POST',
    path: '/api/vuejs/auth/impersonateuser',
    summary: 'Act as another user (root only)',
    description:
      'With a session, or without one with the single sign-on `accessToken` and `idToken`. Starts a new session; every start and end is audited. Root users cannot be impersonated (403).',
    sessionCookie: 'set',
    tag: 'auth',
    auth: 'public',
    body: ZImpersonatePayload,
    response: { 200: ZUserIdentity },
    errors: [401, 403, 404, 429],
  },
  endImpersonation: {
    method: 'POST',
    path: '/api/vuejs/auth/endimpersonation',
    summary: 'Stop acting as another user, in the same universe',
    sessionCookie: 'set',
    tag: 'auth',
    auth: 'session',
    body: ZEmptyBody,
    response: { 200: ZUserIdentity },
  },
} as const satisfies Record<string, ApiRoute>;
