import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import {
  type AnsweredInterview,
  DEMO_CAMPAIGNS,
  DEMO_REMINDER_DAYS,
  DEMO_SAMPLES,
  generateDemoContacts,
} from './samples.ts';
import type { SeededTemplate } from './seed-templates.ts';

const CHUNK = 5000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The demo's samples, contacts and campaigns for a survey, in a few column-wise bulk
 * inserts. Derived from interviews already seeded: no interview is added and no
 * dashboard number changes (the campaign filter only selects among them). Each campaign
 * names the survey's template it was sent from (`templates`, seeded first), as a campaign
 * made in the product does; the loyalty invitation was reminded already, so no reminder of
 * it is made again.
 */
export async function seedDemoSamples(
  db: Kysely<DB>,
  universeId: number,
  surveyId: number,
  answered: readonly AnsweredInterview[],
  cityOf: (unitId: number) => string,
  options: { seed: number; now: Date; templates: readonly SeededTemplate[] },
): Promise<void> {
  const template = (name: string) => {
    const found = options.templates.find((t) => t.surveyId === surveyId && t.name === name);
    if (!found) throw new Error(`The demo has no template ${name} for survey ${surveyId}`);
    return found;
  };
  const contacts = generateDemoContacts(options.seed, answered, cityOf, options.now);
  const first = contacts[0]?.createdAt ?? options.now;
  const samples = await db
    .insertInto('samples')
    .values(
      DEMO_SAMPLES.map((name) => ({ universe_id: universeId, survey_id: surveyId, name, created_at: first })),
    )
    .returning('id')
    .execute();
  // a campaign was sent from its first message on
  const sentFrom = DEMO_CAMPAIGNS.map(
    (_, campaign) =>
      new Date(
        Math.min(
          options.now.getTime(),
          ...contacts.flatMap((c) =>
            c.messages.filter((m) => m.campaign === campaign && m.sentAt).map((m) => m.sentAt!.getTime()),
          ),
        ),
      ),
  );
  const campaigns = await db
    .insertInto('campaigns')
    .values(
      DEMO_CAMPAIGNS.map((c, i) => {
        const reminder =
          'reminderTemplate' in c
            ? {
                reminder_after_days: DEMO_REMINDER_DAYS,
                reminder_template_id: template(c.reminderTemplate).id,
                // reminded already (the reminder campaign below): the reminder loop leaves it be
                reminded_at:
                  sentFrom[DEMO_CAMPAIGNS.findIndex((r) => 'reminderOf' in r && r.reminderOf === c.name)],
              }
            : {};
        return {
          universe_id: universeId,
          survey_id: surveyId,
          name: c.name,
          type: c.type,
          status: c.status,
          action: c.action,
          template_id: template(c.template).id,
          template_name: template(c.template).name,
          created_at: first,
          sent_at: sentFrom[i],
          ...reminder,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  // a reminder names the campaign it reminded
  for (const c of DEMO_CAMPAIGNS) {
    if (!('reminderOf' in c)) continue;
    const reminded = campaigns.find((k) => k.name === c.reminderOf)!;
    await db
      .updateTable('campaigns')
      .set({ reminder_of: reminded.id })
      .where('id', '=', campaigns.find((k) => k.name === c.name)!.id)
      .execute();
  }
  if (contacts.length === 0) return;
  const { rows } = await sql<{ id: string }>`
    SELECT nextval('contacts_id_seq')::bigint AS id FROM generate_series(1, ${contacts.length})`.execute(db);
  const ids = rows.map((r) => Number(r.id));
  for (let from = 0; from < contacts.length; from += CHUNK) {
    const part = contacts.slice(from, from + CHUNK);
    const partIds = ids.slice(from, from + CHUNK);
    await sql`
      INSERT INTO contacts (id, universe_id, sample_id, unit_id, email, phone, name, address, state,
                            interview_id, completed_at, created_at)
      SELECT id, ${universeId}, sample_id, unit_id, email, phone, name,
             jsonb_build_object('street', street, 'postalCode', postal_code, 'city', city), state,
             interview_id, completed_at, created_at
      FROM unnest(${partIds}::bigint[], ${part.map((c) => samples[c.sample].id)}::int[],
                  ${part.map((c) => c.unitId)}::int[], ${part.map((c) => c.email)}::text[],
                  ${part.map((c) => c.phone)}::text[], ${part.map((c) => c.name)}::text[],
                  ${part.map((c) => c.address.street)}::text[], ${part.map((c) => c.address.postalCode)}::text[],
                  ${part.map((c) => c.address.city)}::text[], ${part.map((c) => c.state)}::text[],
                  ${part.map((c) => c.interviewId)}::bigint[], ${part.map((c) => iso(c.completedAt))}::timestamptz[],
                  ${part.map((c) => iso(c.createdAt))}::timestamptz[])
        AS t(id, sample_id, unit_id, email, phone, name, street, postal_code, city, state, interview_id,
             completed_at, created_at)`.execute(db);
    const messages = part.flatMap((c, i) => c.messages.map((m) => ({ ...m, contactId: partIds[i] })));
    await sql`
      INSERT INTO campaign_messages (universe_id, campaign_id, contact_id, state, sent_at, opened_at, clicked_at)
      SELECT ${universeId}, campaign_id, contact_id, state, sent_at, opened_at, clicked_at
      FROM unnest(${messages.map((m) => campaigns[m.campaign].id)}::int[], ${messages.map((m) => m.contactId)}::bigint[],
                  ${messages.map((m) => m.state)}::text[], ${messages.map((m) => iso(m.sentAt))}::timestamptz[],
                  ${messages.map((m) => iso(m.openedAt))}::timestamptz[],
                  ${messages.map((m) => iso(m.clickedAt))}::timestamptz[])
        AS t(campaign_id, contact_id, state, sent_at, opened_at, clicked_at)`.execute(db);
  }
}
