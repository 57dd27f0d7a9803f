import { z } from 'zod';
import {
  ZAccountSave,
  ZAuditList,
  ZAuditListQuery,
  ZDeleteImpact,
  ZPasswordChange,
  ZRevokeSession,
  ZRole,
  ZRoleList,
  ZRoleMappingsSave,
  ZRoleSave,
  ZUserBulk,
  ZUserBulkResult,
  ZUserDeleted,
  ZUserDetails,
  ZUserImportResult,
  ZUserList,
  ZUserListQuery,
  ZUserSave,
  ZUserSaved,
} from '../schemas/users.ts';
import type { ApiRoute } from './api-route.ts';
import { idParam, ZSurveyParam, ZSurveyParams } from './path-params.ts';

const ZUserParams = z.object({ survey: ZSurveyParam, userId: idParam("The user's id") });
const ZRoleParams = z.object({ survey: ZSurveyParam, roleId: idParam("The role's id") });

/**
 * The universe's members, for callers with `users.manage`. An administrator scoped to a
 * unit reaches only members scoped within it: anyone else answers 404, as data outside a
 * scope does. The survey in the path names the organisation that scope units belong to.
 */
export const usersApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/users/list/:survey',
    summary: 'Members of the universe within the caller’s scope: search, filters, order, keyset pages',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    querystring: ZUserListQuery,
    response: { 200: ZUserList },
  },
  export: {
    method: 'GET',
    path: '/api/vuejs/users/export/:survey',
    summary: 'The user list with its search and filters as an Excel workbook',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    querystring: ZUserListQuery.omit({ cursor: true, limit: true }),
    produces: {
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'An .xlsx attachment users-{survey}.xlsx',
    },
  },
  importFile: {
    method: 'POST',
    path: '/api/vuejs/users/import/:survey',
    summary: 'Create and update members from CSV or .xlsx; every row is checked before any is written',
    description:
      'Columns: username, email, firstName, lastName, role (name), scopeUnit (the extName of a unit, `*`: the whole organisation, empty: no unit yet, and the member sees nothing until given one), locale. An existing member (by user name) is updated. A row error answers 400 with `rows` and writes nothing. New members with an e-mail address get an invitation. The file is read within limits applied while reading: at most 10 MB, 10,000 rows (400 `too_many` as soon as the file passes it) and, for a workbook, 64 MB once unpacked (413 `file_unpacks_too_large`).',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    documentedBody: {
      mediaType: 'multipart/form-data',
      schema: z.object({
        file: z
          .string()
          .meta({ contentMediaType: 'application/octet-stream' })
          .describe('A .csv or .xlsx file'),
      }),
    },
    response: { 200: ZUserImportResult },
    errors: [409, 413],
  },
  details: {
    method: 'GET',
    path: '/api/vuejs/users/details/:survey/:userId',
    summary: 'One member: identity, sign-in, sessions, assigned alerts and audit trail',
    description: 'Every user may read their own details (the account page); others need `users.manage`.',
    tag: 'users',
    auth: 'session',
    params: ZUserParams,
    response: { 200: ZUserDetails },
    errors: [403],
  },
  save: {
    method: 'POST',
    path: '/api/vuejs/users/save/:survey',
    summary: 'Create a member (with an invitation mail) or change one',
    description:
      "The role may hold no permission the caller lacks, and the scope must lie within the caller's. A user name taken by any account answers 409.",
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    body: ZUserSave,
    response: { 200: ZUserSaved },
    errors: [409],
  },
  bulk: {
    method: 'POST',
    path: '/api/vuejs/users/bulk/:survey',
    summary: 'Disable, enable, change the role of or move many members at once: all or none',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    body: ZUserBulk,
    response: { 200: ZUserBulkResult },
  },
  invite: {
    method: 'POST',
    path: '/api/vuejs/users/invite/:survey/:userId',
    summary: 'Send the invitation mail again with a new link (older links stop working)',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZUserParams,
    response: {
      200: z.object({
        expiresAt: z.string(),
        invitationSent: z.boolean().describe('Whether it was mailed (false without SMTP)'),
        invitationLink: z
          .string()
          .nullable()
          .describe('An invitation that could not be mailed: its link, for the administrator to hand over'),
      }),
    },
    errors: [409],
  },
  disable: {
    method: 'POST',
    path: '/api/vuejs/users/disable/:survey/:userId',
    summary: 'Disable a member: their sessions end at once and they cannot sign in',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZUserParams,
    response: { 200: ZUserBulkResult },
    errors: [409],
  },
  enable: {
    method: 'POST',
    path: '/api/vuejs/users/enable/:survey/:userId',
    summary: 'Enable a disabled member again',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZUserParams,
    response: { 200: ZUserBulkResult },
  },
  deleteImpact: {
    method: 'GET',
    path: '/api/vuejs/users/deleteimpact/:survey/:userId',
    summary: 'What deleting the member would do to their alerts and comments',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZUserParams,
    response: { 200: ZDeleteImpact },
  },
  delete: {
    method: 'POST',
    path: '/api/vuejs/users/delete/:survey/:userId',
    summary: "End the user's membership here; an account left in no universe is deleted",
    description:
      'Alerts assigned to them become unassigned. Their comments stay; if the account is deleted they no longer show an author.',
    tag: 'users',
    auth: 'session',
    permission: 'users.manage',
    params: ZUserParams,
    response: { 200: ZUserDeleted },
    errors: [409],
  },
  revokeSession: {
    method: 'POST',
    path: '/api/vuejs/users/sessions/revoke/:survey/:userId',
    summary: "End one of a user's sessions (one's own, or a member's with `users.manage`)",
    tag: 'users',
    auth: 'session',
    params: ZUserParams,
    body: ZRevokeSession,
    response: { 200: z.object({ revoked: z.boolean() }) },
    errors: [403],
  },
  account: {
    method: 'POST',
    path: '/api/vuejs/users/account',
    summary: "The signed-in user's own name and language",
    tag: 'users',
    auth: 'session',
    body: ZAccountSave,
    response: { 200: z.object({ saved: z.literal(true) }) },
  },
  changePassword: {
    method: 'POST',
    path: '/api/vuejs/users/password',
    summary: "Change the signed-in user's password: the current one is needed; other sessions end",
    tag: 'users',
    auth: 'session',
    body: ZPasswordChange,
    response: { 200: z.object({ changed: z.literal(true), sessionsEnded: z.number().int() }) },
    errors: [429],
  },
  audit: {
    method: 'GET',
    path: '/api/vuejs/users/audit/:survey',
    summary: "The universe's audit log, newest first (root only)",
    tag: 'users',
    auth: 'session',
    params: ZSurveyParams,
    querystring: ZAuditListQuery,
    response: { 200: ZAuditList },
    errors: [403],
  },
} as const satisfies Record<string, ApiRoute>;

/**
 * Roles of the universe: the built-in ones and its own. Every user administrator reads
 * them (to give them); only administrators of the whole organisation change them.
 */
export const rolesApi = {
  list: {
    method: 'GET',
    path: '/api/vuejs/roles/list/:survey',
    summary: 'The roles of the universe with their permissions, members and single sign-on mappings',
    tag: 'roles',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    response: { 200: ZRoleList },
  },
  role: {
    method: 'GET',
    path: '/api/vuejs/roles/details/:survey/:roleId',
    summary: 'One role',
    tag: 'roles',
    auth: 'session',
    permission: 'users.manage',
    params: ZRoleParams,
    response: { 200: ZRole },
  },
  save: {
    method: 'POST',
    path: '/api/vuejs/roles/save/:survey',
    summary: 'Create a role (a copy of another, or new) or change one of the universe’s own',
    description:
      'Built-in roles cannot be changed (409). A name used by another role of the universe answers 409.',
    tag: 'roles',
    auth: 'session',
    permission: 'users.manage',
    params: ZSurveyParams,
    body: ZRoleSave,
    response: { 200: ZRole },
    errors: [403, 409],
  },
  delete: {
    method: 'POST',
    path: '/api/vuejs/roles/delete/:survey/:roleId',
    summary: 'Delete a role of the universe’s own that no member has',
    tag: 'roles',
    auth: 'session',
    permission: 'users.manage',
    params: ZRoleParams,
    response: { 200: z.object({ deleted: z.literal(true) }) },
    errors: [403, 409],
  },
  mappings: {
    method: 'POST',
    path: '/api/vuejs/roles/mappings/:survey/:roleId',
    summary: 'The single sign-on roles (realm or client roles of the token) that grant this role',
    description:
      'Replaces the role’s mappings. A token role mapped to another role of the universe answers 409.',
    tag: 'roles',
    auth: 'session',
    permission: 'users.manage',
    params: ZRoleParams,
    body: ZRoleMappingsSave,
    response: { 200: ZRole },
    errors: [403, 409],
  },
} as const satisfies Record<string, ApiRoute>;
