import { CampaignDetailsComponent } from '../features/campaigns/components/details/campaign-details-component.tsx';
import { CampaignsListComponent } from '../features/campaigns/components/list/campaigns-list-component.tsx';
import { BreakdownTable } from '../features/dashboard/components/breakdown-table.tsx';
import { CommentList } from '../features/dashboard/components/comment-list.tsx';
import { DistributionChart } from '../features/dashboard/components/distribution-chart.tsx';
import { KpiTiles } from '../features/dashboard/components/kpi-tiles.tsx';
import type { PageComponentRegistry } from '../features/dashboard/components/page-component-view.tsx';
import { PlannedComponent } from '../features/dashboard/components/planned-component.tsx';
import { TrendChart } from '../features/dashboard/components/trend-chart.tsx';
import { GamificationOverview } from '../features/gamification/components/gamification-overview.tsx';
import { InterviewList } from '../features/interview-list/components/interview-list.tsx';
import { RankingTableComponent } from '../features/ranking/components/ranking-table-component.tsx';

/** Which feature shows each page component type; a type without a data source says so plainly. */
export const PAGE_COMPONENTS: PageComponentRegistry = {
  KpiTiles,
  TrendChart,
  BreakdownTable,
  DistributionChart,
  CommentList,
  RankingTableComponent,
  InterviewList,
  GamificationOverviewConfig: GamificationOverview,
  AlertList: ({ component }) => <PlannedComponent component={component} type="AlertList" />,
  MailCampaignsListComponent: CampaignsListComponent,
  MailCampaignDetailsComponent: CampaignDetailsComponent,
};
