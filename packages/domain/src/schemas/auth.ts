import { z } from 'zod';
import { ZPermission } from '../permissions.ts';
import { ZText } from '../safe-text.ts';
import { ZLocale } from './locale.ts';
import { ZSurvey } from './survey.ts';

export const ZLoginPayload = z.object({
  username: ZText.trim().min(1, 'Enter your user name').max(200).describe('User name'),
  password: ZText.min(1, 'Enter your password').max(1000).describe('Password'),
  remember: z
    .boolean()
    .default(false)
    .describe('A persistent session cookie; else it ends with the browser session'),
  universe: ZText.max(200).optional().describe('The universe to enter (its name), for a user of several'),
  surveyName: ZText.max(200).optional().describe('A survey to start in (its extName)'),
  actAsUser: ZText.max(200).optional().describe('Root only: start an impersonation of this user'),
  actAsUniverse: ZText.max(200).optional().describe('Root only: the universe of the impersonation'),
});
export type TLoginPayload = z.input<typeof ZLoginPayload>;

const ZUniverseRef = z.object({ name: z.string(), title: z.string() });
export type TUniverseRef = z.infer<typeof ZUniverseRef>;

export { LOGIN_STATUS_OK } from '../constants.ts';

/** The forwarding page of a universe served elsewhere, from the universe's settings. */
export const ZForwarding = z.enum(['vgs', 'finland']);
export type TForwarding = z.infer<typeof ZForwarding>;

const ZUserRef = z.object({ username: z.string(), displayName: z.string() });

/** The support dialog's contacts from the universe's settings (as ZUniverseData's `support`); null: unset. */
const ZSupportContacts = z.object({
  faqUrl: z.string().nullable(),
  email: z.string().nullable(),
  helpDeskUrl: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
});
export type TSupportContacts = z.infer<typeof ZSupportContacts>;
export type TUserRef = z.infer<typeof ZUserRef>;

export const ZUserIdentity = z.object({
  authToken: z.string().describe('Always empty: the session is the HttpOnly cookie the answer sets'),
  loginStatus: z.number().int().describe('0: signed in'),
  surveys: z.array(ZSurvey).describe("The universe's surveys the user may open, with their configuration"),
  role: z.string().describe("The role's name (a built-in role's key, e.g. `store_manager`)"),
  permissions: z
    .array(ZPermission)
    .describe('What the role allows: the web app shows only what these permit'),
  isUserAdmin: z.boolean().describe("Whether the user administers the universe's users"),
  isRoot: z.boolean().describe('Whether the user is a root user (every universe)'),
  noUnit: z
    .boolean()
    .optional()
    .describe(
      'The membership names no unit yet: the user sees no survey, and nothing of one, until an administrator gives them a unit',
    ),
  universe: z.string().describe('The universe of the session (its name)'),
  universes: z.array(ZUniverseRef).describe('The universes the user may enter (`changeuniverse`)'),
  locale: z.string().describe("The user's language: en, fi or sv"),
  userId: z.number().int().describe("The user's id"),
  username: z.string().describe("The user's name"),
  displayName: z.string().describe('First and last name, or the user name'),
  forwarding: ZForwarding.nullable()
    .optional()
    .describe("The universe's forwarding page: the web app routes to /vgs or /finland"),
  forwardingUrl: z
    .string()
    .nullable()
    .optional()
    .describe("Where the forwarding page sends the user (an https address from the universe's settings)"),
  support: ZSupportContacts.nullable()
    .optional()
    .describe("The universe's support contacts; null: none configured (the web app shows its own)"),
  universeLocale: ZLocale.nullable()
    .optional()
    .describe(
      "The universe's default language from its settings; null: none set (a new user gets the administrator's)",
    ),
  actingAs: ZUserRef.nullable()
    .optional()
    .describe("While a root user impersonates: the user acted as (the identity's user fields are theirs)"),
  impersonatedBy: ZUserRef.nullable()
    .optional()
    .describe('While a root user impersonates: the root user really signed in'),
});
export type TUserIdentity = z.infer<typeof ZUserIdentity>;

export const ZValidateCookie = z.object({ sessionId: ZText.max(200).optional() }).default({});

export const ZClientConfig = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('password') }),
  z.object({
    auth: z.literal('sso'),
    serverUrl: z.string().url(),
    realm: z.string(),
    clientId: z.string(),
    ssoOnly: z
      .boolean()
      .default(false)
      .describe('Password sign-in is refused on the host, except a root user’s (the break-glass account)'),
  }),
]);
export type TClientConfig = z.infer<typeof ZClientConfig>;

/** POST vuejs/auth/validatekeycloak: the provider's tokens after an OpenID Connect sign-in. */
export const ZValidateKeycloakPayload = z.object({
  accessToken: ZText.min(1, 'accessToken is missing').max(20_000),
  idToken: ZText.min(1, 'idToken is missing').max(20_000),
  universeName: ZText.max(200).optional(),
  /** Accepted for compatibility; it changes nothing. */
  allowIndicators: z.boolean().optional(),
});
export type TValidateKeycloakPayload = z.input<typeof ZValidateKeycloakPayload>;

/** POST vuejs/auth/impersonateuser (root only). The tokens are needed only without a session. */
export const ZImpersonatePayload = z.object({
  userName: ZText.trim().min(1, 'Enter a user name').max(200),
  universeName: ZText.max(200).optional(),
  accessToken: ZText.max(20_000).optional(),
  idToken: ZText.max(20_000).optional(),
});
export type TImpersonatePayload = z.input<typeof ZImpersonatePayload>;

export const PASSWORD_MIN_LENGTH = 8;

/** A user name or e-mail address whose account should get a reset link. */
export const ZForgotPasswordUser = z
  .string()
  .trim()
  .min(1, 'Enter your user name or e-mail address')
  .max(200);

/** Body of POST vuejs/auth/forgot. */
export const ZForgotPasswordPayload = z.object({
  user: ZText.trim().min(1).max(200).describe('User name or e-mail address of the account'),
});
export type TForgotPasswordPayload = z.input<typeof ZForgotPasswordPayload>;

/** POST vuejs/auth/reset: the token from the reset mail and the new password. */
export const ZResetPayload = z.object({
  token: ZText.min(1, 'The reset link is incomplete').max(200),
  password: ZText.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(
    1000,
    'Use at most 1000 characters',
  ),
});
export type TResetPayload = z.input<typeof ZResetPayload>;

/**
 * Sign-in token claims as Keycloak puts them in its tokens. They name the user; roles and
 * universes in them grant nothing. Unknown claims pass through; missing ones are simply absent.
 */
export const ZSignInTokenClaims = z.looseObject({
  sub: ZText.min(1),
  preferred_username: ZText.optional(),
  email: ZText.optional(),
  given_name: ZText.optional(),
  family_name: ZText.optional(),
  roles: z.array(ZText).optional(),
  permissions: z.array(ZText).optional(),
  universe: ZText.optional(),
  universes: z.array(ZText).optional(),
  realm_access: z.object({ roles: z.array(ZText).default([]) }).optional(),
  resource_access: z.record(ZText, z.object({ roles: z.array(ZText).default([]) })).optional(),
});
export type TSignInTokenClaims = z.infer<typeof ZSignInTokenClaims>;
