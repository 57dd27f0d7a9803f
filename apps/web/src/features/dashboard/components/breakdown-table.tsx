import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { drillInto, formatDrillPath, parseDrillPath } from '@opinio/domain/drill-path';
import { indicatorStatus } from '@opinio/domain/indicator-status';
import type { TPageComponent, TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { FigureWithInterval } from '@/components/figure-with-interval.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { useSelectionNavigation } from '@/entities/selection/lib/selection-navigation.ts';
import type { AnalyticsContext } from '@/lib/analytics-context.ts';
import { useDeferredAnswer } from '@/lib/deferred-answer.ts';
import { STATUS_TEXT_COLOUR } from '@/lib/indicator-status-colours.ts';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { useDrawnInSlices } from '@/lib/use-drawn-in-slices.ts';
import { useBreakdown } from '../api/get-breakdown.ts';
import { type BreakdownSort, differsFromNode, sortBreakdownRows } from '../lib/sort-breakdown-rows.ts';
import { BreakdownCards } from './breakdown-cards.tsx';

/** Units drawn per task: a node with many children draws its rows in short tasks. */
const ROWS_PER_TASK = 8;

interface BreakdownTableProps {
  component: TPageComponent;
  survey: TSurvey;
  context: AnalyticsContext;
  drillPath: string;
}

/** The child units of the current node; a row drills into its unit, keeping the filters. */
export function BreakdownTable({ component, survey, context, drillPath }: BreakdownTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { setDrillPath } = useSelectionNavigation();
  const query = useDeferredAnswer(useBreakdown(context));
  const [sort, setSort] = useState<BreakdownSort>({ column: 'title', direction: 'asc' });
  const indicators = (query.data?.indicators ?? []).map((extName) => ({
    extName,
    meta: survey.indicators.find((i) => i.extName === extName),
  }));
  const sorted = sortBreakdownRows(query.data?.rows ?? [], sort);
  const rows = sorted.slice(0, useDrawnInSlices(sorted.length, ROWS_PER_TASK, query.data));
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const label = component.title ?? t('component.BreakdownTable');

  function drill(unitExtName: string) {
    setDrillPath(formatDrillPath(drillInto(parseDrillPath(drillPath), unitExtName)));
  }

  function header(column: string, label: string, numeric: boolean) {
    const active = sort.column === column;
    const next = active && sort.direction === 'asc' ? 'desc' : 'asc';
    return (
      <TableCell
        key={column}
        align={numeric ? 'right' : 'left'}
        sortDirection={active ? sort.direction : false}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => setSort({ column, direction: next })}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  }

  return (
    <Panel title={label} busy={query.isFetching} testId="breakdown">
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && rows.length === 0 && <EmptyState text={t('breakdown.leaf')} />}
      {query.isSuccess && rows.length > 0 && phone && (
        <BreakdownCards
          label={label}
          rows={rows}
          indicators={indicators}
          node={query.data.node}
          sort={sort}
          onSort={setSort}
          onDrill={drill}
        />
      )}
      {query.isSuccess && rows.length > 0 && !phone && (
        <TableScroll label={label}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {header('title', t('breakdown.unit'), false)}
                {header('count', t('breakdown.count'), true)}
                {indicators.map((i) => header(i.extName, i.meta?.title ?? i.extName, true))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.extName}
                  hover
                  data-testid={`breakdown-row-${row.extName}`}
                  onClick={() => drill(row.extName)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell component="th" scope="row">
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      onClick={(event) => {
                        event.stopPropagation();
                        drill(row.extName);
                      }}
                      aria-label={t('breakdown.drillInto', { unit: row.title })}
                      sx={{ textAlign: 'left', fontWeight: 500 }}
                    >
                      {row.title}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{formatNumber(row.count, locale)}</TableCell>
                  {indicators.map(({ extName, meta }) => {
                    const value = row.values[extName] ?? null;
                    const stats = row.stats[extName];
                    return (
                      <TableCell key={extName} align="right" data-testid={`breakdown-cell-${extName}`}>
                        <FigureWithInterval
                          value={value}
                          ciLow={stats?.ciLow ?? null}
                          ciHigh={stats?.ciHigh ?? null}
                          suppressed={stats?.suppressed ?? false}
                          differs={differsFromNode(row, extName, query.data?.node)}
                          decimals={meta?.decimals ?? 1}
                          colour={STATUS_TEXT_COLOUR[indicatorStatus(value, meta)]}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {query.isSuccess && rows.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('breakdown.statistics')}
        </Typography>
      )}
    </Panel>
  );
}
