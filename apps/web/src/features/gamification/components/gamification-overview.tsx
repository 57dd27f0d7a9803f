import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TGamificationResponse, TGamificationRule } from '@opinio/domain/schemas/gamification';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TableScroll } from '../../../components/table-scroll.tsx';
import type { AnalyticsContext } from '../../../lib/analytics-context.ts';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { formatNumber, useLocale } from '../../../lib/number-format.ts';
import { useGamification } from '../api/get-gamification.ts';
import { BadgeChip } from './badge-chip.tsx';
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
  const query = useGamification({ ...context, page: params.pageId ?? '', component: component.id });
  const title = component.title ?? t('component.GamificationOverviewConfig');
  const data = query.data;
  return (
    <Panel title={title} busy={query.isFetching} testId={`gamification-${component.id}`}>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {data && data.rows.length === 0 && <EmptyState text={t('gamification.empty')} />}
      {data && data.rows.length > 0 && <Leaderboard data={data} survey={survey} />}
    </Panel>
  );
}

function Leaderboard({ data, survey }: { data: TGamificationResponse; survey: TSurvey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ruleText = useRuleText(survey);
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? data.rows : data.rows.slice(0, FIRST_ROWS);
  const period = `${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${data.months[0]}T00:00:00Z`))} – ${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${data.months.at(-1)}T00:00:00Z`))}`;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('gamification.period', { period })}
        </Typography>
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
                <TableRow key={row.extName} data-testid="leaderboard-row" data-points={row.points}>
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
          <Typography variant="caption" color="text.secondary">
            {t('gamification.minCount', { count: data.minCount })}
          </Typography>
        </Box>
      </Grid>
    </Grid>
  );
}
