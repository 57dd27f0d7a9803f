import { gamificationApi } from '@opinio/domain/api/gamification';
import { ZGamificationConfig } from '@opinio/domain/schemas/gamification';
import { requestContext } from '#auth/dashboard-context.ts';
import { gamification } from '#gamification/gamification.ts';
import { badRequest, notFound } from '#lib/http-error.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

/** GamificationOverviewConfig: a leaderboard of units by points from the component's rules. */
const gamificationRoutes: RoutePlugin<'analytics' | 'catalog' | 'database' | 'today'> = async (
  app,
  { services },
) => {
  app.route({
    ...routeOptions(gamificationApi.leaderboard),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      const { page, component: id } = request.query;
      const component = ctx.survey.pages
        .filter((p) => page === undefined || p.extName === page)
        .flatMap((p) => p.components)
        .find((c) => c.type === 'GamificationOverviewConfig' && (id === undefined || c.id === id));
      if (!component) throw notFound('No such leaderboard on this page');
      const config = ZGamificationConfig.safeParse(component.config);
      if (!config.success) {
        const issue = config.error.issues[0];
        throw badRequest(
          `The leaderboard's configuration is invalid: ${issue?.path.join('.')}: ${issue?.message}`,
          'component',
          { code: 'invalid_value' },
        );
      }
      const order = request.query.order ?? 'fair';
      return gamification(services.analytics, services.database, ctx, config.data, services.today(), order);
    },
  });
};

export default gamificationRoutes;
