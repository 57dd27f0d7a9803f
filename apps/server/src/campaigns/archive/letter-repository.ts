import { type Kysely, sql } from 'kysely';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

type SurveyRef = Pick<SurveyModel, 'id' | 'universeId'>;

/** Ids per statement (PostgreSQL takes at most 65535 parameters). */
const CHUNK = 5000;

export interface LetterRef {
  messageId: number;
  campaignId: number;
}

/** The survey's letters to contacts of these units (null: any unit): all, or those never archived. */
export async function lettersUnder(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  all: boolean,
): Promise<LetterRef[]> {
  let query = campaignsDb(db)
    .selectFrom('letters as l')
    .innerJoin('campaign_messages as m', 'm.id', 'l.message_id')
    .innerJoin('campaigns as k', 'k.id', 'm.campaign_id')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['l.message_id', 'm.campaign_id'])
    .where('k.survey_id', '=', survey.id)
    .where('k.universe_id', '=', survey.universeId)
    .where('l.universe_id', '=', survey.universeId);
  if (unitIds) query = query.where('c.unit_id', 'in', unitIds.length > 0 ? unitIds : [-1]);
  if (!all) query = query.where('l.archived_at', 'is', null);
  const rows = await query.orderBy('l.message_id').execute();
  return rows.map((r) => ({ messageId: Number(r.message_id), campaignId: r.campaign_id }));
}

/** Letters downloaded in an archive: a later archive without `all` leaves them out. */
export async function markArchived(db: Kysely<DB>, messageIds: readonly number[]): Promise<void> {
  for (let from = 0; from < messageIds.length; from += CHUNK) {
    await campaignsDb(db)
      .updateTable('letters')
      .set({ archived_at: sql<Date>`coalesce(archived_at, now())` })
      .where('message_id', 'in', messageIds.slice(from, from + CHUNK))
      .execute();
  }
}

/** The PDFs of some letters by message id. */
export async function letterContents(
  db: Kysely<DB>,
  messageIds: readonly number[],
): Promise<Map<number, Uint8Array>> {
  if (messageIds.length === 0) return new Map();
  const rows = await campaignsDb(db)
    .selectFrom('letters')
    .select(['message_id', 'content'])
    .where('message_id', 'in', messageIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.message_id), r.content]));
}

/** One letter of the survey with its contact's unit; undefined for another survey's or universe's. */
export async function letterOf(
  db: Kysely<DB>,
  survey: SurveyRef,
  messageId: number,
): Promise<{ unitId: number; campaignId: number; content: Uint8Array } | undefined> {
  const row = await campaignsDb(db)
    .selectFrom('letters as l')
    .innerJoin('campaign_messages as m', 'm.id', 'l.message_id')
    .innerJoin('campaigns as k', 'k.id', 'm.campaign_id')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['c.unit_id', 'm.campaign_id', 'l.content'])
    .where('l.message_id', '=', messageId)
    .where('k.survey_id', '=', survey.id)
    .where('k.universe_id', '=', survey.universeId)
    .executeTakeFirst();
  return row && { unitId: row.unit_id, campaignId: row.campaign_id, content: row.content };
}
