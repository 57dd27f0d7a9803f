import type { TSegmentedDrillPath } from '@opinio/domain/schemas/analytics';
import { scopePath } from '#access/drill-path-resolver.ts';
import type { Analytics } from './analytics.ts';
import { type DashboardContext, kpis } from './dashboard.ts';

function signed(n: number, decimals: number): string {
  const text = n.toFixed(decimals);
  return n > 0 ? `+${text}` : text;
}

/**
 * The segmented drill path of a dashboard call: the breadcrumb's titles (each segment with the
 * path up to it), the node's interviews and children, the headline indicator's value and change
 * as text, and the path of the caller's scope.
 */
export async function segmentedDrillPath(
  analytics: Analytics,
  ctx: DashboardContext,
): Promise<TSegmentedDrillPath> {
  const { drill, survey, scope } = ctx;
  const figures = await kpis(analytics, ctx);
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
}
