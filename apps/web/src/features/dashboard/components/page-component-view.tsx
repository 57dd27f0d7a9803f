import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { GamificationOverview } from '../../gamification/components/gamification-overview.tsx';
import { InterviewList } from '../../interview-list/components/interview-list.tsx';
import { RankingTableComponent } from '../../ranking/components/ranking-table-component.tsx';
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
    case 'RankingTableComponent':
      return (
        <RankingTableComponent
          component={component}
          survey={survey}
          context={context}
          drillPath={drillPath}
        />
      );
    case 'InterviewList':
      return <InterviewList component={component} survey={survey} context={context} />;
    case 'GamificationOverviewConfig':
      return <GamificationOverview component={component} survey={survey} context={context} />;
    default:
      return <PlannedComponent component={component} type={type} />;
  }
}
