import type { TBugEntry } from '@opinio/domain/schemas/logs';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { forbidden } from '#lib/http-error.ts';
import { clearBugs, listBugs } from './bug-repository.ts';

/** Who asks about the bug log of which survey. */
interface BugLogCaller {
  principal: { user: { isRoot: boolean } };
  survey: { id: number; universeId: number };
}

function assertRoot(caller: BugLogCaller) {
  if (!caller.principal.user.isRoot)
    throw forbidden('Only root users see the bug log', { code: 'root_only' });
}

/** The survey's bug log (with the reports of no survey), for root users only. */
export async function readBugLog(db: Kysely<DB>, caller: BugLogCaller): Promise<{ bugs: TBugEntry[] }> {
  assertRoot(caller);
  return { bugs: await listBugs(db, caller.survey.universeId, caller.survey.id) };
}

/** Empties the survey's bug log, for root users only. */
export async function clearBugLog(db: Kysely<DB>, caller: BugLogCaller): Promise<void> {
  assertRoot(caller);
  await clearBugs(db, caller.survey.universeId, caller.survey.id);
}
