import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { adminSurvey } from '#survey-admin/admin-survey.ts';
import { interviewData } from '#survey-admin/metadata/interview-data.ts';
import { changeInterviewData, changeMetaProperty } from '#survey-admin/metadata/metadata-changes.ts';
import { surveyMetadata } from '#survey-admin/metadata/survey-metadata.ts';

/**
 * A survey's questions and variables with their properties, and one interview's background
 * and computed variables (docs/product.md#survey-administration).
 */
const metadataRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'live'> = async (
  app,
  { services },
) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(surveyAdminApi.metadata),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return surveyMetadata(db, survey.id);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.metaProperty),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return changeMetaProperty(services, survey, request.body);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.metaInterviewData),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return interviewData(db, survey, request.params.interviewId);
    },
  });

  app.route({
    ...routeOptions(surveyAdminApi.metaInterviewDataSave),
    handler: async (request) => {
      const { survey } = await adminSurvey(services, request, request.params);
      return changeInterviewData(services, survey, request.body);
    },
  });
};

export default metadataRoutes;
