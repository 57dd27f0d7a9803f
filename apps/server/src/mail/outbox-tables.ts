import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 021 (the mail outbox). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TOutboxState = 'held' | 'queued' | 'sending' | 'sent' | 'failed';

/** Extra headers of a mail (List-Unsubscribe). */
export type TMailHeaders = Record<string, string>;

/** An attachment as kept in the outbox (content in base64). */
export interface TStoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a held row gathers: the alerts of one import for one recipient (alerts/alert-digest.ts). */
export interface TStoredDigest {
  userId: number;
  surveyExtName: string;
  defaultLocale: 'en' | 'fi' | 'sv';
  /** The survey's alert list (open alerts), linked below a long digest. */
  listLink: string;
  alertIds: number[];
}

export interface MailOutboxTable {
  id: Generated<number>;
  universe_id: number | null;
  state: Generated<TOutboxState>;
  message_id: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: ColumnType<TMailHeaders | null, string | null | undefined, string | null>;
  attachments: ColumnType<TStoredAttachment[] | null, string | null | undefined, string | null>;
  digest_key: string | null;
  digest: ColumnType<TStoredDigest | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  run_after: Timestamp;
  locked_by: string | null;
  locked_until: Date | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Date | null;
}

export type MailTables = {
  mail_outbox: MailOutboxTable;
};

export type MailDb = Kysely<DB & MailTables>;

/** The database with the outbox table (kept out of db/schema.ts, which other features share). */
export const mailDb = (db: Kysely<DB>): MailDb => db.withTables<MailTables>();
