import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import {
  removeSurveyScript,
  saveSurveyScript,
  surveyScript,
  surveyScriptList,
  testScript,
} from '#scripts/script-admin.ts';
import { adminSurvey } from '#survey-admin/admin-survey.ts';

/** Scripts: global, the universe's and the survey's (`scripts/script-admin.ts`). */
const scriptRoutes: RoutePlugin<'catalog' | 'database' | 'sandbox'> = async (app, { services }) => {
  app.route({
    ...routeOptions(surveyAdminApi.scripts),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return { scripts: await surveyScriptList(services, survey) };
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.script),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return surveyScript(services, survey, request.params.scriptId);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptSave),
    handler: async (request) => {
      const editor = await adminSurvey(services, request, request.params);
      return saveSurveyScript(services, editor, request.body);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptTest),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return testScript(services, survey, request.body);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.scriptDelete),
    handler: async (request, reply) => {
      const { survey } = await adminSurvey(services, request, request.params);
      await removeSurveyScript(services, survey, request.params.scriptId);
      return reply.code(204).send();
    },
  });
};

export default scriptRoutes;
