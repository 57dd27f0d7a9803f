import type { TSampleTableColumn } from '@opinio/domain/schemas/reports';
import { CONTACT_STATES, type TContactState } from '@opinio/domain/schemas/samples';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

/** Which contacts of the survey's samples an export holds. */
export interface ContactExportFilter {
  /** Only contacts of these units; null: any unit of the survey. */
  unitIds: readonly number[] | null;
  /** Only the contacts of this sample. */
  sampleId?: number;
  states?: readonly TContactState[];
  /** Name, e-mail or phone contains this, ignoring case. */
  term?: string;
}

export interface ContactExportOrder {
  column: TSampleTableColumn;
  direction: 'asc' | 'desc';
  /** For `unit`: the unit ids in the order of their titles (the report's language). */
  unitOrder?: readonly number[];
}

/** Where a page ends: the last row's sort key (as text) and id. */
export interface ContactKey {
  sortKey: string;
  id: number;
}

export interface ContactExportRow {
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
  messagesSent: number;
  lastSentAt: Date | null;
  key: ContactKey;
}

/** `%`, `_` and `\` match themselves in the search text. */
const likePattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Sorts before every real time: an empty date sorts first ascending, last descending. */
const NO_TIME = sql`timestamptz '1900-01-01 00:00:00+00'`;

/**
 * Each column's sort key, never null (so that a keyset comparison holds), and its SQL type
 * (the key goes out as text and comes back cast, so no precision is lost on the way).
 */
const SORT_KEYS: Record<TSampleTableColumn, { key: RawBuilder<unknown>; type: string }> = {
  contactId: { key: sql`c.id`, type: 'bigint' },
  sample: { key: sql`s.name`, type: 'text' },
  name: { key: sql`c.name`, type: 'text' },
  email: { key: sql`coalesce(c.email, '')`, type: 'text' },
  phone: { key: sql`coalesce(c.phone, '')`, type: 'text' },
  unit: { key: sql`coalesce(uo.pos, 0)`, type: 'bigint' },
  // the order a contact goes through: pending, sent, started … unsubscribed
  state: { key: sql`coalesce(array_position(${[...CONTACT_STATES]}::text[], c.state), 0)`, type: 'int' },
  created: { key: sql`c.created_at`, type: 'timestamptz' },
  completed: { key: sql`coalesce(c.completed_at, ${NO_TIME})`, type: 'timestamptz' },
  messages: { key: sql`ms.sent`, type: 'int' },
  lastSent: { key: sql`coalesce(ms.last_sent, ${NO_TIME})`, type: 'timestamptz' },
  interviewId: { key: sql`coalesce(c.interview_id, 0)`, type: 'bigint' },
};

function contactsOf(db: Kysely<DB>, survey: SurveyModel, filter: ContactExportFilter) {
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .where('s.survey_id', '=', survey.id)
    .where('s.universe_id', '=', survey.universeId)
    .where('c.universe_id', '=', survey.universeId);
  if (filter.unitIds)
    query = query.where('c.unit_id', 'in', filter.unitIds.length > 0 ? [...filter.unitIds] : [-1]);
  if (filter.sampleId !== undefined) query = query.where('c.sample_id', '=', filter.sampleId);
  if (filter.states) query = query.where('c.state', 'in', [...filter.states]);
  if (filter.term) {
    const pattern = likePattern(filter.term);
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', pattern),
        eb('c.email', 'ilike', pattern),
        eb('c.phone', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** How many contacts the export holds before answer filters (its progress total). */
export async function countContactsForExport(
  db: Kysely<DB>,
  survey: SurveyModel,
  filter: ContactExportFilter,
): Promise<number> {
  const row = await contactsOf(db, survey, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of contacts in the order asked, after `after`: the database sorts (by the
 * column's key, then by id in the same direction) and pages by keyset, so an export of any
 * size reads `limit` rows at a time.
 */
export async function contactExportPage(
  db: Kysely<DB>,
  survey: SurveyModel,
  filter: ContactExportFilter,
  order: ContactExportOrder,
  after: ContactKey | null,
  limit: number,
): Promise<ContactExportRow[]> {
  const { key, type } = SORT_KEYS[order.column];
  const beyond = order.direction === 'asc' ? sql`>` : sql`<`;
  let query = contactsOf(db, survey, filter)
    // messages of the survey's campaigns that went out, and the last of them
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('campaign_messages as m')
          .innerJoin('campaigns as k', 'k.id', 'm.campaign_id')
          .select((mb) => [
            sql<number>`count(m.sent_at)::int`.as('sent'),
            mb.fn.max('m.sent_at').as('last_sent'),
          ])
          .whereRef('m.contact_id', '=', 'c.id')
          .where('m.universe_id', '=', survey.universeId)
          .where('k.survey_id', '=', survey.id)
          .as('ms'),
      (join) => join.onTrue(),
    )
    .$if(order.column === 'unit', (qb) =>
      qb.leftJoin(
        sql<{
          unit_id: number;
          pos: number;
        }>`(SELECT unit_id, pos FROM unnest(${[...(order.unitOrder ?? [])]}::int[]) WITH ORDINALITY AS t(unit_id, pos))`.as(
          'uo',
        ),
        (join) => join.onRef('uo.unit_id', '=', 'c.unit_id'),
      ),
    )
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
      'ms.sent',
      'ms.last_sent',
      sql<string>`(${key})::text`.as('sort_key'),
    ]);
  if (after) {
    query = query.where(
      order.column === 'contactId'
        ? sql<boolean>`c.id ${beyond} ${after.id}`
        : sql<boolean>`(${key}, c.id) ${beyond} (CAST(${after.sortKey} AS ${sql.raw(type)}), ${after.id})`,
    );
  }
  if (order.column !== 'contactId') query = query.orderBy(key, order.direction);
  const rows = await query.orderBy('c.id', order.direction).limit(limit).execute();
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
    messagesSent: Number(r.sent ?? 0),
    lastSentAt: r.last_sent === null || r.last_sent === undefined ? null : new Date(r.last_sent),
    key: { sortKey: r.sort_key, id: Number(r.id) },
  }));
}
