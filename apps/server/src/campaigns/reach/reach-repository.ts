import type { TContactSelection } from '@opinio/domain/schemas/campaigns';
import type { TContactState } from '@opinio/domain/schemas/samples';
import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

export interface ReachCandidate {
  id: number;
  unitId: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: Record<string, string> | null;
  state: TContactState;
  interviewId: number | null;
  unsubscribed: boolean;
  locale: 'en' | 'fi' | 'sv' | null;
  /**
   * Got a message of one of the survey's campaigns since the quarantine began (sent, or
   * being sent; a failed one never reached them).
   */
  quarantined: boolean;
}

export interface CandidateQuery {
  unitIds: number[] | null;
  selection: TContactSelection;
  /** A reminder: only contacts with a delivered message of this campaign. */
  reminderOf: number | null;
  /** Messages sent (or handed over) since then count; null: no quarantine. */
  quarantineSince: Date | null;
}

/** `%`, `_` and `\` match themselves in the search text. */
const likePattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The contacts of the survey's samples a campaign could go to, oldest first, with what
 * the exclusions need. A reminder's own campaign does not count towards the quarantine.
 */
export async function reachCandidates(
  db: Kysely<DB>,
  survey: Pick<SurveyModel, 'id' | 'universeId'>,
  q: CandidateQuery,
): Promise<ReachCandidate[]> {
  const since = q.quarantineSince;
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .select([
      'c.id',
      'c.unit_id',
      'c.name',
      'c.email',
      'c.phone',
      'c.address',
      'c.state',
      'c.interview_id',
      'c.unsubscribed_at',
      'c.locale',
    ])
    .select(
      since === null
        ? sql<boolean>`false`.as('quarantined')
        : sql<boolean>`EXISTS (
            SELECT 1 FROM campaign_messages qm JOIN campaigns qk ON qk.id = qm.campaign_id
            WHERE qm.contact_id = c.id AND qk.survey_id = ${survey.id}
              AND qm.state <> 'failed'
              AND coalesce(qm.sent_at, qm.claimed_at) >= ${since.toISOString()}::timestamptz
              AND qk.id <> ${q.reminderOf ?? 0})`.as('quarantined'),
    )
    .where('s.survey_id', '=', survey.id)
    .where('s.universe_id', '=', survey.universeId)
    .where('c.universe_id', '=', survey.universeId);
  if (q.unitIds) query = query.where('c.unit_id', 'in', q.unitIds.length > 0 ? q.unitIds : [-1]);
  const { sampleId, state, search } = q.selection;
  if (sampleId !== undefined) query = query.where('c.sample_id', '=', sampleId);
  if (state) query = query.where('c.state', '=', state);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.email', 'ilike', pattern)]));
  }
  if (q.reminderOf !== null) {
    const reminded = q.reminderOf;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('campaign_messages as rm')
          .select('rm.id')
          .whereRef('rm.contact_id', '=', 'c.id')
          .where('rm.campaign_id', '=', reminded)
          .where('rm.state', '=', 'delivered'),
      ),
    );
  }
  const rows = await query.orderBy('c.id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    unitId: r.unit_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    state: r.state,
    interviewId: r.interview_id === null ? null : Number(r.interview_id),
    unsubscribed: r.unsubscribed_at !== null,
    locale: r.locale,
    quarantined: r.quarantined === true,
  }));
}
