import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { adminSurvey } from '#survey-admin/admin-survey.ts';
import { replaceUniverseData, universeData } from '#survey-admin/universe-data.ts';

/**
 * The settings of the administered survey's universe: title, language, forwarding page,
 * support contacts and single sign-on. Signed-in users' identities read them on each call,
 * so a change shows on their next read.
 */
const universeDataRoutes: RoutePlugin<'catalog' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(surveyAdminApi.universeData),
    handler: async (request) => {
      const { universeId } = await adminSurvey(services, request, request.params);
      return universeData(db, universeId);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.universeDataSave),
    handler: async (request) => {
      const { universeId } = await adminSurvey(services, request, request.params);
      await replaceUniverseData(db, universeId, request.body);
      return universeData(db, universeId);
    },
  });
};

export default universeDataRoutes;
