import { z } from 'zod';
import { MAX_SERIAL_ID } from '../limits.ts';
import { ZBuiltInRole, ZPermission } from '../permissions.ts';
import { ZText } from '../safe-text.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { ZLocale } from './locale.ts';

/** The languages of the web app and of its mails. */

/**
 * A member's state in a universe: `invited` has an invitation and has never signed in,
 * `disabled` may not sign in (their sessions ended when they were disabled).
 */
export const ZUserStatus = z.enum(['active', 'invited', 'disabled']);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** Last sign-in filter: never, within the last 30 days, or not for 90 days or more (or never). */
export const ZSignInFilter = z.enum(['never', 'recent', 'dormant']);
export type TSignInFilter = z.infer<typeof ZSignInFilter>;

export const ZUserSort = z.enum(['name', 'username', 'lastSignIn', 'created']);
export type TUserSort = z.infer<typeof ZUserSort>;

const ZId = (what: string) => z.coerce.number().int().positive().max(MAX_SERIAL_ID).describe(what);

/** The user list's search, filters, order and page. */
export const ZUserListQuery = z.object({
  q: ZText.trim().max(200).optional().describe('Part of the name, user name or e-mail address'),
  roleId: ZId('Only members with this role').optional(),
  unit: ZText.max(200).optional().describe('Only members scoped to this unit or a unit below it'),
  status: ZUserStatus.optional(),
  signedIn: ZSignInFilter.optional(),
  sort: ZUserSort.default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** The nextCursor of the previous page (opaque). */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZRoleRef = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A built-in role's key: its name is shown in the user's language. */
  builtIn: ZBuiltInRole.nullable(),
});
export type TRoleRef = z.infer<typeof ZRoleRef>;

export const ZUnitRef = z.object({ extName: z.string(), title: z.string() });
export type TUnitRef = z.infer<typeof ZUnitRef>;

export const ZUserSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: ZRoleRef,
  /** The unit the member sees (and everything below it); null: the whole organisation, or no unit yet. */
  scopeUnit: ZUnitRef.nullable(),
  /** The member sees the whole organisation. Without it and without a unit: no unit yet, nothing seen. */
  wholeOrganisation: z.boolean(),
  status: ZUserStatus,
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserList = z.object({
  items: z.array(ZUserSummary),
  /** Members matching the search and filters, across all pages. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TUserList = z.infer<typeof ZUserList>;

export const ZSessionInfo = z.object({
  /** An opaque id for revoking it, never the session's token. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  persistent: z.boolean(),
  userAgent: z.string().nullable(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  /** Who did it (display name), null for a user since deleted or the system. */
  actor: z.string().nullable(),
  /** The record changed: `user 12`, `role 3`, `apiKey 5`... */
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditList = z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditList = z.infer<typeof ZAuditList>;

export const ZAuditListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZAssignedAlert = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(['new', 'in_progress', 'solved', 'closed']),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZUserDetails = z.object({
  user: ZUserSummary.extend({ locale: ZLocale, isRoot: z.boolean() }),
  /** How the user signs in: a password of ours, single sign-on, or both. */
  signIn: z.object({
    password: z.boolean(),
    singleSignOn: z.boolean(),
    /** The identity provider the user is bound to (its issuer); null: not bound. */
    ssoIssuer: z.string().nullable(),
  }),
  /** An open invitation: when it was sent and until when its link works. */
  invitation: z.object({ sentAt: z.string(), expiresAt: z.string() }).nullable(),
  /** Root only: the user's memberships in other universes. */
  otherUniverses: z.array(
    z.object({ universe: z.string(), title: z.string(), role: ZRoleRef, status: ZUserStatus }),
  ),
  /**
   * The person is a member of other universes too: their name, user name, e-mail address,
   * language and password are theirs (or a root user's) to change, not this universe's.
   */
  sharedAccount: z.boolean(),
  sessions: z.array(ZSessionInfo),
  /** The alerts of this survey assigned to the user, open ones first (at most 50). */
  alerts: z.array(ZAssignedAlert),
  /** Changes to this user, newest first (at most 100). */
  audit: z.array(ZAuditEntry),
  /** The details are the caller's own (the account page). */
  self: z.boolean(),
  /** The caller may edit, disable and delete this user. */
  manageable: z.boolean(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

const ZName = (label: string) => ZText.trim().max(100, `${label}: at most 100 characters`);

/** Create (no id) or edit a member of the universe. */
export const ZUserSave = z.object({
  id: ZId('The user to edit; absent to create one').optional(),
  username: ZText.trim()
    .min(1, 'Enter a user name')
    .max(100)
    .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Use letters, digits and . _ @ + - only'),
  email: z.union([
    z.literal('').transform(() => null),
    ZText.trim().max(254).email('Enter a valid e-mail address'),
    z.null(),
  ]),
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  locale: ZLocale.default('en'),
  roleId: ZId('The role in this universe'),
  scopeUnit: ZText.max(200)
    .nullable()
    .default(null)
    .describe(
      'The unit the member sees, and everything below it (its extName). null or left out with `wholeOrganisation` false: no unit yet, and the member sees nothing until given one',
    ),
  wholeOrganisation: z
    .boolean()
    .default(false)
    .describe(
      'The member sees the whole organisation (scopeUnit then null); only an administrator of the whole organisation gives it',
    ),
  /** A new user: mail an invitation to set a password (needs an e-mail address). */
  invite: z.boolean().default(true),
  ssoIssuer: ZText.trim()
    .min(1)
    .max(500)
    .nullable()
    .optional()
    .describe(
      "Binds the user to an identity provider: the issuer of one of the universe's single sign-on hosts (`ssoProviders` of the roles list); single sign-on then admits the user only with its tokens. null: not bound; left out: as it is (a new user: not bound)",
    ),
});
export type TUserSave = z.input<typeof ZUserSave>;

/**
 * The role the user editor gives a new member until another is chosen: of the roles the
 * administrator may give, the one that allows least (the first in the list among equals).
 * With it, a new member has no unit: nothing is preselected that widens what they see
 * (docs/product.md#user-administration).
 */
export function leastRole<R extends { permissions: readonly string[] }>(roles: readonly R[]): R | undefined {
  let least: R | undefined;
  for (const role of roles) if (!least || role.permissions.length < least.permissions.length) least = role;
  return least;
}

export const ZUserSaved = z.object({
  user: ZUserSummary,
  invitationSent: z
    .boolean()
    .describe('Whether the invitation was mailed (false without SMTP, or none asked)'),
  invitationLink: z
    .string()
    .nullable()
    .describe(
      'An invitation that could not be mailed (no SMTP): its link, for the administrator to hand over; else null',
    ),
});
export type TUserSaved = z.infer<typeof ZUserSaved>;

export const ZUserIds = z
  .array(ZId('A user'))
  .min(1, 'Choose at least one user')
  .max(1000, 'At most 1,000 users at a time');

/** One action on many members at once: all of them or none. */
export const ZUserBulk = z.discriminatedUnion('action', [
  z.object({ action: z.literal('disable'), userIds: ZUserIds }),
  z.object({ action: z.literal('enable'), userIds: ZUserIds }),
  z.object({ action: z.literal('setRole'), userIds: ZUserIds, roleId: ZId('The new role') }),
  z.object({
    action: z.literal('setScope'),
    userIds: ZUserIds,
    /** The unit; null with `wholeOrganisation` false: no unit (the members then see nothing). */
    scopeUnit: ZText.max(200).nullable(),
    wholeOrganisation: z.boolean().default(false),
  }),
]);
export type TUserBulk = z.input<typeof ZUserBulk>;

export const ZUserBulkResult = z.object({ changed: z.number().int() });

/** What deleting a member does, shown before it is done. */
export const ZDeleteImpact = z.object({
  /** Alerts of this universe assigned to the user: they become unassigned. */
  assignedAlerts: z.number().int(),
  openAssignedAlerts: z.number().int(),
  /** Comments and alert notes the user wrote: they stay, without the author's name. */
  comments: z.number().int(),
  /** The user stays a member of other universes (only their membership here ends). */
  keepsOtherUniverses: z.boolean(),
});
export type TDeleteImpact = z.infer<typeof ZDeleteImpact>;

export const ZUserDeleted = ZDeleteImpact.extend({ deleted: z.literal(true) });

export const ZRevokeSession = z.object({ sessionId: ZText.min(1).max(100) });

/** The signed-in user's own name and language. */
/** The own account's name and language; a field left out stays as it is (the top bar saves only the language). */
export const ZAccountSave = z.object({
  firstName: ZName('First name').optional(),
  lastName: ZName('Last name').optional(),
  locale: ZLocale.optional(),
});
export type TAccountSave = z.input<typeof ZAccountSave>;

export const ZPasswordChange = z.object({
  currentPassword: ZText.min(1, 'Enter your current password').max(1000),
  newPassword: ZText.min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`).max(1000),
});
export type TPasswordChange = z.input<typeof ZPasswordChange>;

/** The result of a user import: every row checked before any is written. */
export const ZUserImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  invited: z.number().int(),
});
export type TUserImportResult = z.infer<typeof ZUserImportResult>;

/** An identity provider of the universe's single sign-on hosts: its issuer and the hosts using it. */
export const ZSsoProvider = z.object({ issuer: z.string(), hosts: z.array(z.string()) });
export type TSsoProvider = z.infer<typeof ZSsoProvider>;

/** Single sign-on: a role of the token (realm role, or a client's role) that grants a role here. */
export const ZSsoRoleMapping = z.object({
  source: z.enum(['realm', 'client']),
  /** The client whose role it is; '' for a realm role. */
  clientId: ZText.trim().max(200).default(''),
  ssoRole: ZText.trim().min(1, 'Enter the role name of the token').max(200),
});
export type TSsoRoleMapping = z.input<typeof ZSsoRoleMapping>;

export const ZRole = ZRoleRef.extend({
  permissions: z.array(ZPermission),
  /** Members of the universe with this role. */
  members: z.number().int(),
  ssoMappings: z.array(ZSsoRoleMapping.extend({ clientId: z.string() })),
  updatedAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleList = z.object({
  items: z.array(ZRole),
  /** The caller may create and change roles (user administrators of the whole organisation). */
  editable: z.boolean(),
  /** The caller's own scope: the widest a user they add or change may get (null: the whole organisation). */
  adminScope: ZUnitRef.nullable(),
  /** The identity providers a user may be bound to (the user editor's single sign-on choice). */
  ssoProviders: z.array(ZSsoProvider),
});
export type TRoleList = z.infer<typeof ZRoleList>;

/** Create (no id) or change a role of the universe's own. */
export const ZRoleSave = z.object({
  id: ZId('The role to change; absent to create one').optional(),
  name: ZText.trim().min(1, 'Enter a name').max(100, 'Name: at most 100 characters'),
  permissions: z.array(ZPermission).max(100),
});
export type TRoleSave = z.input<typeof ZRoleSave>;

export const ZRoleMappingsSave = z.object({ mappings: z.array(ZSsoRoleMapping).max(100) });
export type TRoleMappingsSave = z.input<typeof ZRoleMappingsSave>;
