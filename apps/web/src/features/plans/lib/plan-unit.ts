import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import { useIdentity } from '@/entities/session/api/identity.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';

/**
 * The unit a plan made from the drill node on screen is for: its title and drill path, when the
 * user may make plans and the node is a unit of the organisation view; null otherwise (the
 * "Plan an action" buttons under the key drivers and the comment themes then show nothing).
 */
export function usePlanUnit(
  survey: TSurvey,
  context: AnalyticsContext,
): { title: string; path: string } | null {
  const mayManage = !!useIdentity().data?.permissions.includes('plans.manage');
  const { drillPath } = splitFilteredDrillPath(context.drillPathFiltered);
  const node = useDrillPath({ ...context, drillPathFiltered: drillPath });
  const title = node.data?.segments.at(-1)?.title;
  const organisationView = drillPath.split(',')[0] === survey.views[0]?.extName;
  return mayManage && organisationView && title ? { title, path: drillPath } : null;
}
