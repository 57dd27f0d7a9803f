import { INVITATION_VALID_DAYS, type ZUnsubscribeInfo } from '@opinio/domain/schemas/campaigns';
import { sql } from 'kysely';
import type { z } from 'zod';
import { raiseLoadCount } from '#campaigns/campaign-changes.ts';
import { universeTitle } from '#campaigns/sending/message-repository.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { notFound } from '#lib/http-error.ts';
import type { Services } from '#services.ts';

/**
 * What an invited contact's links record. The token is the credential: it is looked up
 * across universes, and the work then runs as the message's own universe.
 */

interface TokenMessage {
  id: number;
  universeId: number;
  surveyId: number;
  contactId: number;
  /** The contact answered: the read model's campaign table holds this message. */
  answered: boolean;
  /** Older than INVITATION_VALID_DAYS: its survey link no longer opens the questionnaire. */
  expired: boolean;
}

async function messageByToken(
  services: Pick<Services, 'database'>,
  token: string,
): Promise<TokenMessage | undefined> {
  const row = await runAsTenant('all', () =>
    services.database.db
      .selectFrom('campaign_messages as m')
      .innerJoin('campaigns as k', 'k.id', 'm.campaign_id')
      .innerJoin('contacts as c', 'c.id', 'm.contact_id')
      .select([
        'm.id',
        'm.universe_id',
        'k.survey_id',
        'm.contact_id',
        'c.interview_id',
        sql<boolean>`coalesce(m.sent_at, m.created_at) < now() - ${INVITATION_VALID_DAYS} * interval '1 day'`.as(
          'expired',
        ),
      ])
      .where('m.token', '=', token)
      .executeTakeFirst(),
  );
  return (
    row && {
      id: Number(row.id),
      universeId: row.universe_id,
      surveyId: row.survey_id,
      contactId: Number(row.contact_id),
      answered: row.interview_id !== null,
      expired: row.expired === true,
    }
  );
}

/** The survey's data version goes up (its campaign table and open screens follow). */
async function surveyChanged(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  message: TokenMessage,
): Promise<void> {
  const survey = (await services.catalog.surveys(message.universeId)).find((s) => s.id === message.surveyId);
  if (survey) await raiseLoadCount(services, survey);
}

/** The first opening of a mail (its pixel loaded); nothing for an unknown or expired token. */
export async function recordOpened(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  token: string,
): Promise<void> {
  const message = await messageByToken(services, token);
  if (!message || message.expired) return;
  await runAsTenant(message.universeId, async () => {
    const changed = await services.database.db
      .updateTable('campaign_messages')
      .set({ opened_at: sql<Date>`now()` })
      .where('id', '=', message.id)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    // only answered contacts' messages are in the read model
    if (Number(changed.numUpdatedRows) > 0 && message.answered) await surveyChanged(services, message);
  });
}

/** The first click of a survey link (an opening too); nothing for an unknown or expired token. */
export async function recordClicked(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  token: string,
): Promise<void> {
  const message = await messageByToken(services, token);
  if (!message || message.expired) return;
  await runAsTenant(message.universeId, async () => {
    const changed = await services.database.db
      .updateTable('campaign_messages')
      .set({ clicked_at: sql<Date>`now()`, opened_at: sql<Date>`coalesce(opened_at, now())` })
      .where('id', '=', message.id)
      .where('clicked_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0 && message.answered) await surveyChanged(services, message);
  });
}

const unknownLink = () => notFound('This link is not valid', { code: 'invalid_link' });

/** Who sends, and whether the contact already unsubscribed. 404 for an unknown token. */
export async function unsubscribeInfo(
  services: Pick<Services, 'database'>,
  token: string,
): Promise<z.infer<typeof ZUnsubscribeInfo>> {
  const message = await messageByToken(services, token);
  if (!message) throw unknownLink();
  return runAsTenant(message.universeId, async () => {
    const db = services.database.db;
    const contact = await db
      .selectFrom('contacts')
      .select(['unsubscribed_at', 'state'])
      .where('id', '=', message.contactId)
      .executeTakeFirstOrThrow();
    return {
      sender: await universeTitle(db, message.universeId),
      unsubscribed: contact.unsubscribed_at !== null,
    };
  });
}

/**
 * Unsubscribes the contact of a message at once: no more invitations or reminders, and its
 * messages not yet handed over are not sent. Again is the same (204). An unsubscribe link
 * keeps working after the survey link expired.
 */
export async function unsubscribe(
  services: Pick<Services, 'catalog' | 'database' | 'live'>,
  token: string,
): Promise<void> {
  const message = await messageByToken(services, token);
  if (!message) throw unknownLink();
  await runAsTenant(message.universeId, async () => {
    const changed = await services.database.db.transaction().execute(async (trx) => {
      const contact = await trx
        .updateTable('contacts')
        .set({
          unsubscribed_at: sql<Date>`now()`,
          state: sql`CASE WHEN state = 'completed' THEN state ELSE 'unsubscribed' END`,
        })
        .where('id', '=', message.contactId)
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirst();
      const messages = await trx
        .updateTable('campaign_messages')
        .set({ state: 'unsub' })
        .where('state', '<>', 'unsub')
        .where((eb) =>
          eb.or([
            eb('id', '=', message.id),
            eb.and([
              eb('contact_id', '=', message.contactId),
              eb('state', '=', 'pending'),
              eb('claimed_at', 'is', null),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(contact.numUpdatedRows) + Number(messages.numUpdatedRows) > 0;
    });
    if (changed) await surveyChanged(services, message);
  });
}
