import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { mailDb, type TStoredDigest } from '#mail/outbox-tables.ts';

/**
 * Held digests in the outbox (migration 021): the alerts of one import for one recipient
 * gather in one row, written in the transaction that opens them, until the import ends and
 * the row is composed and queued (alert-digest-release.ts).
 */

/**
 * Adds alerts to each recipient's held digest of this import (created on the first), in
 * one statement for the batch: on PGlite every statement holds the one connection.
 */
export async function holdDigestAlerts(
  db: Kysely<DB>,
  rows: ReadonlyArray<{ universeId: number; digestKey: string; messageId: string; digest: TStoredDigest }>,
): Promise<void> {
  if (rows.length === 0) return;
  await mailDb(db)
    .insertInto('mail_outbox')
    .values(
      rows.map((row) => ({
        universe_id: row.universeId,
        state: 'held' as const,
        message_id: row.messageId,
        recipient: '',
        subject: '',
        body_text: '',
        digest_key: row.digestKey,
        digest: JSON.stringify(row.digest),
      })),
    )
    .onConflict((oc) =>
      oc.column('digest_key').doUpdateSet({
        digest: sql`jsonb_set(mail_outbox.digest, '{alertIds}', (mail_outbox.digest -> 'alertIds') || (excluded.digest -> 'alertIds'))`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export interface HeldDigest {
  id: number;
  universeId: number;
  digest: TStoredDigest;
}

/** Held digests of one import (`keyPrefix`), or every one not added to since `idleSince`. */
export async function heldDigests(
  db: Kysely<DB>,
  filter: { keyPrefix: string } | { idleSince: Date },
): Promise<HeldDigest[]> {
  let query = mailDb(db)
    .selectFrom('mail_outbox')
    .select(['id', 'universe_id', 'digest'])
    .where('state', '=', 'held');
  query =
    'keyPrefix' in filter
      ? query.where('digest_key', 'like', `${filter.keyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
      : query.where('updated_at', '<', filter.idleSince);
  const rows = await query.orderBy('id').execute();
  return rows.flatMap((r) =>
    r.digest && r.universe_id !== null
      ? [{ id: Number(r.id), universeId: r.universe_id, digest: r.digest }]
      : [],
  );
}

/**
 * The digest, composed, joins the queue; its key is freed, so alerts opened later by the
 * same import (a retried run) gather in a new row rather than in a mail already sent.
 */
export async function releaseDigest(
  db: Kysely<DB>,
  id: number,
  mail: { to: string; subject: string; text: string; html?: string } | null,
): Promise<void> {
  const update = mailDb(db).updateTable('mail_outbox').where('id', '=', id).where('state', '=', 'held');
  // No one to tell (the assignee has no address any more): the row goes.
  if (!mail) {
    await mailDb(db).deleteFrom('mail_outbox').where('id', '=', id).where('state', '=', 'held').execute();
    return;
  }
  await update
    .set({
      state: 'queued',
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      digest_key: null,
      run_after: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .execute();
}
