import type { TMailBlocks } from '@opinio/domain/schemas/mail-blocks';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Kysely's view of migration 018's new tables (the columns it added to others are in db/schema.ts). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Optional on insert: a column with a default (the others are always given by their writers). */
type Json<T> = ColumnType<T, string | undefined, string>;

/** One language of a template, as stored. */
export interface StoredVariant {
  subject: string;
  body: string;
  /** The blocks a mail's body was built from; absent: written as HTML. */
  blocks?: TMailBlocks | null;
}

export interface TemplatesTable {
  id: Generated<number>;
  universe_id: number;
  survey_id: number;
  channel: 'mail' | 'sms' | 'letter';
  name: string;
  variants: Json<Partial<Record<'en' | 'fi' | 'sv', StoredVariant>>>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuestionnaireDraftsTable {
  message_id: number;
  universe_id: number;
  answers: Json<Record<string, number | string>>;
  position: Generated<number>;
  updated_at: Timestamp;
}

export interface LettersTable {
  message_id: number;
  universe_id: number;
  content: Uint8Array;
  created_at: Timestamp;
  archived_at: Date | null;
}

export type CampaignTables = {
  templates: TemplatesTable;
  questionnaire_drafts: QuestionnaireDraftsTable;
  letters: LettersTable;
};

export type CampaignsDb = Kysely<DB & CampaignTables>;

/** The database with the tables of templates, drafts and letters. */
export const campaignsDb = (db: Kysely<DB>): CampaignsDb => db.withTables<CampaignTables>();
