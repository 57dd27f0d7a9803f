import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export type AuditAction =
  | 'impersonation.start'
  | 'impersonation.end'
  | 'user.create'
  | 'user.update'
  | 'user.disable'
  | 'user.enable'
  | 'user.delete'
  | 'user.invite'
  | 'user.import'
  | 'user.session.revoke'
  | 'user.password.change'
  | 'user.account.update'
  | 'role.create'
  | 'role.update'
  | 'role.delete'
  | 'role.mappings'
  | 'apiKey.create'
  | 'apiKey.update'
  | 'apiKey.revoke'
  | 'alertRule.save'
  | 'alertRule.delete';

/** The kinds of record an audited change is about. */
export type AuditEntity = 'user' | 'role' | 'apiKey' | 'alertRule';

export interface AuditEntry {
  universeId: number | null;
  /** The user who really acted (the root user while impersonating). */
  userId: number | null;
  actingAsUserId: number | null;
  action: AuditAction;
  /** The record changed, for its own trail (a user's details show theirs). */
  entity?: { type: AuditEntity; id: number | string };
  /** The record's fields before and after the change (null: created / deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
}

/** Appends one line to the audit log; the log is never updated. */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const details = {
    ...entry.details,
    ...(entry.before === undefined ? {} : { before: entry.before }),
    ...(entry.after === undefined ? {} : { after: entry.after }),
  };
  await db
    .insertInto('audit_log')
    .values({
      universe_id: entry.universeId,
      user_id: entry.userId,
      acting_as_user_id: entry.actingAsUserId,
      action: entry.action,
      entity: entry.entity?.type ?? null,
      entity_id: entry.entity === undefined ? null : String(entry.entity.id),
      details: JSON.stringify(details),
    })
    .execute();
}

/** Who acted, as the audit log records it: the real user while a root user impersonates. */
export function auditActor(principal: {
  universe: { id: number };
  user: { id: number };
  impersonator: { id: number } | null;
}): Pick<AuditEntry, 'universeId' | 'userId' | 'actingAsUserId'> {
  return principal.impersonator
    ? {
        universeId: principal.universe.id,
        userId: principal.impersonator.id,
        actingAsUserId: principal.user.id,
      }
    : { universeId: principal.universe.id, userId: principal.user.id, actingAsUserId: null };
}
