import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#db/schema.ts';

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
  | 'alertRule.delete'
  | 'setup.first';

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
async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
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
}): AuditActor {
  return principal.impersonator
    ? {
        universeId: principal.universe.id,
        userId: principal.impersonator.id,
        actingAsUserId: principal.user.id,
      }
    : { universeId: principal.universe.id, userId: principal.user.id, actingAsUserId: null };
}

/** Who acted, as `auditActor` gives it (or as a session records it). */
export type AuditActor = Pick<AuditEntry, 'universeId' | 'userId' | 'actingAsUserId'>;

/** What the audit row records of a change: the record, its fields before and after, details. */
export type AuditRecord = Pick<AuditEntry, 'entity' | 'before' | 'after' | 'details'>;

export interface AuditedChange<B, R, A> {
  /** Reads what the change starts from (checks that throw here leave nothing written). */
  before?: (trx: Transaction<DB>) => Promise<B>;
  /** The change itself. */
  write: (trx: Transaction<DB>, before: B) => Promise<R>;
  /** Reads the record as the change left it. */
  after?: (trx: Transaction<DB>, result: R) => Promise<A>;
  /** The audit row's contents, from what was read and written. */
  audit: (change: { before: B; result: R; after: A }) => AuditRecord;
}

/**
 * One audited change: the read before, the write, the read after and the audit row run in
 * one transaction, so the log holds a line for every change and for no change that was
 * rolled back. Inside a transaction already (`db` is one), they join it.
 */
export async function audited<B = undefined, R = undefined, A = undefined>(
  db: Kysely<DB>,
  actor: AuditActor,
  action: AuditAction,
  change: AuditedChange<B, R, A>,
): Promise<{ before: B; result: R; after: A }> {
  const run = async (trx: Transaction<DB>) => {
    const before = (change.before ? await change.before(trx) : undefined) as B;
    const result = await change.write(trx, before);
    const after = (change.after ? await change.after(trx, result) : undefined) as A;
    await writeAudit(trx, { ...actor, action, ...change.audit({ before, result, after }) });
    return { before, result, after };
  };
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}
