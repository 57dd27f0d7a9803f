import type { FastifyBaseLogger } from 'fastify';
import { recordBug } from '#bugs/bug-repository.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import type { ScriptOutcome } from '#sandbox/script-types.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { recordScriptFailure } from './script-repository.ts';

/** What went wrong with a script on a batch: counted, with the first message. */
export interface ScriptFailure {
  script: string;
  failed: number;
  /** Of those, the interviews the script was not run on: the batch's time budget was spent. */
  notRun?: number;
  message: string;
}

export const describeFailure = (outcome: Exclude<ScriptOutcome, { ok: true }>) =>
  `${outcome.error.kind}: ${outcome.error.message}${outcome.error.line ? ` (line ${outcome.error.line})` : ''}`;

/**
 * A script that failed on live data: kept on the script (its list shows the last failure),
 * logged, and in the survey's bug log for root users.
 */
export async function reportScriptFailure(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  script: { id: number; name: string },
  failure: ScriptFailure,
  log: FastifyBaseLogger,
) {
  const text = `Script ${failure.script} failed on ${failure.failed} interview(s): ${failure.message}`;
  log.warn({ scriptId: script.id, survey: survey.extName }, text);
  const db = services.database.db;
  // A global script belongs to no universe: written outside one.
  await runAsTenant('all', () => recordScriptFailure(db, script.id, failure.message));
  await recordBug(db, {
    universeId: survey.universeId,
    surveyId: survey.id,
    userId: null,
    message: `Script ${failure.script}: ${failure.message}`.slice(0, 2000),
    stack: text,
  });
}
