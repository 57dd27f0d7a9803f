import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import type { AnalyticsContext } from '../api/analytics-context.ts';
import { BreakdownTable } from './breakdown-table.tsx';
import { CommentList } from './comment-list.tsx';
import { DistributionChart } from './distribution-chart.tsx';
import { KpiTiles } from './kpi-tiles.tsx';
import { PlannedComponent } from './planned-component.tsx';
import { TrendChart } from './trend-chart.tsx';

interface PageComponentViewProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
}

/** One configured component of a page (survey.pages[].components). */
export function PageComponentView({ component, survey, context, drillPath }: PageComponentViewProps) {
  const { type } = component;
  switch (type) {
    case 'KpiTiles':
      return <KpiTiles component={component} survey={survey} context={context} />;
    case 'TrendChart':
      return <TrendChart component={component} survey={survey} context={context} />;
    case 'BreakdownTable':
      return <BreakdownTable component={component} survey={survey} context={context} drillPath={drillPath} />;
    case 'DistributionChart':
      return <DistributionChart component={component} survey={survey} context={context} />;
    case 'CommentList':
      return <CommentList component={component} context={context} />;
    default:
      return <PlannedComponent component={component} type={type} />;
  }
}
