import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { hasTimeFilter } from '../lib/time-filter.ts';
import { RankingPanel } from './ranking-panel.tsx';

interface RankingTableComponentProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
}

/** The page component RankingTableComponent: the ranking inside a page (docs/product.md#rankings). */
export function RankingTableComponent({ component, survey, context, drillPath }: RankingTableComponentProps) {
  const { filterToken } = useSelection();
  return (
    <RankingPanel
      survey={survey}
      context={context}
      drillPath={drillPath}
      hasPeriod={hasTimeFilter(filterToken)}
      title={component.title ?? undefined}
      config={component.config}
    />
  );
}
