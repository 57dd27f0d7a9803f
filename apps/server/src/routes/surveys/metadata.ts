import { surveyAdminApi } from '@opinio/domain/api/survey-admin';
import { publishLoadCount } from '#live/publish.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';
import { adminSurvey, publishConfigChange } from '#survey-admin/admin-survey.ts';
import { checkedValues, interviewData, writeInterviewData } from '#survey-admin/metadata/interview-data.ts';
import { saveMetaProperty } from '#survey-admin/metadata/save-meta-property.ts';
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
      const { configVersion, reshaped } = await saveMetaProperty(db, survey, request.body);
      // a new column or column type: the survey's analytics table is built again (every process)
      await publishConfigChange(services, survey, configVersion, { reshaped });
      await publishLoadCount(services, survey);
      return surveyMetadata(db, survey.id);
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
      const { interviewId } = request.body;
      const values = checkedValues(survey, request.body.values);
      if (values.length > 0) {
        // the analytics row of the interview is read again before queries go on
        await services.analytics.rewrite(survey, [interviewId], () =>
          writeInterviewData(db, survey, interviewId, values),
        );
        await publishLoadCount(services, survey);
      }
      return interviewData(db, survey, interviewId);
    },
  });
};

export default metadataRoutes;
