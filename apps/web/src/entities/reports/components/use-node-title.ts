import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';

/**
 * The drill node's title as the breadcrumb shows it (the same query: already loaded on the
 * screen); "…" while it loads, the unit's name in the path if it cannot be loaded.
 */
export function useNodeTitle(survey: TSurvey, drillPathFiltered: string): string {
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const locale = useLocale();
  const query = useDrillPath({ surveyExtName: survey.extName, loadCount, drillPathFiltered, locale });
  const title = query.data?.segments.at(-1)?.title;
  if (title) return title;
  return query.isPending
    ? '…'
    : (splitFilteredDrillPath(drillPathFiltered).drillPath.split(',').at(-1) ?? '');
}
