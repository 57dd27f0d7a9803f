import type { TCampaignCounts } from '@opinio/domain/schemas/campaigns';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/**
 * Counts of campaign messages, always cut to the contacts of some units (the caller's scope
 * or drill node). How each figure is counted (docs/campaigns.md, "How the figures are counted"):
 * - delivered: the message reached the contact (handed over, not failed), including one whose
 *   contact unsubscribed through it afterwards;
 * - opened, clicked: delivered messages whose pixel or survey link was loaded (a click is an
 *   opening too; SMS and letters have no pixel);
 * - answered: a contact's answer counts for one message only, the one that brought it: of the
 *   contact's delivered messages sent before the answer, the last whose link was clicked
 *   before it, else the last sent. So answered <= delivered at every unit and on every day.
 */

type SurveyRef = Pick<SurveyModel, 'id' | 'universeId'>;

/** The message reached the contact (`m` or another alias). */
const reached = (alias: string) =>
  sql`${sql.ref(`${alias}.sent_at`)} IS NOT NULL AND ${sql.ref(`${alias}.state`)} IN ('delivered', 'unsub')`;

const DELIVERED = reached('m');
const ANSWERED = sql`answer.message_id = m.id`;

const COUNTS = sql`
  count(*)::int AS messages,
  (count(*) FILTER (WHERE m.state = 'pending'))::int AS pending,
  (count(*) FILTER (WHERE ${DELIVERED}))::int AS delivered,
  (count(*) FILTER (WHERE m.state = 'failed'))::int AS failed,
  (count(*) FILTER (WHERE m.state = 'unsub'))::int AS unsub,
  (count(*) FILTER (WHERE ${DELIVERED} AND m.opened_at IS NOT NULL))::int AS opened,
  (count(*) FILTER (WHERE ${DELIVERED} AND m.clicked_at IS NOT NULL))::int AS clicked,
  (count(*) FILTER (WHERE ${ANSWERED}))::int AS answered`;

type CountRow = TCampaignCounts;

export const countsOf = (row: CountRow): TCampaignCounts => ({
  messages: row.messages,
  pending: row.pending,
  delivered: row.delivered,
  failed: row.failed,
  unsub: row.unsub,
  opened: row.opened,
  clicked: row.clicked,
  answered: row.answered,
});

/** The messages of the survey's campaigns to contacts of these units (null: any unit). */
function messagesOf(survey: SurveyRef, unitIds: number[] | null, campaignId?: number): RawBuilder<unknown> {
  const units =
    unitIds === null ? sql`` : sql`AND c.unit_id = ANY(${unitIds.length > 0 ? unitIds : [-1]}::int[])`;
  const one = campaignId === undefined ? sql`` : sql`AND k.id = ${campaignId}`;
  return sql`
    FROM campaign_messages m
      JOIN campaigns k ON k.id = m.campaign_id
      JOIN contacts c ON c.id = m.contact_id
      LEFT JOIN LATERAL (
        SELECT a.id AS message_id FROM campaign_messages a
        WHERE c.completed_at IS NOT NULL AND a.contact_id = c.id AND ${reached('a')}
          AND a.sent_at <= c.completed_at
        ORDER BY (a.clicked_at IS NOT NULL AND a.clicked_at <= c.completed_at) DESC, a.sent_at DESC, a.id DESC
        LIMIT 1
      ) answer ON true
    WHERE k.survey_id = ${survey.id} AND k.universe_id = ${survey.universeId}
      AND m.universe_id = ${survey.universeId} ${units} ${one}`;
}

export interface CampaignRow extends CountRow {
  id: number;
  name: string;
  type: 'email' | 'sms' | 'letter';
  action: 'mail' | 'sms' | 'letter' | 'reminder' | null;
  status: 'draft' | 'active' | 'paused' | 'completed';
  created_at: Date | string;
  scheduled_at: Date | string | null;
  sent_at: Date | string | null;
}

/** The campaigns with messages to contacts of the units, newest first, with their counts there. */
export async function campaignsWithCounts(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  campaignId?: number,
): Promise<CampaignRow[]> {
  const { rows } = await sql<CampaignRow>`
    SELECT k.id, k.name, k.type, k.action, k.status, k.created_at, k.scheduled_at, k.sent_at, ${COUNTS}
    ${messagesOf(survey, unitIds, campaignId)}
    GROUP BY k.id
    ORDER BY k.created_at DESC, k.id DESC`.execute(db);
  return rows;
}

/** One campaign's counts by unit of the contacts. */
export async function countsByUnit(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  campaignId: number,
): Promise<Array<CountRow & { unit_id: number }>> {
  const { rows } = await sql<CountRow & { unit_id: number }>`
    SELECT c.unit_id, ${COUNTS}
    ${messagesOf(survey, unitIds, campaignId)}
    GROUP BY c.unit_id`.execute(db);
  return rows;
}

export interface DayRow {
  date: string;
  sent: number;
  opened: number;
  clicked: number;
  answered: number;
}

/**
 * One campaign's events by UTC day: messages delivered (on the day they were sent), opened,
 * clicked and answered that day, counted as the totals are (so no day's running total of
 * opened, clicked or answered exceeds the running total delivered).
 */
export async function eventsByDay(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  campaignId: number,
): Promise<DayRow[]> {
  const day = (column: RawBuilder<unknown>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const { rows } = await sql<{ kind: keyof Omit<DayRow, 'date'>; day: string; n: number }>`
    WITH msg AS (
      SELECT CASE WHEN ${DELIVERED} THEN m.sent_at END AS sent_at,
             CASE WHEN ${DELIVERED} THEN m.opened_at END AS opened_at,
             CASE WHEN ${DELIVERED} THEN m.clicked_at END AS clicked_at,
             CASE WHEN ${ANSWERED} THEN c.completed_at END AS answered_at
      ${messagesOf(survey, unitIds, campaignId)})
    SELECT kind, day, count(*)::int AS n FROM (
      SELECT 'sent' AS kind, ${day(sql`sent_at`)} AS day FROM msg WHERE sent_at IS NOT NULL
      UNION ALL SELECT 'opened', ${day(sql`opened_at`)} FROM msg WHERE opened_at IS NOT NULL
      UNION ALL SELECT 'clicked', ${day(sql`clicked_at`)} FROM msg WHERE clicked_at IS NOT NULL
      UNION ALL SELECT 'answered', ${day(sql`answered_at`)} FROM msg WHERE answered_at IS NOT NULL
    ) e
    GROUP BY kind, day`.execute(db);
  const byDay = new Map<string, DayRow>();
  for (const r of rows) {
    const entry = byDay.get(r.day) ?? { date: r.day, sent: 0, opened: 0, clicked: 0, answered: 0 };
    entry[r.kind] += r.n;
    byDay.set(r.day, entry);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** One campaign's failed messages with their reason, the first `limit`. */
export async function failedMessages(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  campaignId: number,
  limit: number,
): Promise<Array<{ contact_id: number; name: string; error: string | null }>> {
  const { rows } = await sql<{ contact_id: string | number; name: string; error: string | null }>`
    SELECT c.id AS contact_id, c.name, m.error
    ${messagesOf(survey, unitIds, campaignId)} AND m.state = 'failed'
    ORDER BY m.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, contact_id: Number(r.contact_id) }));
}

export interface MessageRow {
  id: number;
  contact_id: number;
  name: string;
  unit_id: number;
  address: string | null;
  state: 'pending' | 'delivered' | 'failed' | 'unsub';
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  clicked_at: Date | string | null;
  answered_at: Date | string | null;
  error: string | null;
}

/** One campaign's messages in id order, `limit` after `afterId` (the workbook reads them in pages). */
export async function messagePage(
  db: Kysely<DB>,
  survey: SurveyRef,
  unitIds: number[] | null,
  campaignId: number,
  afterId: number,
  limit: number,
): Promise<MessageRow[]> {
  const { rows } = await sql<MessageRow>`
    SELECT m.id, c.id AS contact_id, c.name, c.unit_id, m.address, m.state, m.sent_at, m.opened_at,
           m.clicked_at, CASE WHEN ${ANSWERED} THEN c.completed_at END AS answered_at, m.error
    ${messagesOf(survey, unitIds, campaignId)} AND m.id > ${afterId}
    ORDER BY m.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), contact_id: Number(r.contact_id) }));
}
