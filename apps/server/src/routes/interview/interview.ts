import { interviewsApi } from '@opinio/domain/api/interviews';
import { interviewDetails } from '#interviews/interview-details.ts';
import { interviewForRequest } from '#interviews/interview-for-request.ts';
import { addInterviewComment } from '#interviews/interview-repository.ts';
import { interviewShareLink } from '#interviews/interview-sharing.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

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
      return interviewShareLink(services, survey, interview, request.query.days);
    },
  });
};

export default interviewRoutes;
