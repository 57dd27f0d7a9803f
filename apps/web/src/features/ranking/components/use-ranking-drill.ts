import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import { pathFor } from '@opinio/domain/routes';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useLocation, useNavigate } from 'react-router';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import type { RankingRow } from '../lib/ranking-rows.ts';

/** Component types of a dashboard page, as opposed to the dedicated list and ranking pages. */
const DASHBOARD_TYPES = new Set([
  'KpiTiles',
  'TrendChart',
  'BreakdownTable',
  'DistributionChart',
  'CommentList',
]);

/**
 * Drilling into a ranked unit, keeping the filters. On the ranking screen, a unit with
 * units below it opens the ranking at that unit, the lowest units open the dashboard; in
 * a dashboard page, the page moves to the unit.
 */
export function useRankingDrill(survey: TSurvey, depth: number | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const { route } = useCurrentRoute();
  const { filterToken } = useSelection();
  const { openPage, setDrillPath } = useSelectionNavigation();

  return (row: RankingRow) => {
    const unitLevel = row.path.split(',').length - 1;
    if (route?.name !== 'rankings') {
      setDrillPath(row.path);
      return;
    }
    if (depth !== null && unitLevel < depth) {
      const search = new URLSearchParams(location.search);
      if (Number(search.get('level')) <= unitLevel) search.delete('level');
      const query = search.toString();
      const drillPath = joinFilteredDrillPath(row.path, filterToken);
      navigate(
        pathFor('rankings', { surveyExtName: survey.extName, drillPath }) + (query ? `?${query}` : ''),
      );
      return;
    }
    const dashboard =
      survey.pages.find((p) => p.components.some((c) => DASHBOARD_TYPES.has(c.type))) ?? survey.pages[0];
    if (dashboard) void openPage(dashboard, { drillPath: row.path });
  };
}
