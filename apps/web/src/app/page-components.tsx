import { type ComponentType, lazy } from 'react';
import { KpiTiles } from '@/features/dashboard/components/kpi-tiles.tsx';
import type {
  PageComponentProps,
  PageComponentRegistry,
} from '@/features/dashboard/components/page-component-view.tsx';
import { loadRestTexts } from '@/lib/i18n.ts';

/** A component of another feature, in a file of its own: loaded when a page shows it. */
function onDemand(load: () => Promise<ComponentType<PageComponentProps>>) {
  return lazy(async () => ({ default: await load() }));
}

/** A component of an administration area (campaigns), with that area's texts. */
function onDemandWithTexts(load: () => Promise<ComponentType<PageComponentProps>>) {
  return onDemand(async () => (await Promise.all([load(), loadRestTexts()]))[0]);
}

/** The overview's components after the KPI tiles: one file for the four (overview-parts.ts). */
const overviewParts = () => import('@/features/dashboard/components/overview-parts.ts');

/**
 * Which feature shows each page component type; a type without a data source says so plainly.
 * The KPI tiles come with the dashboard; the overview's other components load as the page
 * draws its second component, and the others when a page has them, so the first numbers do
 * not wait for chart, table, comment, campaign, ranking or list code.
 */
export const PAGE_COMPONENTS: PageComponentRegistry = {
  KpiTiles,
  TrendChart: onDemand(async () => (await overviewParts()).TrendChart),
  BreakdownTable: onDemand(async () => (await overviewParts()).BreakdownTable),
  DistributionChart: onDemand(async () => (await overviewParts()).DistributionChart),
  CommentList: onDemand(async () => (await overviewParts()).CommentList),
  RankingTableComponent: onDemand(
    async () =>
      (await import('@/features/ranking/components/ranking-table-component.tsx')).RankingTableComponent,
  ),
  InterviewList: onDemand(
    async () => (await import('@/features/interview-list/components/interview-list.tsx')).InterviewList,
  ),
  GamificationOverviewConfig: onDemand(
    async () =>
      (await import('@/features/gamification/components/gamification-overview.tsx')).GamificationOverview,
  ),
  AlertList: onDemand(
    async () => (await import('@/features/alerts/components/alert-list-component.tsx')).AlertListComponent,
  ),
  MailCampaignsListComponent: onDemandWithTexts(
    async () =>
      (await import('@/features/campaigns/components/list/campaigns-list-component.tsx'))
        .CampaignsListComponent,
  ),
  MailCampaignDetailsComponent: onDemandWithTexts(
    async () =>
      (await import('@/features/campaigns/components/details/campaign-details-component.tsx'))
        .CampaignDetailsComponent,
  ),
  // the key drivers, with a way to plan an action on the first to fix (features/plans)
  KeyDriversComponent: onDemand(async () => {
    const [{ KeyDrivers }, { PlanFromDriver }] = await Promise.all([
      import('@/features/insights/components/key-drivers.tsx'),
      import('@/features/plans/components/plan-from-driver.tsx'),
    ]);
    return (props: PageComponentProps) => <KeyDrivers {...props} driverAction={PlanFromDriver} />;
  }),
  // the changes, each with a way to plan an action on it (features/plans)
  ChangesComponent: onDemand(async () => {
    const [{ ChangesPanel }, { PlanFromChange }] = await Promise.all([
      import('@/features/changes/components/changes-panel.tsx'),
      import('@/features/plans/components/plan-from-change.tsx'),
    ]);
    return (props: PageComponentProps) => <ChangesPanel {...props} changeAction={PlanFromChange} />;
  }),
  // what customers say, with a way to plan an action on a theme that drags the score (features/plans)
  CommentSummaryComponent: onDemand(async () => {
    const [{ CommentSummary }, { PlanFromTheme }] = await Promise.all([
      import('@/features/comment-summary/components/comment-summary.tsx'),
      import('@/features/plans/components/plan-from-theme.tsx'),
    ]);
    return (props: PageComponentProps) => <CommentSummary {...props} themeAction={PlanFromTheme} />;
  }),
  TopicsComponent: onDemand(
    async () => (await import('@/features/topics/components/topics-component.tsx')).TopicsComponent,
  ),
};
