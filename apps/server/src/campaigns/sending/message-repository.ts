import type { TContactState } from '@opinio/domain/schemas/samples';
import { type Kysely, sql } from 'kysely';
import { campaignsDb } from '#campaigns/campaign-tables.ts';
import type { DB } from '#db/schema.ts';

/**
 * The sending side of campaign_messages: each message is claimed (claimed_at, once) before
 * it is handed to SMTP, the gateway or the letter renderer, and its outcome recorded after.
 * A message claimed and never recorded was cut off mid-send: it is failed, not sent again.
 */

/** The reason of a message whose sending was cut off (the process stopped between claim and record). @internal */
export const INTERRUPTED = 'Interrupted while sending: not sent again to avoid a duplicate';

/** How long a claim may stay unrecorded before its sender counts as gone. */
const STALE_CLAIM = sql`interval '1 minute'`;

export interface OutgoingMessage {
  id: number;
  token: string;
  locale: 'en' | 'fi' | 'sv' | null;
  address: string | null;
  contactId: number;
  unitId: number;
  name: string;
  email: string | null;
  phone: string | null;
  postal: Record<string, string> | null;
  /** Unsubscribed since the campaign was created: skipped. */
  unsubscribed: boolean;
}

/** Messages not yet handed over, in id order, after `afterId`. */
export async function nextMessages(
  db: Kysely<DB>,
  campaignId: number,
  afterId: number,
  limit: number,
): Promise<OutgoingMessage[]> {
  const rows = await db
    .selectFrom('campaign_messages as m')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select([
      'm.id',
      'm.token',
      'm.locale',
      'm.address',
      'c.id as contact_id',
      'c.unit_id',
      'c.name',
      'c.email',
      'c.phone',
      'c.address as postal',
      'c.state',
      'c.unsubscribed_at',
    ])
    .where('m.campaign_id', '=', campaignId)
    .where('m.state', '=', 'pending')
    .where('m.claimed_at', 'is', null)
    .where('m.id', '>', afterId)
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    token: r.token ?? '',
    locale: r.locale,
    address: r.address,
    contactId: Number(r.contact_id),
    unitId: r.unit_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    postal: r.postal,
    unsubscribed: r.unsubscribed_at !== null || r.state === 'unsubscribed',
  }));
}

/** Claims a message for sending: true once, for one sender only. */
export async function claimMessage(db: Kysely<DB>, messageId: number): Promise<boolean> {
  const claimed = await db
    .updateTable('campaign_messages')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', messageId)
    .where('claimed_at', 'is', null)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A message to a contact who unsubscribed since: not sent. */
export async function skipMessage(db: Kysely<DB>, messageId: number): Promise<boolean> {
  const result = await db
    .updateTable('campaign_messages')
    .set({ state: 'unsub', claimed_at: sql<Date>`now()` })
    .where('id', '=', messageId)
    .where('claimed_at', 'is', null)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The campaign's send time: when its first message went. */
export async function markCampaignSent(db: Kysely<DB>, campaignId: number): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ sent_at: sql<Date>`now()` })
    .where('id', '=', campaignId)
    .where('sent_at', 'is', null)
    .execute();
}

export type MessageOutcome =
  | { state: 'delivered'; locale: 'en' | 'fi' | 'sv'; letter?: Uint8Array }
  | { state: 'failed'; error: string; bounced: boolean }
  /** The channel did not take it, for now (no connection, "try later"): sent again later. */
  | { state: 'retry'; error: string };

/**
 * Gives a claimed message back: the channel refused it before taking it (it was surely not
 * sent), so a later run sends it.
 */
export async function releaseClaim(db: Kysely<DB>, messageId: number): Promise<void> {
  await db
    .updateTable('campaign_messages')
    .set({ claimed_at: null })
    .where('id', '=', messageId)
    .where('state', '=', 'pending')
    .execute();
}

/** Contact states a delivered message or a bounce moves on from. */
const NOT_YET_SENT: TContactState[] = ['pending'];
const NOT_ANSWERING: TContactState[] = ['pending', 'sent'];

/** Records what became of a claimed message (a letter with its PDF), the contact's state with it. */
export async function recordOutcome(
  db: Kysely<DB>,
  message: Pick<OutgoingMessage, 'id' | 'contactId'>,
  universeId: number,
  outcome: Exclude<MessageOutcome, { state: 'retry' }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (outcome.state === 'failed') {
      await trx
        .updateTable('campaign_messages')
        .set({ state: 'failed', error: outcome.error.slice(0, 2000) })
        .where('id', '=', message.id)
        .where('state', '=', 'pending')
        .execute();
      if (outcome.bounced)
        await trx
          .updateTable('contacts')
          .set({ state: 'bounced' })
          .where('id', '=', message.contactId)
          .where('state', 'in', NOT_ANSWERING)
          .execute();
      return;
    }
    if (outcome.letter)
      await campaignsDb(trx)
        .insertInto('letters')
        .values({ message_id: message.id, universe_id: universeId, content: outcome.letter })
        .onConflict((oc) => oc.column('message_id').doNothing())
        .execute();
    await trx
      .updateTable('campaign_messages')
      .set({ state: 'delivered', sent_at: sql<Date>`now()`, locale: outcome.locale })
      .where('id', '=', message.id)
      .where('state', '=', 'pending')
      .execute();
    await trx
      .updateTable('contacts')
      .set({ state: 'sent' })
      .where('id', '=', message.contactId)
      .where('state', 'in', NOT_YET_SENT)
      .execute();
  });
}

/** Fails the messages claimed over a minute ago and never recorded: their sender is gone. */
export async function failInterrupted(db: Kysely<DB>, campaignId: number): Promise<number> {
  const result = await db
    .updateTable('campaign_messages')
    .set({ state: 'failed', error: INTERRUPTED })
    .where('campaign_id', '=', campaignId)
    .where('state', '=', 'pending')
    .where('claimed_at', '<', sql<Date>`now() - ${STALE_CLAIM}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Fails every message not handed over yet, with a reason (the template is gone). */
export async function failUnsent(db: Kysely<DB>, campaignId: number, error: string): Promise<number> {
  const result = await db
    .updateTable('campaign_messages')
    .set({ state: 'failed', error, claimed_at: sql<Date>`now()` })
    .where('campaign_id', '=', campaignId)
    .where('state', '=', 'pending')
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Messages of the campaign, and those with an outcome. */
export async function messageProgress(
  db: Kysely<DB>,
  campaignId: number,
): Promise<{ total: number; done: number; claimedPending: number }> {
  const row = await db
    .selectFrom('campaign_messages')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE state <> 'pending'))::int`.as('done'),
      sql<number>`(count(*) FILTER (WHERE state = 'pending' AND claimed_at IS NOT NULL))::int`.as(
        'claimed_pending',
      ),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { total: row.total, done: row.done, claimedPending: row.claimed_pending };
}

/** The campaign's status now (a pause stops the sending loop); undefined when it was deleted. */
export async function campaignStatus(db: Kysely<DB>, campaignId: number) {
  const row = await db
    .selectFrom('campaigns')
    .select('status')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row?.status;
}

/** An active campaign with no message left to send is completed. */
export async function completeIfSent(db: Kysely<DB>, campaignId: number): Promise<boolean> {
  const result = await db
    .updateTable('campaigns')
    .set({ status: 'completed' })
    .where('id', '=', campaignId)
    .where('status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('campaign_messages')
            .select('id')
            .where('campaign_id', '=', campaignId)
            .where('state', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The universe's title: who the messages come from. */
export async function universeTitle(db: Kysely<DB>, universeId: number): Promise<string> {
  const row = await db
    .selectFrom('universes')
    .select('title')
    .where('id', '=', universeId)
    .executeTakeFirst();
  return row?.title ?? '';
}
