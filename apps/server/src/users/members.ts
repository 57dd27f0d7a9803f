import { ZLocale } from '@opinio/domain/schemas/locale';
import type {
  TUserDetails,
  TUserSaved,
  TUserSummary,
  ZUserBulk,
  ZUserSave,
} from '@opinio/domain/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { builtInKey } from '#access/role-permissions.ts';
import { type AuditAction, auditActor, audited } from '#audit/audit-log.ts';
import { invitationLink, invitationMail } from '#auth/invitation-mail.ts';
import { createPasswordReset } from '#auth/password-resets.ts';
import { displayName } from '#auth/principal.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import { surveyText } from '#surveys/survey-model.ts';
import { auditTrail } from './audit-trail.ts';
import { assignableRole } from './roles.ts';
import { checkInvitable, checkPersonChange, memberElsewhere } from './shared-person.ts';
import { checkSsoIssuer } from './sso-binding.ts';
import {
  checkScope,
  type MemberRow,
  manageableMember,
  mayManage,
  memberInReach,
  memberRow,
  reaches,
  sameScope,
  type UserAdmin,
} from './user-admin-context.ts';
import { listUsers } from './user-list.ts';
import { sessionsOf } from './user-sessions.ts';

/** One member as the list shows them (the list's own query, narrowed to one id). */
async function memberSummary(admin: UserAdmin, userId: number): Promise<TUserSummary> {
  const member = await memberInReach(admin, userId);
  const found = await listUsers(admin, { q: member.username, limit: 200 });
  const summary = found.items.find((item) => item.id === userId);
  if (!summary) throw notFound('User not found');
  return summary;
}

/** The fields of a member the audit trail records before and after a change. */
async function auditedFields(db: Kysely<DB>, universeId: number, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select([
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.locale',
      'u.sso_issuer',
      'm.scope_unit',
      'm.whole_organisation',
      'm.disabled_at',
    ])
    .select(['r.name as role'])
    .where('u.id', '=', userId)
    .where('m.universe_id', '=', universeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale,
    ssoIssuer: row.sso_issuer,
    role: row.role,
    scopeUnit: row.scope_unit,
    wholeOrganisation: row.whole_organisation,
    disabled: row.disabled_at !== null,
  };
}

/** A change of one member, audited with their fields before and after (joins `db`'s transaction). */
function auditedMember(
  admin: UserAdmin,
  db: Kysely<DB>,
  userId: number,
  action: AuditAction,
  write: (trx: Transaction<DB>) => Promise<void>,
) {
  return audited(db, auditActor(admin.principal), action, {
    before: (trx) => auditedFields(trx, admin.universeId, userId),
    write,
    after: (trx) => auditedFields(trx, admin.universeId, userId),
    audit: ({ before, after }) => ({ entity: { type: 'user', id: userId }, before, after }),
  });
}

/** Invites a member the administrator may change to choose a password. */
export async function inviteMember(
  services: Pick<Services, 'config' | 'mailer'>,
  admin: UserAdmin,
  userId: number,
  log: FastifyBaseLogger,
): Promise<{ expiresAt: string; invitationSent: boolean; invitationLink: string | null }> {
  await manageableMember(admin, userId);
  const { expiresAt, mailed, link } = await sendInvitation(services, admin, userId, log);
  return { expiresAt: expiresAt.toISOString(), invitationSent: mailed, invitationLink: link };
}

/**
 * Sends a member an invitation to choose a password (a new link: older ones stop working).
 * Without SMTP the invitation is made but not mailed: `mailed` is false and `link` is the
 * invitation's address, for the administrator to hand over (null once it is mailed).
 */
export async function sendInvitation(
  services: Pick<Services, 'config' | 'mailer'>,
  admin: UserAdmin,
  userId: number,
  log: FastifyBaseLogger,
): Promise<{ expiresAt: Date; mailed: boolean; link: string | null }> {
  const { db } = admin;
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'locale',
      'last_sign_in_at',
      'password_hash',
      'sso_issuer',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.email)
    throw conflict('The user has no e-mail address to send the invitation to', 'email', { code: 'no_email' });
  await checkInvitable(admin, {
    id: user.id,
    canSignIn: user.password_hash !== null || user.sso_issuer !== null,
  });
  const {
    result: { token, expiresAt },
  } = await audited(db, auditActor(admin.principal), 'user.invite', {
    write: (trx) => createPasswordReset(trx, user.id, 'invitation'),
    audit: ({ result }) => ({
      entity: { type: 'user', id: user.id },
      details: { to: user.email, expiresAt: result.expiresAt.toISOString() },
    }),
  });
  const link = invitationLink(services.config.publicUrl, token);
  // Without SMTP nothing can be mailed: the administrator is given the link to hand over.
  if (!services.mailer.configured) {
    log.warn({ userId: user.id }, 'SMTP_URL is not set: the invitation is not mailed');
    return { expiresAt, mailed: false, link };
  }
  services.mailer.sendInBackground(
    await invitationMail({
      to: user.email,
      locale: ZLocale.safeParse(user.locale).data ?? 'en',
      displayName: displayName({
        username: user.username,
        firstName: user.first_name,
        lastName: user.last_name,
      }),
      username: user.username,
      universeTitle: admin.principal.universe.title,
      invitedBy: admin.principal.impersonator?.displayName ?? displayName(admin.principal.user),
      link,
    }),
    log,
  );
  return { expiresAt, mailed: true, link: null };
}

/**
 * Creates a member (a new account, or an existing account of another universe joining
 * this one is refused: a user name names one account across universes) or changes one.
 * `ssoIssuer` binds the person to one of the universe's identity providers (checkSsoIssuer);
 * left out, the binding stays as it is.
 */
export async function saveMember(
  services: Pick<Services, 'config' | 'mailer'>,
  admin: UserAdmin,
  input: z.infer<typeof ZUserSave>,
  log: FastifyBaseLogger,
): Promise<TUserSaved> {
  const role = await assignableRole(admin, input.roleId);
  const scope = checkScope(admin, input);
  const email = input.email ?? null;
  const fields = {
    username: input.username,
    email,
    first_name: input.firstName,
    last_name: input.lastName,
    locale: input.locale,
    ...(input.ssoIssuer === undefined ? {} : { sso_issuer: input.ssoIssuer }),
  };
  const { db } = admin;
  if (input.id === undefined) {
    if (input.invite && !email)
      throw badRequest('An invitation needs an e-mail address', 'email', { code: 'required' });
    await checkSsoIssuer(db, admin.universeId, input.ssoIssuer ?? null, null);
    const { result: userId } = await audited(db, auditActor(admin.principal), 'user.create', {
      before: async (trx) => {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('username', '=', input.username)
          .executeTakeFirst();
        if (taken)
          throw conflict(`The user name ${input.username} is taken`, 'username', {
            code: 'already_exists',
            params: { value: input.username },
          });
      },
      write: async (trx) => {
        const user = await trx.insertInto('users').values(fields).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('memberships')
          .values({
            universe_id: admin.universeId,
            user_id: user.id,
            role_id: role.id,
            ...scope,
          })
          .execute();
        return user.id;
      },
      after: (trx, id) => auditedFields(trx, admin.universeId, id),
      audit: ({ result, after }) => ({ entity: { type: 'user', id: result }, before: null, after }),
    });
    const invitation = input.invite && email ? await sendInvitation(services, admin, userId, log) : null;
    return {
      user: await memberSummary(admin, userId),
      invitationSent: invitation?.mailed ?? false,
      invitationLink: invitation?.link ?? null,
    };
  }

  const userId = input.id;
  const member = await memberInReach(admin, userId);
  const self = member.id === admin.principal.user.id;
  if (member.is_root && !admin.principal.user.isRoot)
    throw forbidden('Only root users change a root user', { code: 'root_only' });
  if (self && (member.role_id !== role.id || !sameScope(member, scope))) {
    throw forbidden('You cannot change your own role or scope; ask another administrator', {
      code: 'own_account',
    });
  }
  await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', input.username)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (taken)
      throw conflict(`The user name ${input.username} is taken`, 'username', {
        code: 'already_exists',
        params: { value: input.username },
      });
    await checkPersonChange(admin, trx, userId, fields);
    if (input.ssoIssuer !== undefined) {
      const { sso_issuer } = await trx
        .selectFrom('users')
        .select('sso_issuer')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await checkSsoIssuer(trx, admin.universeId, input.ssoIssuer, sso_issuer);
    }
    await auditedMember(admin, trx, userId, 'user.update', async () => {
      await trx.updateTable('users').set(fields).where('id', '=', userId).execute();
      await trx
        .updateTable('memberships')
        .set({ role_id: role.id, ...scope })
        .where('universe_id', '=', admin.universeId)
        .where('user_id', '=', userId)
        .execute();
    });
  });
  return { user: await memberSummary(admin, userId), invitationSent: false, invitationLink: null };
}

/** Ends every session of a user in this universe (a disabled member is signed out at once). */
async function endSessions(db: Kysely<DB> | Transaction<DB>, universeId: number, userIds: number[]) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('universe_id', '=', universeId)
    .where((eb) => eb.or([eb('user_id', 'in', userIds), eb('act_as_user_id', 'in', userIds)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** One action on many members: every one must be within reach and manageable, or none changes. */
export async function bulkChange(admin: UserAdmin, input: z.infer<typeof ZUserBulk>): Promise<number> {
  const ids = [...new Set(input.userIds)];
  const members: MemberRow[] = [];
  for (const id of ids) members.push(await manageableMember(admin, id));
  const role = input.action === 'setRole' ? await assignableRole(admin, input.roleId) : null;
  const scope = input.action === 'setScope' ? checkScope(admin, input) : undefined;
  const action = {
    disable: 'user.disable',
    enable: 'user.enable',
    setRole: 'user.update',
    setScope: 'user.update',
  } as const;
  await admin.db.transaction().execute(async (trx) => {
    for (const member of members) {
      await auditedMember(admin, trx, member.id, action[input.action], async () => {
        const memberships = trx
          .updateTable('memberships')
          .where('universe_id', '=', admin.universeId)
          .where('user_id', '=', member.id);
        if (input.action === 'disable') await memberships.set({ disabled_at: new Date() }).execute();
        if (input.action === 'enable') await memberships.set({ disabled_at: null }).execute();
        if (role) await memberships.set({ role_id: role.id }).execute();
        if (scope !== undefined) await memberships.set(scope).execute();
      });
    }
    if (input.action === 'disable') await endSessions(trx, admin.universeId, ids);
  });
  return ids.length;
}

/** What deleting a member would do. */
export async function deleteImpact(admin: UserAdmin, userId: number) {
  await memberInReach(admin, userId);
  const { db, universeId } = admin;
  const [alerts, comments, notes, others] = await Promise.all([
    db
      .selectFrom('alerts')
      .select((eb) => [
        eb.fn.countAll<string>().as('all'),
        eb.fn.count<string>('id').filterWhere('state', 'in', ['new', 'in_progress']).as('open'),
      ])
      .where('universe_id', '=', universeId)
      .where('assignee_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('interview_comments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('universe_id', '=', universeId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('alert_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('universe_id', '=', universeId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    memberElsewhere(db, universeId, userId),
  ]);
  return {
    assignedAlerts: Number(alerts.all),
    openAssignedAlerts: Number(alerts.open),
    comments: Number(comments.n) + Number(notes.n),
    keepsOtherUniverses: others,
  };
}

/**
 * Ends a member's membership: their alerts here become unassigned, their sessions here
 * end. An account left in no universe is deleted (its comments then show no author).
 */
export async function deleteMember(admin: UserAdmin, userId: number) {
  await manageableMember(admin, userId);
  const impact = await deleteImpact(admin, userId);
  await audited(admin.db, auditActor(admin.principal), 'user.delete', {
    before: (trx) => auditedFields(trx, admin.universeId, userId),
    write: async (trx) => {
      await trx
        .updateTable('alerts')
        .set({ assignee_user_id: null, updated_at: new Date() })
        .where('universe_id', '=', admin.universeId)
        .where('assignee_user_id', '=', userId)
        .execute();
      await endSessions(trx, admin.universeId, [userId]);
      await trx
        .deleteFrom('memberships')
        .where('universe_id', '=', admin.universeId)
        .where('user_id', '=', userId)
        .execute();
      if (!impact.keepsOtherUniverses) await trx.deleteFrom('users').where('id', '=', userId).execute();
    },
    audit: ({ before }) => ({
      entity: { type: 'user', id: userId },
      before,
      after: null,
      details: { alertsUnassigned: impact.assignedAlerts, accountDeleted: !impact.keepsOtherUniverses },
    }),
  });
  return { ...impact, deleted: true as const };
}

/** A member's details: the caller's own, or a member within an administrator's reach. */
export async function memberDetails(
  admin: UserAdmin,
  userId: number,
  currentSessionId: string | null,
): Promise<TUserDetails> {
  const self = userId === admin.principal.user.id;
  if (!self && !admin.principal.permissions.has('users.manage'))
    throw forbidden('Only user administrators see other users', {
      code: 'missing_permission',
      params: { permission: 'users.manage' },
    });
  const member = self ? await memberRow(admin, userId) : await memberInReach(admin, userId);
  if (!member) throw notFound('User not found');
  const { db, universeId } = admin;
  const [summary, user, invitation, others, alerts, audit, sessions, shared] = await Promise.all([
    self && !reaches(admin, member.scope_unit) ? ownSummary(admin, userId) : memberSummary(admin, userId),
    db
      .selectFrom('users')
      .select(['locale', 'is_root', 'password_hash', 'sso_issuer'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'invitation')
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
    admin.principal.user.isRoot
      ? db
          .selectFrom('memberships as m')
          .innerJoin('universes as v', 'v.id', 'm.universe_id')
          .innerJoin('roles as r', 'r.id', 'm.role_id')
          .select(['v.name', 'v.title', 'r.id', 'r.name as role_name', 'r.built_in', 'm.disabled_at'])
          .where('m.user_id', '=', userId)
          .where('m.universe_id', '!=', universeId)
          .orderBy('v.name')
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('alerts')
      .select(['id', 'title', 'state', 'due_at', 'created_at'])
      .where('universe_id', '=', universeId)
      .where('survey_id', '=', admin.survey.id)
      .where('assignee_user_id', '=', userId)
      .orderBy((eb) => eb.case().when('state', 'in', ['new', 'in_progress']).then(0).else(1).end())
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    auditTrail(db, { universeId, entity: 'user', entityId: String(userId), limit: 100 }),
    sessionsOf(db, universeId, userId, currentSessionId),
    memberElsewhere(db, universeId, userId),
  ]);
  return {
    user: { ...summary, locale: ZLocale.safeParse(user.locale).data ?? 'en', isRoot: user.is_root },
    signIn: {
      password: user.password_hash !== null,
      singleSignOn: user.sso_issuer !== null,
      ssoIssuer: user.sso_issuer,
    },
    invitation: invitation
      ? {
          sentAt: new Date(invitation.created_at).toISOString(),
          expiresAt: new Date(invitation.expires_at).toISOString(),
        }
      : null,
    otherUniverses: others.map((o) => ({
      universe: o.name,
      title: o.title,
      role: { id: o.id, name: o.role_name, builtIn: builtInKey(o) },
      status: o.disabled_at ? ('disabled' as const) : ('active' as const),
    })),
    sharedAccount: shared,
    sessions,
    alerts: alerts.map((a) => ({
      id: Number(a.id),
      title: surveyText(admin.survey, a.title),
      state: a.state as TUserDetails['alerts'][number]['state'],
      dueAt: a.due_at ? new Date(a.due_at).toISOString() : null,
      createdAt: new Date(a.created_at).toISOString(),
    })),
    audit,
    self,
    manageable: admin.principal.permissions.has('users.manage') && mayManage(admin, member),
  };
}

/** The caller's own summary when their scope lies beyond the list's reach (it never does for admins). */
async function ownSummary(admin: UserAdmin, userId: number): Promise<TUserSummary> {
  const whole = { ...admin, scope: { unit: null, allows: () => true, unitNames: () => null } };
  return memberSummary(whole, userId);
}
