import type { TContactState } from '@opinio/domain/schemas/samples';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

export interface ContactListRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  state: TContactState;
  unitId: number;
  interviewId: number | null;
  createdAt: Date;
  completedAt: Date | null;
  sampleName: string;
}

export interface ContactListQuery {
  /** Only contacts of these units; null: any unit of the survey. */
  unitIds: number[] | null;
  state?: TContactState;
  search?: string;
  /** Contacts with a smaller id (the keyset: newest first). */
  beforeId: number | null;
  limit: number;
}

/** `%`, `_` and `\` match themselves in the search text. */
const likePattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Contacts of the survey's samples, newest first. */
export async function listContacts(
  db: Kysely<DB>,
  survey: SurveyModel,
  q: ContactListQuery,
): Promise<ContactListRow[]> {
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .select([
      'c.id',
      'c.name',
      'c.email',
      'c.phone',
      'c.state',
      'c.unit_id',
      'c.interview_id',
      'c.created_at',
      'c.completed_at',
      's.name as sample_name',
    ])
    .where('s.survey_id', '=', survey.id)
    .where('s.universe_id', '=', survey.universeId)
    .where('c.universe_id', '=', survey.universeId);
  if (q.unitIds) query = query.where('c.unit_id', 'in', q.unitIds.length > 0 ? q.unitIds : [-1]);
  if (q.state) query = query.where('c.state', '=', q.state);
  if (q.search) {
    const pattern = likePattern(q.search);
    query = query.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.email', 'ilike', pattern)]));
  }
  if (q.beforeId !== null) query = query.where('c.id', '<', q.beforeId);
  const rows = await query.orderBy('c.id', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    state: r.state,
    unitId: r.unit_id,
    interviewId: r.interview_id === null ? null : Number(r.interview_id),
    createdAt: new Date(r.created_at),
    completedAt: r.completed_at === null ? null : new Date(r.completed_at),
    sampleName: r.sample_name,
  }));
}

/** The id of the survey's sample contact who gave this interview, if one did. */
export async function contactOfInterview(db: Kysely<DB>, survey: SurveyModel, interviewId: number) {
  const row = await db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .select('c.id')
    .where('c.interview_id', '=', interviewId)
    .where('c.universe_id', '=', survey.universeId)
    .where('s.survey_id', '=', survey.id)
    .orderBy('c.id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** One contact of the survey's samples with its campaign messages; undefined if none. */
export async function loadContact(db: Kysely<DB>, survey: SurveyModel, contactId: number) {
  const contact = await db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .select([
      'c.id',
      'c.name',
      'c.email',
      'c.phone',
      'c.address',
      'c.state',
      'c.unit_id',
      'c.interview_id',
      'c.created_at',
      'c.completed_at',
      's.id as sample_id',
      's.name as sample_name',
    ])
    .where('c.id', '=', contactId)
    .where('c.universe_id', '=', survey.universeId)
    .where('s.survey_id', '=', survey.id)
    .where('s.universe_id', '=', survey.universeId)
    .executeTakeFirst();
  if (!contact) return undefined;
  const messages = await db
    .selectFrom('campaign_messages as m')
    .innerJoin('campaigns as k', 'k.id', 'm.campaign_id')
    .select([
      'm.id',
      'm.state',
      'm.sent_at',
      'm.opened_at',
      'm.clicked_at',
      'k.id as campaign_id',
      'k.name as campaign_name',
      'k.type as campaign_type',
    ])
    .where('m.contact_id', '=', contactId)
    .where('m.universe_id', '=', survey.universeId)
    .where('k.survey_id', '=', survey.id)
    .orderBy('m.sent_at', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
  return { ...contact, messages };
}
