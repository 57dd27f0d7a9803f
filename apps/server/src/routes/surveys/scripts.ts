import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import type { TScriptSave } from '@opinio/domain/schemas/survey-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAsTenant } from '#db/tenant-context.ts';
import { badRequest } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import { interviewForScript } from '#scripts/interview-for-script.ts';
import { checkScript, failureText } from '#scripts/script-check.ts';
import {
  deleteScript,
  getScript,
  listScripts,
  type ScriptOwner,
  saveScript,
} from '#scripts/script-repository.ts';
import { SCRIPT_ENTRIES, surveyScripts } from '#scripts/survey-scripts.ts';
import type { Services } from '#services.ts';
import { adminSurvey } from '#survey-admin/admin-survey.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';

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

/**
 * Scripts (docs/decisions/027-script-sandbox.md): global, the universe's and the survey's,
 * each save a version; a test run against one stored interview saves nothing.
 */
const scriptRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const db = services.database.db;
  const owner = (survey: SurveyModel): ScriptOwner => ({
    universeId: survey.universeId,
    surveyId: survey.id,
  });

  app.route({
    ...routeOptions(surveyAdminApi.scripts),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return { scripts: await listScripts(db, owner(survey)) };
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.script),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return getScript(db, owner(survey), request.params.scriptId);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptSave),
    handler: async (request) => {
      const { survey, userId } = await adminSurvey(services, request, request.params);
      const input = request.body;
      checkPurpose(survey, input);
      // A library is checked after the global and universe scripts, as it is loaded.
      const { preludes } = await surveyScripts(db, survey);
      const others =
        input.scope === 'survey' ? preludes : preludes.filter((p) => !p.name.startsWith(`${input.scope}:`));
      await checkScript(services, others, `${input.scope}:${input.name}`, input.source, input.purpose);
      const id = await inScope(input.scope, () => saveScript(db, owner(survey), userId, input));
      return getScript(db, owner(survey), id);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptTest),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      const { source, purpose, interviewId } = request.body;
      const input = await interviewForScript(db, survey, interviewId);
      const { preludes } = await surveyScripts(db, survey);
      const entry = SCRIPT_ENTRIES[purpose];
      // A library has nothing to call: its evaluation is the test.
      const main = {
        name: 'test',
        source: entry ? source : `${source}\n;function __opinio_library__() { return null; }`,
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
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptDelete),
    handler: async (request, reply) => {
      const { survey } = await adminSurvey(services, request, request.params);
      const script = await getScript(db, owner(survey), request.params.scriptId);
      await inScope(script.scope, () => deleteScript(db, owner(survey), script.id));
      return reply.code(204).send();
    },
  });
};

export default scriptRoutes;
