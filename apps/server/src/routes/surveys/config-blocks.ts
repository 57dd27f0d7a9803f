import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { adminSurvey } from '#survey-admin/admin-survey.ts';
import { blankBlocks } from '#survey-admin/config-blocks/blank-blocks.ts';
import { blockVersions, ensureInitialVersions } from '#survey-admin/config-blocks/block-versions.ts';
import { currentBlocks } from '#survey-admin/config-blocks/current-blocks.ts';
import { rollbackBlock } from '#survey-admin/config-blocks/rollback-block.ts';
import { saveBlock } from '#survey-admin/config-blocks/save-block.ts';

/**
 * A survey's configuration blocks (docs/product.md#configuration-blocks): read, started
 * from defaults, saved as a new version, rolled back; each version kept with who saved it.
 */
const configBlockRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'live'> = async (
  app,
  { services },
) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(surveyAdminApi.configBlocks),
    handler: async (request) => {
      const { universeId, survey } = await adminSurvey(services, request, request.params);
      return currentBlocks(db, { universeId, surveyId: survey.id });
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.configBlockCreate),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      const { extName, title } = survey.organisation;
      const blocks = blankBlocks({
        title: survey.title,
        defaultLocale: survey.defaultLocale,
        organisationView: { extName, title },
      });
      return { name: request.params.block, content: blocks[request.params.block] };
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.configBlockVersions),
    handler: async (request) => {
      const { universeId, survey } = await adminSurvey(services, request, request.params);
      await ensureInitialVersions(db, { universeId, surveyId: survey.id });
      return {
        name: request.params.block,
        versions: await blockVersions(db, survey.id, request.params.block),
      };
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.configBlockSave),
    handler: async (request) =>
      saveBlock(services, await adminSurvey(services, request, request.params), request.body),
  });

  app.route({
    ...routeOptions(surveyAdminApi.configBlockRollback),
    handler: async (request) =>
      rollbackBlock(services, await adminSurvey(services, request, request.params), request.body),
  });
};

export default configBlockRoutes;
