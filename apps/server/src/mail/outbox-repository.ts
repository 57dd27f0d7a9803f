import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { MailMessage } from './mail-message.ts';
import { mailDb } from './outbox-tables.ts';

/**
 * The outbox table's SQL (migration 021). Every write after a claim is conditional on
 * `locked_by` still being this sender and the state still `sending`, so a row taken over
 * by another process (its lease ran out) is never marked by the one that lost it.
 */

export interface ClaimedMail {
  id: number;
  messageId: string;
  attempts: number;
  message: MailMessage;
}

export async function insertOutboxMail(
  db: Kysely<DB>,
  mail: { universeId: number | null; messageId: string; message: MailMessage },
): Promise<void> {
  const { message } = mail;
  await mailDb(db)
    .insertInto('mail_outbox')
    .values({
      universe_id: mail.universeId,
      message_id: mail.messageId,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      attachments: message.attachments
        ? JSON.stringify(
            message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content.toString('base64'),
            })),
          )
        : null,
    })
    .execute();
}

const lease = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Claims up to `limit` mails due for sending: queued past their back-off, or being sent
 * by a process whose lease ran out (it died). `FOR UPDATE SKIP LOCKED` lets the servers
 * of one PostgreSQL claim side by side; PGlite runs the statement alone on its connection.
 */
export async function claimOutboxMails(
  db: Kysely<DB>,
  senderId: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  const { rows } = await sql<{
    id: string | number;
    message_id: string;
    attempts: number;
    recipient: string;
    subject: string;
    body_text: string;
    body_html: string | null;
    headers: Record<string, string> | null;
    attachments: Array<{ filename: string; contentType: string; content: string }> | null;
  }>`
    UPDATE mail_outbox
    SET state = 'sending', locked_by = ${senderId}, locked_until = ${lease(leaseMs)},
        attempts = attempts + 1, updated_at = now()
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (state = 'queued' AND run_after <= now())
         OR (state = 'sending' AND locked_until < now())
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, message_id, attempts, recipient, subject, body_text, body_html, headers, attachments`.execute(
    db,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      messageId: r.message_id,
      attempts: r.attempts,
      message: {
        to: r.recipient,
        subject: r.subject,
        text: r.body_text,
        ...(r.body_html === null ? {} : { html: r.body_html }),
        ...(r.headers ? { headers: r.headers } : {}),
        ...(r.attachments
          ? {
              attachments: r.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content, 'base64'),
              })),
            }
          : {}),
      },
    }))
    .sort((a, b) => a.id - b.id);
}

function claimed(db: Kysely<DB>, id: number, senderId: string) {
  return mailDb(db)
    .updateTable('mail_outbox')
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('locked_by', '=', senderId);
}

/**
 * The SMTP server took the mail: marked sent once (false when this sender lost its claim).
 * The body goes: it may hold a sign-in link, and a sent mail is not sent again.
 */
export async function markMailSent(db: Kysely<DB>, id: number, senderId: string): Promise<boolean> {
  const result = await claimed(db, id, senderId)
    .set({
      state: 'sent',
      sent_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      locked_by: null,
      locked_until: null,
      error: null,
      body_text: '',
      body_html: null,
      attachments: null,
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Not taken this time (SMTP down, a temporary refusal): tried again after `delayMs`. */
export async function retryMailLater(
  db: Kysely<DB>,
  id: number,
  senderId: string,
  delayMs: number,
  error: string,
): Promise<void> {
  await claimed(db, id, senderId)
    .set({
      state: 'queued',
      run_after: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
      updated_at: sql<Date>`now()`,
      locked_by: null,
      locked_until: null,
      error,
    })
    .execute();
}

/** Refused for good (the recipient does not exist): kept, with the SMTP answer, not retried. */
export async function markMailFailed(db: Kysely<DB>, id: number, senderId: string, error: string) {
  await claimed(db, id, senderId)
    .set({ state: 'failed', updated_at: sql<Date>`now()`, locked_by: null, locked_until: null, error })
    .execute();
}

/** Sent mails are kept for a while (what went out, with its Message-ID), then go. */
export async function deleteSentMails(db: Kysely<DB>, before: Date): Promise<void> {
  await mailDb(db)
    .deleteFrom('mail_outbox')
    .where('state', '=', 'sent')
    .where('sent_at', '<', before)
    .execute();
}

/** How many mails wait (queued, being sent, or held in a digest): health and tests. @internal */
export async function pendingMailCount(db: Kysely<DB>): Promise<number> {
  const row = await mailDb(db)
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', 'in', ['held', 'queued', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
