import { interviewsApi } from '@opinio/domain/api/interviews';
import { requestLocale } from '#auth/request-locale.ts';
import { sharedInterview } from '#interviews/interview-sharing.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/**
 * A shared interview, without sign-in: a = interview id, b = universe, expiry and an HMAC
 * of them (interviews/share-link.ts). Only that interview's answers, date and unit title.
 */
const sharingRoutes: RoutePlugin<'catalog' | 'config' | 'database'> = async (app, { services }) => {
  app.route({
    ...routeOptions(interviewsApi.sharedInterview),
    handler: async (request) => sharedInterview(services, request.params, requestLocale(request)),
  });
};

export default sharingRoutes;
