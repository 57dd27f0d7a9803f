import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { DrillBreadcrumb } from '@/entities/selection/components/drill-breadcrumb.tsx';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { useLoadCount } from '@/lib/load-count.ts';
import { useLocale } from '@/lib/number-format.ts';
import { defaultDrillPath } from '@/lib/page-path.ts';
import { hasTimeFilter } from '../lib/time-filter.ts';
import { RankingPanel } from './ranking-panel.tsx';

interface RankingScreenProps {
  /** The active filters, composed in by the app (features do not import each other). */
  filterBar: ReactNode;
}

/** Route "rankings": /ranking/:surveyExtName/:drillPath. */
export function RankingScreen({ filterBar }: RankingScreenProps) {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const { survey } = useSelection();

  if (!survey) {
    return (
      <Stack spacing={2}>
        <ScreenTitle route="rankings">{t('screen.rankings.title')}</ScreenTitle>
        <EmptyState text={t('dashboard.surveyNotFound', { survey: params.surveyExtName ?? '' })} />
      </Stack>
    );
  }
  return <RankingView survey={survey} filterBar={filterBar} />;
}

function RankingView({ survey, filterBar }: RankingScreenProps & { survey: TSurvey }) {
  const { t } = useTranslation();
  const { view, drillPath, filterToken } = useSelection();
  const loadCount = useLoadCount(survey.extName, survey.loadCount);
  const locale = useLocale();
  const context: AnalyticsContext = {
    surveyExtName: survey.extName,
    loadCount,
    drillPathFiltered: joinFilteredDrillPath(drillPath, filterToken),
    locale,
  };
  const page = survey.pages.find((p) => p.extname === 'rankings');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <ScreenTitle route="rankings">{page?.title ?? t('screen.rankings.title')}</ScreenTitle>
        <Typography color="text.secondary">{survey.title}</Typography>
      </Stack>
      <DrillBreadcrumb
        context={context}
        drillPath={drillPath}
        startPath={view?.startPath || defaultDrillPath(survey)}
      />
      {filterBar}
      <RankingPanel
        survey={survey}
        context={context}
        drillPath={drillPath}
        hasPeriod={hasTimeFilter(filterToken)}
        config={page?.components.find((c) => c.type === 'RankingTableComponent')?.config}
        offerBenchmark
      />
    </Stack>
  );
}
