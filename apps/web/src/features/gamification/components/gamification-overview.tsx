import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { splitFilteredDrillPath } from '@opinio/domain/drill-path';
import type { TRankingOrder } from '@opinio/domain/schemas/analytics';
import type { TGamificationResponse, TGamificationRule } from '@opinio/domain/schemas/gamification';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useCurrentRoute } from '@/lib/current-route.ts';
import { levelNamesOf, peerLevelNames } from '@/lib/level-names.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { withPeerTitle } from '@/lib/peer-title.ts';
import { useGamification } from '../api/get-gamification.ts';
import { BadgeChip } from './badge-chip.tsx';
import { LeaderboardCards } from './leaderboard-cards.tsx';
import { PointsChart } from './points-chart.tsx';

const FIRST_ROWS = 10;

interface GamificationOverviewProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
}

function useRuleText(survey: TSurvey) {
  const { t } = useTranslation();
  return (rule: TGamificationRule) => {
    const pointCount = t('gamification.pointCount', { count: rule.points });
    if (rule.kind === 'indicator') {
      const title = survey.indicators.find((i) => i.extName === rule.indicator)?.title ?? rule.indicator;
      return t('gamification.rule.indicator', { indicator: title, above: rule.above, points: pointCount });
    }
    if (rule.kind === 'volume') return t('gamification.rule.volume', { per: rule.per, points: pointCount });
    return t('gamification.rule.alertsSolvedInTime', { points: pointCount });
  };
}

/**
 * The page component GamificationOverviewConfig: units ranked by points earned from the page's
 * rules (docs/product.md#leaderboard).
 */
export function GamificationOverview({ component, survey, context }: GamificationOverviewProps) {
  const { t } = useTranslation();
  const { params } = useCurrentRoute();
  const [order, setOrder] = useLeaderboardOrder();
  const query = useGamification({ ...context, page: params.pageId ?? '', component: component.id, order });
  const title = component.title ?? t('component.GamificationOverviewConfig');
  // at a store, peers the user may not see by name come numbered: "Peer 3"
  const data = useMemo(
    () => query.data && { ...query.data, rows: query.data.rows.map((row) => withPeerTitle(row, t)) },
    [query.data, t],
  );
  const ownPath = data?.peers ? splitFilteredDrillPath(context.drillPathFiltered).drillPath : null;
  return (
    <Panel title={title} busy={query.isFetching} testId={`gamification-${component.id}`}>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && data.rows.length === 0 && <EmptyState text={t('gamification.empty')} />}
      {data && data.rows.length > 0 && (
        <Leaderboard data={data} survey={survey} order={order} onOrder={setOrder} ownPath={ownPath} />
      )}
    </Panel>
  );
}

/**
 * How indicator rules are judged, kept in the URL query (`order=raw`; fair when absent), so a
 * link shows the same board.
 */
function useLeaderboardOrder(): [TRankingOrder, (order: TRankingOrder) => void] {
  const [search, setSearch] = useSearchParams();
  const order: TRankingOrder = search.get('order') === 'raw' ? 'raw' : 'fair';
  const setOrder = (next: TRankingOrder) =>
    setSearch((previous) => {
      const result = new URLSearchParams(previous);
      if (next === 'raw') result.set('order', 'raw');
      else result.delete('order');
      return result;
    });
  return [order, setOrder];
}

interface LeaderboardProps {
  data: TGamificationResponse;
  survey: TSurvey;
  order: TRankingOrder;
  onOrder: (order: TRankingOrder) => void;
  /** At a store: the store's own path among its peers. */
  ownPath: string | null;
}

function Leaderboard({ data, survey, order, onOrder, ownPath }: LeaderboardProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const locale = useLocale();
  const ruleText = useRuleText(survey);
  const [showAll, setShowAll] = useState(false);
  const peerNames = ownPath ? peerLevelNames(levelNamesOf(survey, ownPath), data.level) : null;
  const rows = showAll ? data.rows : data.rows.slice(0, FIRST_ROWS);
  const period = `${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${data.months[0]}T00:00:00Z`))} – ${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${data.months.at(-1)}T00:00:00Z`))}`;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Stack
          direction="row"
          sx={{ mb: 1.5, gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('gamification.period', { period })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('gamification.order')}
            value={order}
            onChange={(event) => onOrder(event.target.value === 'raw' ? 'raw' : 'fair')}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'leaderboard-order' } as object } }}
          >
            <MenuItem value="fair">{t('gamification.order.fair')}</MenuItem>
            <MenuItem value="raw">{t('gamification.order.raw')}</MenuItem>
          </TextField>
        </Stack>
        {data.peers && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="leaderboard-peers">
            {t(
              `gamification.${data.rows.some((row) => row.peer !== null) ? 'peersAnonymous' : 'peers'}${peerNames ? 'Named' : ''}`,
              { total: formatNumber(data.rows.length, locale), ...peerNames },
            )}
          </Typography>
        )}
        {phone ? (
          <LeaderboardCards rows={rows} ownPath={ownPath} />
        ) : (
          <TableScroll label={t('gamification.tableLabel')}>
            <Table size="small" aria-label={t('gamification.tableLabel')} data-testid="leaderboard">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 56 }}>{t('gamification.rank')}</TableCell>
                  <TableCell>{t('gamification.unit')}</TableCell>
                  <TableCell align="right">{t('gamification.points')}</TableCell>
                  <TableCell>{t('gamification.badges')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={row.extName || `peer-${row.peer}`}
                    data-testid="leaderboard-row"
                    data-points={row.points}
                    selected={row.path === ownPath}
                  >
                    <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                      {row.rank}
                    </TableCell>
                    <TableCell sx={{ fontWeight: row.rank <= 3 ? 600 : 400 }}>{row.title}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(row.points, locale)}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                        {row.badges.map((badge) => (
                          <BadgeChip key={badge} badge={badge} />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        {data.rows.length > FIRST_ROWS && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((v) => !v)}>
            {showAll ? t('gamification.showFewer') : t('gamification.showAll', { count: data.rows.length })}
          </Button>
        )}
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {t('gamification.chart')}
        </Typography>
        <PointsChart data={data} />
        <Box component="section" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {t('gamification.rules')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
            {data.rules.map((rule, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their order is fixed by the config
              <Typography component="li" variant="body2" key={i}>
                {ruleText(rule)}
              </Typography>
            ))}
          </Box>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            data-testid="leaderboard-order-explain"
          >
            {t('gamification.minCount', { count: data.minCount })}{' '}
            {t(data.order === 'fair' ? 'gamification.order.fairExplain' : 'gamification.order.rawExplain')}
          </Typography>
        </Box>
      </Grid>
    </Grid>
  );
}
