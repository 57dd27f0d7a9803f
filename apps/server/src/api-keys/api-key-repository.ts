import type { TApiKey } from '@opinio/domain/schemas/api-keys';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * A survey of a universe and the caller's part of the organisation: `scopeUnits` (see
 * access/scope-units.ts) limits every call to keys scoped within it; null or absent for
 * the whole organisation.
 */
export interface KeyRef {
  universeId: number;
  surveyId: number;
  scopeUnits?: readonly string[] | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function listQuery(db: Kysely<DB>) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select(['k.id', 'k.name', 'k.purpose', 'k.scope_unit', 'k.created_at', 'k.revoked_at', 'u.username']);
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];
const toApiKey = (r: Row): TApiKey => ({
  id: r.id,
  name: r.name,
  purpose: r.purpose,
  scopeUnit: r.scope_unit,
  createdBy: r.username,
  createdAt: iso(r.created_at)!,
  revokedAt: iso(r.revoked_at),
});

export async function listApiKeys(db: Kysely<DB>, ref: KeyRef): Promise<TApiKey[]> {
  const rows = await listQuery(db)
    .where('k.universe_id', '=', ref.universeId)
    .where('k.survey_id', '=', ref.surveyId)
    .$if(!!ref.scopeUnits, (q) => q.where('k.scope_unit', 'in', [...ref.scopeUnits!]))
    .orderBy('k.id')
    .execute();
  return rows.map(toApiKey);
}

export async function findApiKey(db: Kysely<DB>, ref: KeyRef, id: number): Promise<TApiKey | undefined> {
  const row = await listQuery(db)
    .where('k.universe_id', '=', ref.universeId)
    .where('k.survey_id', '=', ref.surveyId)
    .$if(!!ref.scopeUnits, (q) => q.where('k.scope_unit', 'in', [...ref.scopeUnits!]))
    .where('k.id', '=', id)
    .executeTakeFirst();
  return row && toApiKey(row);
}

export async function insertApiKey(
  db: Kysely<DB>,
  ref: KeyRef,
  key: {
    name: string;
    tokenHash: string;
    scopeUnit: string | null;
    createdBy: number;
    purpose?: 'ingest' | 'bigscreen';
  },
): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({
      universe_id: ref.universeId,
      survey_id: ref.surveyId,
      name: key.name,
      purpose: key.purpose ?? 'ingest',
      token_hash: key.tokenHash,
      scope_unit: key.scopeUnit,
      created_by: key.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames or re-scopes a key that is not revoked; false when there is none. */
export async function updateApiKey(
  db: Kysely<DB>,
  ref: KeyRef,
  id: number,
  change: { name?: string; scopeUnit?: string | null },
): Promise<boolean> {
  const values: { name?: string; scope_unit?: string | null } = {};
  if (change.name !== undefined) values.name = change.name;
  if (change.scopeUnit !== undefined) values.scope_unit = change.scopeUnit;
  if (Object.keys(values).length === 0) return (await findApiKey(db, ref, id))?.revokedAt === null;
  const result = await db
    .updateTable('api_keys')
    .set(values)
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .$if(!!ref.scopeUnits, (q) => q.where('scope_unit', 'in', [...ref.scopeUnits!]))
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes a key at once; false when there is no such key in the survey. */
export async function revokeApiKey(db: Kysely<DB>, ref: KeyRef, id: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('universe_id', '=', ref.universeId)
    .where('survey_id', '=', ref.surveyId)
    .$if(!!ref.scopeUnits, (q) => q.where('scope_unit', 'in', [...ref.scopeUnits!]))
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live key a token belongs to (revoked keys never match), of the given purpose. */
export async function keyForTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
  purpose: 'ingest' | 'bigscreen' = 'ingest',
) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'universe_id', 'survey_id', 'scope_unit'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Any key a token belongs to, revoked or not (to tell a revoked key from an unknown one). */
export async function anyKeyForTokenHash(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'universe_id', 'survey_id', 'scope_unit', 'purpose', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
