import type { TScriptPurpose } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { ScriptSource } from '#sandbox/script-types.ts';
import { surveyAdminDb } from '#survey-admin/survey-admin-tables.ts';

/** The function a script of each purpose defines (a library defines helpers only). */
export const SCRIPT_ENTRIES: Record<TScriptPurpose, string | null> = {
  variable: 'compute',
  alertCondition: 'condition',
  library: null,
};

export interface RunnableScript extends ScriptSource {
  id: number;
  purpose: TScriptPurpose;
  target: string | null;
}

/**
 * What runs for a survey: the enabled global scripts, then the universe's script, then the
 * survey's libraries as preludes (their functions visible to the rest), and the survey's
 * enabled variable and alert-condition scripts, each run after them.
 */
export async function surveyScripts(
  db: Kysely<DB>,
  survey: { universeId: number; id: number },
): Promise<{ preludes: ScriptSource[]; scripts: RunnableScript[] }> {
  const rows = await surveyAdminDb(db)
    .selectFrom('scripts')
    .select(['id', 'scope', 'name', 'purpose', 'target', 'source'])
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('scope', '=', 'global'),
        eb.and([eb('scope', '=', 'universe'), eb('universe_id', '=', survey.universeId)]),
        eb.and([eb('universe_id', '=', survey.universeId), eb('survey_id', '=', survey.id)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const order = { global: 0, universe: 1, survey: 2 } as const;
  rows.sort((a, b) => order[a.scope] - order[b.scope]);
  const named = (row: (typeof rows)[number]) => ({ name: `${row.scope}:${row.name}`, source: row.source });
  return {
    preludes: rows.filter((r) => r.scope !== 'survey' || r.purpose === 'library').map(named),
    scripts: rows
      .filter((r) => r.scope === 'survey' && r.purpose !== 'library')
      .map((r) => ({ ...named(r), id: r.id, purpose: r.purpose, target: r.target })),
  };
}

/** An alert-condition script of the survey by id (what a rule's script condition names), or undefined. */
export async function alertConditionScript(
  db: Kysely<DB>,
  survey: { universeId: number; id: number },
  id: number,
) {
  return surveyAdminDb(db)
    .selectFrom('scripts')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('universe_id', '=', survey.universeId)
    .where('survey_id', '=', survey.id)
    .where('purpose', '=', 'alertCondition')
    .executeTakeFirst();
}
