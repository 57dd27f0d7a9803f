import type { Kysely } from 'kysely';
import type { Scope } from '#access/scope.ts';
import type { DB } from '#db/schema.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

interface SampleContact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: Record<string, string> | null;
  unitId: number;
}

/**
 * The contact a template is filled with: the one named, or the newest of the caller's
 * scope in the survey's samples. Undefined when the one named is not the survey's, or lies
 * outside the scope, or the scope has no contact.
 */
export async function sampleContact(
  db: Kysely<DB>,
  survey: SurveyModel,
  scope: Scope,
  contactId: number | undefined,
): Promise<SampleContact | undefined> {
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('samples as s', 's.id', 'c.sample_id')
    .select(['c.id', 'c.name', 'c.email', 'c.phone', 'c.address', 'c.unit_id'])
    .where('c.universe_id', '=', survey.universeId)
    .where('s.universe_id', '=', survey.universeId)
    .where('s.survey_id', '=', survey.id);
  if (contactId !== undefined) query = query.where('c.id', '=', contactId);
  const names = scope.unitNames();
  if (names) {
    const unitIds = names.flatMap((name) => survey.organisation.unitsByExtName.get(name)?.id ?? []);
    query = query.where('c.unit_id', 'in', unitIds.length > 0 ? unitIds : [-1]);
  }
  const row = await query.orderBy('c.id', 'desc').limit(1).executeTakeFirst();
  if (!row || !scope.allows(survey.organisation.unitsById.get(row.unit_id))) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    unitId: row.unit_id,
  };
}

/** The e-mail address of a user (a test mail goes to the caller's own). */
export async function userEmail(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}
