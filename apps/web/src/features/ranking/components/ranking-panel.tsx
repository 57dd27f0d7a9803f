import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { ReportMenu } from '@/entities/reports/components/report-menu.tsx';
import type { ReportRequest } from '@/entities/reports/lib/report-request.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { levelNamesOf, peerLevelNames } from '@/lib/level-names.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { withPeerTitle } from '@/lib/peer-title.ts';
import { useRanking } from '../api/get-ranking.ts';
import {
  type RankingParams,
  rankableLevels,
  rankingQuery,
  readRankingParams,
} from '../lib/ranking-params.ts';
import { splitRanking, valueRange } from '../lib/ranking-rows.ts';
import { PeerStanding } from './peer-standing.tsx';
import { RankingChart } from './ranking-chart.tsx';
import { RankingControls } from './ranking-controls.tsx';
import { RankingRowsTable } from './ranking-rows-table.tsx';
import { useRankingDrill } from './use-ranking-drill.ts';

interface RankingPanelProps {
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
  /** Whether a time filter is set: rank changes compare with the period before it. */
  hasPeriod: boolean;
  title?: string;
  /** A page component's configuration: default indicator, level, minCount. */
  config?: Record<string, unknown>;
  /** The rankings screen offers the Excel benchmark beside the ranking (a page offers it itself). */
  offerBenchmark?: boolean;
}

/** All units at a level below the node, ranked by an indicator; the pickers live in the URL query. */
export function RankingPanel({
  survey,
  context,
  drillPath,
  hasPeriod,
  title,
  config,
  offerBenchmark = false,
}: RankingPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const read = readRankingParams(search, survey.indicators, config);
  const nodeLevel = drillPath.split(',').length - 1;
  // a level at or above the node (after drilling) falls back to the server's default
  const params: RankingParams = {
    ...read,
    level: read.level !== null && read.level > nodeLevel ? read.level : null,
  };
  const query = useRanking(context, params);
  const drill = useRankingDrill(survey, query.data?.depth ?? null);
  const indicator = survey.indicators.find((i) => i.extName === (query.data?.indicator ?? params.indicator));
  const panelTitle = title ?? t('ranking.panelTitle', { indicator: indicator?.title ?? params.indicator });

  const setParams = (next: Partial<RankingParams>) => {
    const merged = { ...params, ...next };
    setSearch((previous) => {
      const result = new URLSearchParams(previous);
      for (const key of ['indicator', 'level', 'minCount', 'order']) result.delete(key);
      for (const [key, value] of Object.entries(rankingQuery(merged))) result.set(key, value);
      return result;
    });
  };

  // At the lowest unit there is nothing below to rank: the server ranks the unit among its
  // peers (the units under its parent); only without a parent the ranking is empty.
  const peers = query.data?.peers === true;
  const leaf = query.data !== undefined && query.data.level <= nodeLevel && !peers;
  const data = query.data;
  // peers the user may not see by name come numbered: "Peer 3"
  const rows = useMemo(() => (data?.rows ?? []).map((row) => withPeerTitle(row, t)), [data, t]);
  const { ranked, tooFew } = splitRanking(rows);
  const range = useMemo(() => valueRange(rows), [rows]);
  const own = peers ? rows.find((row) => row.path === drillPath) : undefined;
  const levels = data ? rankableLevels(drillPath, data.depth) : [];
  const levelNames = levelNamesOf(survey, drillPath);
  // the ranking on screen, rendered by the server as a workbook
  const reports: ReportRequest[] = [
    {
      kind: 'ranking',
      query: {
        indicator: params.indicator || undefined,
        level: params.level ?? undefined,
        minCount: params.minCount ?? undefined,
        order: params.order ?? undefined,
      },
    },
    ...(offerBenchmark ? [{ kind: 'excelbenchmark' } as const] : []),
  ];

  return (
    <Panel
      title={panelTitle}
      busy={query.isFetching}
      testId="ranking"
      actions={
        <ReportMenu
          survey={survey}
          drillPathFiltered={context.drillPathFiltered}
          offers={reports}
          unavailable={query.isSuccess && !leaf && !peers ? [] : ['ranking']}
        />
      }
    >
      <RankingControls
        indicators={survey.indicators}
        levels={levels}
        level={leaf ? null : (data?.level ?? params.level)}
        depth={data?.depth ?? null}
        levelNames={levelNames}
        minCount={data?.minCount ?? params.minCount ?? 10}
        showLevel={!peers}
        params={params}
        onChange={setParams}
      />
      {!hasPeriod && data && (
        <Alert severity="info" variant="outlined" data-testid="ranking-no-period" sx={{ py: 0 }}>
          {t('ranking.noPeriod')}
        </Alert>
      )}
      {survey.indicators.length === 0 && <EmptyState text={t('ranking.noIndicators')} />}
      {query.isPending && params.indicator !== '' && <LoadingSkeleton variant="rows" />}
      {leaf && <EmptyState text={t('ranking.leaf')} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && data.rows.length === 0 && !leaf && <EmptyState text={t('ranking.empty')} />}
      {data && data.rows.length > 0 && (
        // the previous ranking stays while another one loads: dimmed, and not clickable
        <Stack
          spacing={1.5}
          data-stale={query.isPlaceholderData || undefined}
          sx={{
            opacity: query.isPlaceholderData ? 0.5 : 1,
            pointerEvents: query.isPlaceholderData ? 'none' : undefined,
            transition: 'opacity 150ms',
          }}
        >
          {own && (
            <PeerStanding
              own={own}
              ranked={ranked.length}
              total={rows.length}
              minCount={data.minCount}
              anonymous={rows.some((row) => row.peer !== null)}
              indicator={indicator}
              names={peerLevelNames(levelNames, data.level)}
            />
          )}
          <Typography variant="body2" color="text.secondary" data-testid="ranking-summary">
            {t('ranking.summary', {
              ranked: formatNumber(ranked.length, locale),
              total: formatNumber(data.rows.length, locale),
              minCount: formatNumber(data.minCount, locale),
            })}{' '}
            {t(data.order === 'fair' ? 'ranking.order.fairExplain' : 'ranking.order.rawExplain')}
          </Typography>
          {ranked.length > 0 && (
            <RankingChart
              rows={ranked}
              indicator={indicator}
              title={panelTitle}
              fair={data.order === 'fair'}
            />
          )}
          {ranked.length === 0 ? (
            <EmptyState text={t('ranking.noneRanked', { minCount: data.minCount })} />
          ) : (
            <RankingRowsTable
              rows={ranked}
              indicator={indicator}
              ranked
              hasPeriod={hasPeriod}
              range={range}
              label={panelTitle}
              testId="ranking-table"
              ownPath={own?.path ?? null}
              fair={data.order === 'fair'}
              onDrill={drill}
            />
          )}
          {tooFew.length > 0 && (
            <Box
              component="section"
              aria-labelledby="ranking-too-few-heading"
              data-testid="ranking-too-few"
              sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
            >
              <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
                <Typography id="ranking-too-few-heading" variant="subtitle2" component="h3">
                  {t('ranking.tooFew.title', { count: tooFew.length })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('ranking.tooFew.explain', { minCount: formatNumber(data.minCount, locale) })}
                </Typography>
              </Stack>
              <RankingRowsTable
                rows={tooFew}
                indicator={indicator}
                ranked={false}
                hasPeriod={hasPeriod}
                range={range}
                label={t('ranking.tooFew.title', { count: tooFew.length })}
                testId="ranking-too-few-table"
                ownPath={own?.path ?? null}
                onDrill={drill}
              />
            </Box>
          )}
        </Stack>
      )}
    </Panel>
  );
}
