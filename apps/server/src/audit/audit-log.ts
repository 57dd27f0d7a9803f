import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export type AuditAction = 'impersonation.start' | 'impersonation.end';

export interface AuditEntry {
  universeId: number | null;
  /** The user who really acted (the root user while impersonating). */
  userId: number | null;
  actingAsUserId: number | null;
  action: AuditAction;
  details?: Record<string, unknown>;
}

/** Appends one line to the audit log; the log is never updated. */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      universe_id: entry.universeId,
      user_id: entry.userId,
      acting_as_user_id: entry.actingAsUserId,
      action: entry.action,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
