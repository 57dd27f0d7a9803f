import { LOCALES } from '@opinio/domain/localized-text';
import type { TChannel, TTemplate, TTemplateList, TTemplateVariants } from '@opinio/domain/schemas/campaigns';
import type { Kysely } from 'kysely';
import { displayName } from '#auth/principal.ts';
import { type CampaignsDb, campaignsDb, type StoredVariant } from '#campaigns/campaign-tables.ts';
import type { DB } from '#db/schema.ts';

/** A survey's templates: every query names the universe and the survey. */
export interface TemplateRef {
  universeId: number;
  surveyId: number;
}

/** A template's texts as saved (checked and sanitised by template-save.ts). */
export interface TemplateFields {
  channel: TChannel;
  name: string;
  variants: TTemplateVariants;
}

type StoredVariants = Partial<Record<(typeof LOCALES)[number], StoredVariant>>;

const iso = (value: Date | string) => new Date(value).toISOString();

const editorName = (row: { first_name: string | null; last_name: string | null; username: string | null }) =>
  row.username === null
    ? null
    : displayName({ username: row.username, firstName: row.first_name ?? '', lastName: row.last_name ?? '' });

function variantsOf(stored: StoredVariants): TTemplateVariants {
  const variants: TTemplateVariants = {};
  for (const locale of LOCALES) {
    const variant = stored[locale];
    if (variant)
      variants[locale] = {
        subject: variant.subject ?? '',
        body: variant.body ?? '',
        ...(variant.blocks ? { blocks: variant.blocks } : {}),
      };
  }
  return variants;
}

function ofSurvey(db: CampaignsDb, ref: TemplateRef) {
  return db
    .selectFrom('templates as t')
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .where('t.universe_id', '=', ref.universeId)
    .where('t.survey_id', '=', ref.surveyId);
}

/** The survey's templates (of one channel), by name, with the number of campaigns sent with each. */
export async function listTemplates(
  db: Kysely<DB>,
  ref: TemplateRef,
  channel: TChannel | undefined,
): Promise<TTemplateList['items']> {
  let query = ofSurvey(campaignsDb(db), ref)
    .select((eb) => [
      't.id',
      't.channel',
      't.name',
      't.variants',
      't.updated_at',
      'u.username',
      'u.first_name',
      'u.last_name',
      eb
        .selectFrom('campaigns as k')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('k.template_id', '=', 't.id')
        .where('k.universe_id', '=', ref.universeId)
        .as('campaigns'),
    ])
    .orderBy('t.name')
    .orderBy('t.id');
  if (channel) query = query.where('t.channel', '=', channel);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    name: row.name,
    locales: LOCALES.filter((locale) => !!row.variants[locale]),
    updatedAt: iso(row.updated_at),
    updatedBy: editorName(row),
    campaigns: Number(row.campaigns ?? 0),
  }));
}

/** One template of the survey; undefined when the survey has none with that id. */
export async function findTemplate(
  db: Kysely<DB>,
  ref: TemplateRef,
  id: number,
): Promise<TTemplate | undefined> {
  const row = await ofSurvey(campaignsDb(db), ref)
    .select([
      't.id',
      't.channel',
      't.name',
      't.variants',
      't.created_at',
      't.updated_at',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    channel: row.channel,
    name: row.name,
    variants: variantsOf(row.variants),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    updatedBy: editorName(row),
  };
}

export async function insertTemplate(
  db: Kysely<DB>,
  ref: TemplateRef,
  fields: TemplateFields,
  userId: number | null,
): Promise<number> {
  const row = await campaignsDb(db)
    .insertInto('templates')
    .values({
      universe_id: ref.universeId,
      survey_id: ref.surveyId,
      channel: fields.channel,
      name: fields.name,
      variants: JSON.stringify(fields.variants),
      created_by: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a template's name and texts (its channel stays); false when the survey has no such template. */
export async function updateTemplate(
  db: Kysely<DB>,
  ref: TemplateRef,
  id: number,
  fields: Omit<TemplateFields, 'channel'>,
  userId: number | null,
): Promise<boolean> {
  const result = await campaignsDb(db)
    .updateTable('templates')
    .set({
      name: fields.name,
      variants: JSON.stringify(fields.variants),
      updated_by: userId,
      updated_at: new Date(),
    })
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a template (campaigns keep its name: campaigns.template_name); false when there is none. */
export async function deleteTemplate(db: Kysely<DB>, ref: TemplateRef, id: number): Promise<boolean> {
  const result = await campaignsDb(db)
    .deleteFrom('templates')
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
