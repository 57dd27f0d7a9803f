import { apiPath } from '@opinio/domain/api/api-route';
import { interviewsApi } from '@opinio/domain/api/interviews';
import { interviewDetails } from '#interviews/interview-details.ts';
import { interviewForRequest } from '#interviews/interview-for-request.ts';
import { addInterviewComment } from '#interviews/interview-repository.ts';
import { signShare } from '#interviews/share-link.ts';
import { sharingSecret } from '#interviews/sharing-secret.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

const DAY_SECONDS = 86_400;

/** One interview, staff comments on it, and a sharing link (docs/product.md#interviews-and-sharing). */
const interviewRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  const db = services.database.db;

  app.route({
    ...routeOptions(interviewsApi.interview),
    handler: async (request) => {
      const { survey, interview, unit } = await interviewForRequest(
        services,
        request,
        request.params.survey,
        request.params.interviewId,
      );
      return interviewDetails(services, survey, interview, unit);
    },
  });

  app.route({
    ...routeOptions(interviewsApi.addComment),
    handler: async (request) => {
      const { principal, survey, interview } = await interviewForRequest(
        services,
        request,
        request.params.survey,
        request.params.interviewId,
      );
      return addInterviewComment(
        db,
        survey.universeId,
        interview.id,
        principal.user.id,
        request.body.message,
      );
    },
  });

  app.route({
    ...routeOptions(interviewsApi.shareLink),
    handler: async (request) => {
      const { survey, interview } = await interviewForRequest(
        services,
        request,
        request.params.survey,
        request.params.interviewId,
      );
      const expiresAt = Math.floor(Date.now() / 1000) + (request.query.days ?? 30) * DAY_SECONDS;
      const secret = await sharingSecret(db, services.config.sharingSecret);
      const b = signShare(secret, {
        universeId: survey.universeId,
        surveyId: survey.id,
        interviewId: interview.id,
        expiresAt,
      });
      const path = apiPath(interviewsApi.sharedInterview, { survey: survey.extName, a: interview.id, b });
      return { path, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
  });
};

export default interviewRoutes;
