import { z } from 'zod';
import { ZSurvey } from './survey.ts';

export const ZLoginPayload = z.object({
  username: z.string().trim().min(1, 'Enter your user name').max(200),
  password: z.string().min(1, 'Enter your password').max(1000),
  remember: z.boolean().default(false),
  universe: z.string().max(200).optional(),
  surveyName: z.string().max(200).optional(),
  actAsUser: z.string().max(200).optional(),
  actAsUniverse: z.string().max(200).optional(),
});
export type TLoginPayload = z.input<typeof ZLoginPayload>;

export const ZUniverseRef = z.object({ name: z.string(), title: z.string() });
export type TUniverseRef = z.infer<typeof ZUniverseRef>;

/** loginStatus 0 means success (SPEC section 3). */
export const LOGIN_STATUS_OK = 0;

export const ZUserIdentity = z.object({
  authToken: z.string(),
  loginStatus: z.number().int(),
  surveys: z.array(ZSurvey),
  role: z.string(),
  isUserAdmin: z.boolean(),
  isRoot: z.boolean(),
  universe: z.string(),
  universes: z.array(ZUniverseRef),
  locale: z.string(),
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type TUserIdentity = z.infer<typeof ZUserIdentity>;

export const ZValidateCookie = z.object({ sessionId: z.string().max(200).optional() }).default({});

export const ZClientConfig = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('password') }),
  z.object({
    auth: z.literal('sso'),
    serverUrl: z.string().url(),
    realm: z.string(),
    clientId: z.string(),
  }),
]);
export type TClientConfig = z.infer<typeof ZClientConfig>;
