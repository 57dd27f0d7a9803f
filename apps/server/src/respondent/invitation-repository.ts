import type { TLocale } from '@opinio/domain/schemas/locale';
import type { Kysely } from 'kysely';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import type { DB } from '#db/schema.ts';
import { storedSettings } from '#db/universe-settings.ts';

/** A campaign message found by its token, with what the questionnaire needs of its contact. */
export interface Invitation {
  messageId: number;
  universeId: number;
  surveyId: number;
  contactId: number;
  unitId: number;
  /** The message's language, else the contact's; null: the survey's default. */
  locale: TLocale | null;
  sentAt: Date | null;
  failed: boolean;
  answered: boolean;
}

/**
 * The message with this token in any universe: the token is the credential, so the caller
 * reads as every universe (runAsTenant('all')) and works as the message's universe after.
 */
export async function invitationByToken(db: Kysely<DB>, token: string): Promise<Invitation | null> {
  const row = await db
    .selectFrom('campaign_messages as m')
    .innerJoin('campaigns as k', (join) =>
      join.onRef('k.id', '=', 'm.campaign_id').onRef('k.universe_id', '=', 'm.universe_id'),
    )
    .innerJoin('contacts as c', (join) =>
      join.onRef('c.id', '=', 'm.contact_id').onRef('c.universe_id', '=', 'm.universe_id'),
    )
    .select([
      'm.id',
      'm.universe_id',
      'm.contact_id',
      'm.locale',
      'm.sent_at',
      'm.state',
      'k.survey_id',
      'c.unit_id',
      'c.locale as contact_locale',
      'c.interview_id',
      'c.state as contact_state',
    ])
    .where('m.token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    messageId: Number(row.id),
    universeId: row.universe_id,
    surveyId: row.survey_id,
    contactId: Number(row.contact_id),
    unitId: row.unit_id,
    locale: row.locale ?? row.contact_locale,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    failed: row.state === 'failed',
    answered: row.interview_id !== null || row.contact_state === 'completed',
  };
}

/** Who asks: the universe's title, colour and logo (null when not set or not valid). */
export async function universeSender(
  db: Kysely<DB>,
  universeId: number,
): Promise<{ title: string; primaryColor: string | null; logoUrl: string | null }> {
  const row = await db
    .selectFrom('universes')
    .select(['title', 'settings'])
    .where('id', '=', universeId)
    .executeTakeFirst();
  const { primaryColor, logoUrl } = storedSettings(row?.settings);
  return { title: row?.title ?? '', primaryColor, logoUrl };
}

export interface Draft {
  answers: Record<string, number | string>;
  position: number;
}

export async function draftOf(db: Kysely<DB>, invitation: Invitation): Promise<Draft | null> {
  const row = await campaignsDb(db)
    .selectFrom('questionnaire_drafts')
    .select(['answers', 'position'])
    .where('message_id', '=', invitation.messageId)
    .where('universe_id', '=', invitation.universeId)
    .executeTakeFirst();
  return row ? { answers: row.answers, position: row.position } : null;
}

/**
 * Keeps the answers given so far; the first save marks a contact who had only been sent the
 * invitation as started (the sample list shows it).
 */
export async function saveDraft(db: Kysely<DB>, invitation: Invitation, draft: Draft): Promise<void> {
  const answers = JSON.stringify(draft.answers);
  await campaignsDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('questionnaire_drafts')
        .values({
          message_id: invitation.messageId,
          universe_id: invitation.universeId,
          answers,
          position: draft.position,
          updated_at: new Date(),
        })
        .onConflict((oc) =>
          oc.column('message_id').doUpdateSet({ answers, position: draft.position, updated_at: new Date() }),
        )
        .execute();
      await trx
        .updateTable('contacts')
        .set({ state: 'started' })
        .where('id', '=', invitation.contactId)
        .where('universe_id', '=', invitation.universeId)
        .where('state', 'in', ['pending', 'sent'])
        .execute();
    });
}

/**
 * Points the contact at its interview, once: the update holds only while the contact has
 * none, so of two completions at the same moment one links and the other changes nothing.
 * The drafts go, and the survey's loadCount rises (the campaign filter follows the link).
 * Answers whether this call linked it.
 */
export async function linkInterview(
  db: Kysely<DB>,
  invitation: Invitation,
  interviewId: number,
): Promise<boolean> {
  return campaignsDb(db)
    .transaction()
    .execute(async (trx) => {
      const linked = await trx
        .updateTable('contacts')
        .set({ interview_id: interviewId, state: 'completed', completed_at: new Date() })
        .where('id', '=', invitation.contactId)
        .where('universe_id', '=', invitation.universeId)
        .where('interview_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // The drafts of every message to the contact (an invitation and its reminders).
      await trx
        .deleteFrom('questionnaire_drafts')
        .where('universe_id', '=', invitation.universeId)
        .where('message_id', 'in', (eb) =>
          eb
            .selectFrom('campaign_messages')
            .select('id')
            .where('contact_id', '=', invitation.contactId)
            .where('universe_id', '=', invitation.universeId),
        )
        .execute();
      if (linked)
        await trx
          .updateTable('surveys')
          .set((eb) => ({ load_count: eb('load_count', '+', 1) }))
          .where('id', '=', invitation.surveyId)
          .where('universe_id', '=', invitation.universeId)
          .execute();
      return linked !== undefined;
    });
}
