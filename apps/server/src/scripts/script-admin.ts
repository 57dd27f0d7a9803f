import type {
  TScript,
  TScriptPurpose,
  TScriptSave,
  TScriptTestResult,
} from '@opinio/domain/schemas/survey-admin';
import { runAsTenant } from '#db/tenant-context.ts';
import { badRequest } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { interviewForScript } from './interview-for-script.ts';
import { checkScript, failureText } from './script-check.ts';
import { deleteScript, getScript, listScripts, type ScriptOwner, saveScript } from './script-repository.ts';
import { SCRIPT_ENTRIES, surveyScripts } from './survey-scripts.ts';

/**
 * Scripts (docs/decisions/027-script-sandbox.md): global, the universe's and the survey's,
 * each save a version; a test run against one stored interview saves nothing. The survey is
 * the one an administrator reaches (`adminSurvey`).
 */

const owner = (survey: SurveyModel): ScriptOwner => ({ universeId: survey.universeId, surveyId: survey.id });

/** Global scripts belong to no universe: they are written outside one (row-level security). */
const inScope = <T>(scope: TScriptSave['scope'], work: () => Promise<T>) =>
  scope === 'global' ? runAsTenant('all', work) : work();

/** What a script of each scope may be: global and universe scripts are libraries for the surveys. */
function checkPurpose(survey: SurveyModel, input: TScriptSave) {
  if (input.scope !== 'survey' && input.purpose !== 'library')
    throw badRequest(
      'Global and universe scripts are libraries: their functions are for the survey scripts',
      'purpose',
      { code: 'not_applicable' },
    );
  if (input.purpose !== 'variable') {
    if (input.target !== null)
      throw badRequest('Only a variable script has a target', 'target', { code: 'not_applicable' });
    return;
  }
  const question = input.target ? survey.questionsByExtName.get(input.target) : undefined;
  if (question?.source !== 'computed')
    throw badRequest(
      'The target must be a computed variable of the survey (add it under Questions)',
      'target',
      { code: 'unknown_value' },
    );
}

export const surveyScriptList = (services: Pick<Services, 'database'>, survey: SurveyModel) =>
  listScripts(services.database.db, owner(survey));

export const surveyScript = (services: Pick<Services, 'database'>, survey: SurveyModel, scriptId: number) =>
  getScript(services.database.db, owner(survey), scriptId);

/** Saves a new version of a script once its purpose and source pass their checks. */
export async function saveSurveyScript(
  services: Pick<Services, 'database' | 'sandbox'>,
  editor: { survey: SurveyModel; userId: number },
  input: TScriptSave,
): Promise<TScript> {
  const { db } = services.database;
  const { survey, userId } = editor;
  checkPurpose(survey, input);
  // A library is checked after the global and universe scripts, as it is loaded.
  const { preludes } = await surveyScripts(db, survey);
  const others =
    input.scope === 'survey' ? preludes : preludes.filter((p) => !p.name.startsWith(`${input.scope}:`));
  await checkScript(services, others, `${input.scope}:${input.name}`, input.source, input.purpose);
  const id = await inScope(input.scope, () => saveScript(db, owner(survey), userId, input));
  return getScript(db, owner(survey), id);
}

/** Runs a source against one stored interview in the sandbox; nothing is saved. */
export async function testScript(
  services: Pick<Services, 'database' | 'sandbox'>,
  survey: SurveyModel,
  test: { source: string; purpose: TScriptPurpose; interviewId: number },
): Promise<TScriptTestResult> {
  const { db } = services.database;
  const input = await interviewForScript(db, survey, test.interviewId);
  const { preludes } = await surveyScripts(db, survey);
  const entry = SCRIPT_ENTRIES[test.purpose];
  // A library has nothing to call: its evaluation is the test.
  const main = {
    name: 'test',
    source: entry ? test.source : `${test.source}\n;function __opinio_library__() { return null; }`,
  };
  const outcome = await services.sandbox.run({
    preludes,
    main,
    entry: entry ?? '__opinio_library__',
    input: [input],
    tenant: survey.universeId,
  });
  return {
    ok: outcome.ok,
    value: outcome.ok ? outcome.value : null,
    error: outcome.ok
      ? null
      : { kind: outcome.error.kind, message: failureText(outcome), line: outcome.error.line ?? null },
    logs: outcome.logs,
    durationMs: Math.round(outcome.durationMs * 10) / 10,
    input,
  };
}

export async function removeSurveyScript(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scriptId: number,
) {
  const { db } = services.database;
  const script = await getScript(db, owner(survey), scriptId);
  await inScope(script.scope, () => deleteScript(db, owner(survey), script.id));
}
