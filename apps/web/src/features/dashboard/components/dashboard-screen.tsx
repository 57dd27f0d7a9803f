import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TPage, TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { Placeholder } from '@/components/plain-controls.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ReportMenu } from '@/entities/reports/components/report-menu.tsx';
import type { ReportRequest } from '@/entities/reports/lib/report-request.ts';
import { useDrillPath } from '@/entities/selection/api/get-drill-path.ts';
import { DrillBreadcrumb } from '@/entities/selection/components/drill-breadcrumb.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';
import { useDrawnNearSight } from '../lib/use-drawn-near-sight.ts';
import { NoMatchingAnswers } from './no-matching-answers.tsx';
import { type PageComponentRegistry, PageComponentView } from './page-component-view.tsx';
import './dashboard-screen.css';

interface DashboardScreenProps {
  /** The active filters, composed in by the app (features do not import each other). */
  filterBar: ReactNode;
  /** The component of each page component type, composed by the app. */
  components: PageComponentRegistry;
}

/** Route "page": /page/:pageId/:surveyExtName/:drillPath. */
export function DashboardScreen({ filterBar, components }: DashboardScreenProps) {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const { survey, view, drillPath, filterToken } = useSelection();
  const page = survey?.pages.find((p) => p.extname === params.pageId);

  if (!survey || !page) {
    return (
      <div className="dashboard-page">
        <ScreenTitle route="page">{t('screen.page.title')}</ScreenTitle>
        <EmptyState
          text={
            survey
              ? t('dashboard.pageNotFound', { page: params.pageId ?? '' })
              : t('dashboard.surveyNotFound', { survey: params.surveyExtName ?? '' })
          }
        />
      </div>
    );
  }
  return (
    <DashboardPage
      // another page draws its components in turn from its first
      key={page.extname}
      survey={survey}
      page={page}
      drillPath={drillPath}
      filterToken={filterToken}
      startPath={view?.startPath || defaultDrillPath(survey)}
      startFilter={survey.startFilter}
      filterBar={filterBar}
      components={components}
    />
  );
}

interface DashboardPageProps {
  survey: TSurvey;
  page: TPage;
  drillPath: string;
  filterToken: string;
  startPath: string;
  startFilter: string;
  filterBar: ReactNode;
  components: PageComponentRegistry;
}

/** The reports of a dashboard page, on its drill node and filters. */
const PAGE_REPORTS: readonly ReportRequest[] = [
  { kind: 'pdfbenchmark' },
  { kind: 'excelbenchmark' },
  { kind: 'interviews' },
  { kind: 'indicators' },
];

const FULL_WIDTH: ReadonlySet<TPageComponent['type']> = new Set([
  'KpiTiles',
  'BreakdownTable',
  'MailCampaignsListComponent',
  'MailCampaignDetailsComponent',
  // wide tables and charts of their own: a half row beside the filter sidebar is too narrow
  'KeyDriversComponent',
  'TopicsComponent',
  'ChangesComponent',
  'CommentSummaryComponent',
]);

/**
 * Components that do not show the node's answers (campaigns and their messages): still drawn
 * when the filters leave no answers, below the message that says so.
 */
const NOT_OF_ANSWERS: ReadonlySet<TPageComponent['type']> = new Set([
  'MailCampaignsListComponent',
  'MailCampaignDetailsComponent',
]);

/** Half-width components pair up in order; one without a partner takes the whole row. */
function pairUp(components: readonly TPageComponent[]): Map<TPageComponent, boolean> {
  const full = new Map<TPageComponent, boolean>();
  let waiting: TPageComponent | null = null;
  for (const component of components) {
    if (FULL_WIDTH.has(component.type)) {
      if (waiting) full.set(waiting, true);
      waiting = null;
      full.set(component, true);
    } else if (waiting) {
      full.set(waiting, false);
      full.set(component, false);
      waiting = null;
    } else {
      waiting = component;
    }
  }
  if (waiting) full.set(waiting, true);
  return full;
}

/** A component's place until it is drawn (or its code has loaded): about a chart panel's height (heading and chart). */
const COMPONENT_PLACEHOLDER_HEIGHT = 400;

function DashboardPage({
  survey,
  page,
  drillPath,
  filterToken,
  startPath,
  startFilter,
  filterBar,
  components,
}: DashboardPageProps) {
  const { t } = useTranslation();
  const { setFilterToken } = useSelectionNavigation();
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const locale = useLocale();
  const context: AnalyticsContext = {
    surveyExtName: survey.extName,
    loadCount,
    drillPathFiltered: joinFilteredDrillPath(drillPath, filterToken),
    locale,
  };
  const drillPathQuery = useDrillPath(context);
  // Filters that leave no answers at a node that has some: one message in place of the
  // components that would each show nothing (dashes, empty charts), and of What changed,
  // which is not cut by filters at all. Whether the node has answers without the filters is
  // asked only then (a new survey has none: its components say so themselves).
  const noneFiltered = filterToken !== '' && drillPathQuery.data?.nInterviews === 0;
  const unfiltered = useDrillPath({ ...context, drillPathFiltered: drillPath }, noneFiltered);
  const nothingMatches = noneFiltered && (unfiltered.data?.nInterviews ?? 0) > 0;
  const waiting = noneFiltered && unfiltered.isPending;
  const shown =
    nothingMatches || waiting ? page.components.filter((c) => NOT_OF_ANSWERS.has(c.type)) : page.components;
  const fullWidth = pairUp(shown);
  // The first component (the KPI tiles on an overview) is drawn in the page's first frame;
  // the others after it as they come near sight, so that the first numbers do not wait for
  // their drawing and a phone does not draw what it does not show.
  const { drawn, placeRef, holderRef } = useDrawnNearSight(shown.length);
  const placeholder = <Placeholder height={COMPONENT_PLACEHOLDER_HEIGHT} />;

  // Plain elements with static styles (dashboard-screen.css): the page's frame is drawn with
  // its first numbers, without the component library's style work.
  return (
    <div className="dashboard-page" data-page={page.extname} ref={holderRef}>
      <div className="dashboard-page-head">
        <ScreenTitle route="page">{page.title}</ScreenTitle>
        <p className="dashboard-page-survey">{survey.title}</p>
        <div className="dashboard-page-reports">
          <ReportMenu survey={survey} drillPathFiltered={context.drillPathFiltered} offers={PAGE_REPORTS} />
        </div>
      </div>
      <DrillBreadcrumb context={context} drillPath={drillPath} startPath={startPath} />
      {filterBar}
      {page.components.length === 0 && <EmptyState text={t('dashboard.noComponents')} />}
      {/* A drill path that cannot be shown is explained once: by the breadcrumb, or for a
          refused filter (400) by the filter bar. */}
      {!drillPathQuery.isError && nothingMatches && (
        <NoMatchingAnswers
          unit={drillPathQuery.data?.segments.at(-1)?.title ?? ''}
          filterToken={filterToken}
          startFilter={startFilter}
          onFilterToken={setFilterToken}
        />
      )}
      {!drillPathQuery.isError && (
        <div className="dashboard-grid">
          {shown.map((component, index) => (
            <div
              key={component.id}
              ref={placeRef(index)}
              className="dashboard-grid-item"
              data-full={fullWidth.get(component) || undefined}
              // a place whose component is drawn once it comes near sight
              data-waiting={index >= drawn || undefined}
            >
              {index < drawn ? (
                <PageComponentView
                  registry={components}
                  component={component}
                  survey={survey}
                  context={context}
                  drillPath={drillPath}
                  alone={shown.length === 1}
                  fallback={placeholder}
                />
              ) : (
                placeholder
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
