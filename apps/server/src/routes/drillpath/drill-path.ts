import { dashboardApi } from '@opinio/domain/api/dashboard';
import { scopePath } from '#access/drill-path-resolver.ts';
import { kpis } from '#analytics/dashboard.ts';
import { requestContext } from '#auth/dashboard-context.ts';
import { routeOptions } from '#routes/route-options.ts';
import type { RoutePlugin } from '#routes/route-plugin.ts';

function signed(n: number, decimals: number): string {
  const text = n.toFixed(decimals);
  return n > 0 ? `+${text}` : text;
}

/** The segmented drill path: titles for the breadcrumb, interviews, the headline trend. */
const drillPathRoutes: RoutePlugin<'analytics' | 'catalog' | 'today'> = async (app, { services }) => {
  app.route({
    ...routeOptions(dashboardApi.drillPath),
    handler: async (request) => {
      const ctx = await requestContext(services, request);
      const { drill, survey, scope } = ctx;
      const figures = await kpis(services.analytics, ctx);
      const headline = figures.tiles[0];
      const indicator = survey.indicators[0];
      let trendDetails = '';
      if (headline && headline.value !== null) {
        trendDetails = headline.value.toFixed(indicator.decimals);
        if (headline.change !== null) trendDetails += ` (${signed(headline.change, indicator.decimals)})`;
      }
      const segments = [
        { extName: drill.view.extName, title: drill.view.title, pathName: drill.view.extName },
        ...drill.chain.map((unit, i) => ({
          extName: unit.extName,
          title: unit.title,
          pathName: [drill.view.extName, ...drill.chain.slice(0, i + 1).map((u) => u.extName)].join(','),
        })),
      ];
      return {
        segments,
        nInterviews: figures.nInterviews,
        trendTitle: headline?.title ?? '',
        trendDetails,
        children: drill.node.children.map((c) => ({ extName: c.extName, title: c.title })),
        scopePath: scopePath(drill.view, survey, scope),
      };
    },
  });
};

export default drillPathRoutes;
