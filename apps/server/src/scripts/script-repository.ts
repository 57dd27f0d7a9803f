import type { TScript, TScriptSave, TScriptSummary } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { type SurveyAdminDb, surveyAdminDb } from '#survey-admin/survey-admin-tables.ts';

/** The survey a script call is about: its scripts, its universe's script and the global ones. */
export interface ScriptOwner {
  universeId: number;
  surveyId: number;
}

function scriptsOf(db: SurveyAdminDb, owner: ScriptOwner) {
  return db
    .selectFrom('scripts as s')
    .leftJoin('script_versions as v', (join) =>
      join.onRef('v.script_id', '=', 's.id').onRef('v.version', '=', 's.version'),
    )
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select([
      's.id',
      's.scope',
      's.name',
      's.purpose',
      's.target',
      's.enabled',
      's.version',
      's.source',
      's.last_error',
      'u.username',
      'v.created_at',
    ])
    .where((eb) =>
      eb.or([
        eb('s.scope', '=', 'global'),
        eb.and([eb('s.scope', '=', 'universe'), eb('s.universe_id', '=', owner.universeId)]),
        eb.and([eb('s.universe_id', '=', owner.universeId), eb('s.survey_id', '=', owner.surveyId)]),
      ]),
    );
}

type ScriptRow = Awaited<ReturnType<ReturnType<typeof scriptsOf>['executeTakeFirstOrThrow']>>;

function summary(row: ScriptRow): TScriptSummary {
  return {
    id: row.id,
    scope: row.scope,
    name: row.name,
    purpose: row.purpose,
    target: row.target,
    enabled: row.enabled,
    version: row.version,
    savedBy: row.username ?? null,
    savedAt: (row.created_at ?? new Date(0)).toISOString(),
    lastError: row.last_error,
  };
}

const SCOPE_ORDER = { global: 0, universe: 1, survey: 2 } as const;

/** Global scripts, the universe's, the survey's: in the order they are loaded. */
export async function listScripts(db: Kysely<DB>, owner: ScriptOwner): Promise<TScriptSummary[]> {
  const rows = await scriptsOf(surveyAdminDb(db), owner).orderBy('s.id').execute();
  return rows.map(summary).sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope]);
}

/** One script of the survey (or global, or its universe's) with every version; 404 otherwise. */
export async function getScript(db: Kysely<DB>, owner: ScriptOwner, id: number): Promise<TScript> {
  const adminDb = surveyAdminDb(db);
  const row = await scriptsOf(adminDb, owner).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Script ${id} not found`);
  const versions = await adminDb
    .selectFrom('script_versions as v')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.version', 'v.source', 'v.created_at', 'u.username'])
    .where('v.script_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    ...summary(row),
    source: row.source,
    versions: versions.map((v) => ({
      version: v.version,
      source: v.source,
      savedBy: v.username ?? null,
      savedAt: v.created_at.toISOString(),
    })),
  };
}

/**
 * A new script, or the next version of one (409 when it was saved since `baseVersion`, or
 * for a second universe script). A saved script's last failure is forgotten: it is new code.
 * Global scripts are written outside any universe (the caller runs this as tenant 'all').
 */
export async function saveScript(
  db: Kysely<DB>,
  owner: ScriptOwner,
  userId: number,
  input: Omit<TScriptSave, 'baseVersion'> & { baseVersion: number },
): Promise<number> {
  const universeId = input.scope === 'global' ? null : owner.universeId;
  const surveyId = input.scope === 'survey' ? owner.surveyId : null;
  return surveyAdminDb(db)
    .transaction()
    .execute(async (trx) => {
      let id = input.id;
      let version = 1;
      if (id === undefined) {
        if (input.baseVersion !== 0)
          throw conflict('This script was deleted; save it as a new one', undefined, {
            code: 'changed_meanwhile',
          });
        if (input.scope === 'universe') {
          const existing = await trx
            .selectFrom('scripts')
            .select('id')
            .where('scope', '=', 'universe')
            .where('universe_id', '=', owner.universeId)
            .executeTakeFirst();
          if (existing)
            throw conflict('The universe has its script already: open it to change it', undefined, {
              code: 'already_exists',
            });
        }
        const created = await trx
          .insertInto('scripts')
          .values({
            universe_id: universeId,
            survey_id: surveyId,
            scope: input.scope,
            name: input.name,
            purpose: input.purpose,
            target: input.target,
            enabled: input.enabled,
            version: 1,
            source: input.source,
            last_error: null,
            last_error_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = created.id;
      } else {
        const current = await scriptsOf(trx, owner).where('s.id', '=', id).forUpdate('s').executeTakeFirst();
        if (!current) throw notFound(`Script ${id} not found`);
        if (current.scope !== input.scope)
          throw conflict('A script keeps its scope: save a new script instead');
        if (current.version !== input.baseVersion)
          throw conflict(
            `The script was saved since version ${input.baseVersion}: reload it to see the changes`,
            undefined,
            { code: 'changed_meanwhile' },
          );
        version = current.version + 1;
        await trx
          .updateTable('scripts')
          .set({
            name: input.name,
            purpose: input.purpose,
            target: input.target,
            enabled: input.enabled,
            version,
            source: input.source,
            last_error: null,
            last_error_at: null,
          })
          .where('id', '=', id)
          .execute();
      }
      await trx
        .insertInto('script_versions')
        .values({ script_id: id, universe_id: universeId, version, source: input.source, user_id: userId })
        .execute();
      return id;
    });
}

export async function deleteScript(db: Kysely<DB>, owner: ScriptOwner, id: number): Promise<void> {
  const adminDb = surveyAdminDb(db);
  const row = await scriptsOf(adminDb, owner).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Script ${id} not found`);
  await adminDb.deleteFrom('scripts').where('id', '=', id).execute();
}

/** A failure on live data, kept until the next save (the list shows it). */
export async function recordScriptFailure(db: Kysely<DB>, id: number, message: string): Promise<void> {
  await surveyAdminDb(db)
    .updateTable('scripts')
    .set({ last_error: message.slice(0, 1000), last_error_at: new Date() })
    .where('id', '=', id)
    .execute();
}
