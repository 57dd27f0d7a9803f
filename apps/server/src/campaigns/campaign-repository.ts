import type { TChannel, TTemplateVariants } from '@opinio/domain/schemas/campaigns';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { campaignsDb } from './campaign-tables.ts';

/** A campaign's channel from its stored type (the campaign filter's `email`, `sms`, `letter`). */
export const channelOfType = (type: 'email' | 'sms' | 'letter'): TChannel =>
  type === 'email' ? 'mail' : type;

export interface StoredTemplate {
  id: number;
  channel: TChannel;
  name: string;
  variants: TTemplateVariants;
}

/** A template of the survey; undefined for another survey's or universe's. */
export async function findTemplate(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  templateId: number,
): Promise<StoredTemplate | undefined> {
  const row = await campaignsDb(db)
    .selectFrom('templates')
    .select(['id', 'channel', 'name', 'variants'])
    .where('id', '=', templateId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirst();
  return row && { id: row.id, channel: row.channel, name: row.name, variants: row.variants };
}

const CAMPAIGN_COLUMNS = [
  'id',
  'universe_id',
  'survey_id',
  'name',
  'type',
  'status',
  'action',
  'template_id',
  'template_name',
  'quarantine_days',
  'scheduled_at',
  'throttle_per_minute',
  'reminder_after_days',
  'reminder_template_id',
  'reminder_of',
  'created_by',
  'created_at',
  'sent_at',
] as const;

export interface StoredCampaign {
  id: number;
  universeId: number;
  surveyId: number;
  name: string;
  channel: TChannel;
  status: 'draft' | 'active' | 'paused' | 'completed';
  action: 'mail' | 'sms' | 'letter' | 'reminder' | null;
  templateId: number | null;
  templateName: string | null;
  quarantineDays: number | null;
  scheduledAt: Date | null;
  throttlePerMinute: number | null;
  reminderAfterDays: number | null;
  reminderTemplateId: number | null;
  reminderOf: number | null;
  createdBy: number | null;
  createdAt: Date;
  sentAt: Date | null;
}

const date = (d: Date | string | null) => (d === null ? null : new Date(d));

type CampaignRow = Pick<Selectable<DB['campaigns']>, (typeof CAMPAIGN_COLUMNS)[number]>;

function stored(row: CampaignRow): StoredCampaign {
  return {
    id: row.id,
    universeId: row.universe_id,
    surveyId: row.survey_id,
    name: row.name,
    channel: channelOfType(row.type),
    status: row.status,
    action: row.action,
    templateId: row.template_id,
    templateName: row.template_name,
    quarantineDays: row.quarantine_days,
    scheduledAt: date(row.scheduled_at),
    throttlePerMinute: row.throttle_per_minute,
    reminderAfterDays: row.reminder_after_days,
    reminderTemplateId: row.reminder_template_id,
    reminderOf: row.reminder_of,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    sentAt: date(row.sent_at),
  };
}

/** A campaign of the survey; undefined for another survey's or universe's. */
export async function findCampaign(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  campaignId: number,
): Promise<StoredCampaign | undefined> {
  const row = await db
    .selectFrom('campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('id', '=', campaignId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirst();
  return row && stored(row);
}

/** A campaign by id alone, in whichever universe the work runs as (the sending task). */
export async function campaignById(db: Kysely<DB>, campaignId: number): Promise<StoredCampaign | undefined> {
  const row = await db
    .selectFrom('campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('id', '=', campaignId)
    .executeTakeFirst();
  return row && stored(row);
}

/** The reminders of a campaign, oldest first. */
export async function remindersOf(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  campaignId: number,
): Promise<Array<{ id: number; name: string; sentAt: Date | null }>> {
  const rows = await db
    .selectFrom('campaigns')
    .select(['id', 'name', 'sent_at'])
    .where('reminder_of', '=', campaignId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, sentAt: date(r.sent_at) }));
}

/** A user's name as screens show it; null for a user deleted since. */
export async function userName(db: Kysely<DB>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return `${row.first_name} ${row.last_name}`.trim() || row.username;
}

/**
 * Where a campaign was started: its drill path, or for a reminder the drill path of the
 * campaign it reminds of (a reminder belongs where that campaign does). Undefined for another
 * survey's or universe's campaign.
 */
export async function campaignOrigin(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  campaignId: number,
): Promise<{ campaignId: number; drillPathFiltered: string | null } | undefined> {
  const row = await db
    .selectFrom('campaigns as c')
    .leftJoin('campaigns as o', (join) =>
      join.onRef('o.id', '=', 'c.reminder_of').onRef('o.universe_id', '=', 'c.universe_id'),
    )
    .select(['c.id', 'c.drill_path_filtered', 'o.id as origin_id', 'o.drill_path_filtered as origin_path'])
    .where('c.id', '=', campaignId)
    .where('c.survey_id', '=', survey.id)
    .where('c.universe_id', '=', survey.universeId)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.origin_id === null
    ? { campaignId: row.id, drillPathFiltered: row.drill_path_filtered }
    : { campaignId: row.origin_id, drillPathFiltered: row.origin_path };
}

/** The units of the contacts a campaign has a message to. */
export async function campaignContactUnits(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'universeId'>,
  campaignId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('campaign_messages as m')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select('c.unit_id')
    .distinct()
    .where('m.campaign_id', '=', campaignId)
    .where('m.universe_id', '=', survey.universeId)
    .execute();
  return rows.map((r) => Number(r.unit_id));
}
